CREATE TABLE "course_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_name_words_trgm_idx" ON "course_name_words" USING gin ("word" gin_trgm_ops);