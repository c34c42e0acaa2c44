-- Course search reads this index on every keystroke and staff write to it rarely: without
-- fastupdate, new titles go into the index at once instead of into a pending list that every
-- search scans until a vacuum cleans it (PGlite has no autovacuum; measured at 100,000 titles:
-- a search for a word no title has took 7-31 ms with a bulk insert's pending list, 0.1 ms without).
DROP INDEX "course_search_titles_trgm_idx";--> statement-breakpoint
CREATE INDEX "course_search_titles_trgm_idx" ON "course_search_titles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);