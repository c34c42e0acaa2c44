ALTER TABLE "exams" ADD COLUMN "level_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "quiz_day" date;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exams_daily_level_day_idx" ON "exams" USING btree ("level_id","quiz_day");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_daily_of_level" CHECK (("exams"."kind" = 'daily') = ("exams"."level_id" is not null and "exams"."quiz_day" is not null));