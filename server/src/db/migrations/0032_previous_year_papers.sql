ALTER TABLE "exams" ADD COLUMN "paper_board" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "paper_post" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "paper_year" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "paper_code" text;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_paper_named" CHECK (("exams"."kind" = 'paper') = ("exams"."paper_board" is not null and "exams"."paper_post" is not null and "exams"."paper_year" is not null));