DROP INDEX "courses_name_trgm_idx";--> statement-breakpoint
DROP INDEX "courses_name_prefix_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "courses_search_name_trgm_idx" ON "courses" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_name_prefix_idx" ON "courses" USING btree ("search_name" text_pattern_ops);