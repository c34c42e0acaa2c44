DROP INDEX "course_name_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "course_name_words_gist_idx" ON "course_name_words" USING gist ("word" gist_trgm_ops);