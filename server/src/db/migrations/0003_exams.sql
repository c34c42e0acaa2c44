CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"seq" bigint NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"score" numeric(12, 4),
	"max_score" numeric(12, 4),
	"correct" integer,
	"wrong" integer,
	"unanswered" integer,
	"time_taken_seconds" integer,
	"ranked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "attempts_status_valid" CHECK ("attempts"."status" in ('in_progress', 'submitted', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "exam_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"marks_per_question" numeric(8, 4) DEFAULT '1' NOT NULL,
	"negative_marks_numerator" numeric(8, 4) DEFAULT '1' NOT NULL,
	"negative_marks_denominator" integer DEFAULT 3 NOT NULL,
	"max_attempts" integer,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_slug_unique" UNIQUE("slug"),
	CONSTRAINT "exams_duration_positive" CHECK ("exams"."duration_seconds" > 0),
	CONSTRAINT "exams_negative_denominator_positive" CHECK ("exams"."negative_marks_denominator" > 0),
	CONSTRAINT "exams_max_attempts_positive" CHECK ("exams"."max_attempts" is null or "exams"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"text_ml" text,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"stem" text NOT NULL,
	"stem_ml" text,
	"explanation" text DEFAULT '' NOT NULL,
	"explanation_ml" text,
	"topic" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_exam_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."exam_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_exam_user_idx" ON "attempts" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE INDEX "attempts_user_ended_idx" ON "attempts" USING btree ("user_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open_idx" ON "attempts" USING btree ("exam_id","user_id") WHERE "attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_ranked_idx" ON "attempts" USING btree ("exam_id","user_id") WHERE "attempts"."ranked";--> statement-breakpoint
CREATE INDEX "attempts_ranking_idx" ON "attempts" USING btree ("exam_id","score","time_taken_seconds") WHERE "attempts"."ranked";--> statement-breakpoint
CREATE INDEX "attempts_open_deadline_idx" ON "attempts" USING btree ("deadline") WHERE "attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sections_exam_position_idx" ON "exam_sections" USING btree ("exam_id","position");--> statement-breakpoint
CREATE INDEX "exams_course_idx" ON "exams" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "question_options_question_position_idx" ON "question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "question_options_one_correct_idx" ON "question_options" USING btree ("question_id") WHERE "question_options"."is_correct";--> statement-breakpoint
CREATE UNIQUE INDEX "questions_exam_position_idx" ON "questions" USING btree ("exam_id","position");