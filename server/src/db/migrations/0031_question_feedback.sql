CREATE TABLE "question_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"language" text,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_feedback_kind_valid" CHECK ("question_feedback"."kind" in ('doubt', 'wrong_key', 'wrong_wording', 'wrong_translation')),
	CONSTRAINT "question_feedback_status_valid" CHECK ("question_feedback"."status" in ('open', 'answered', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "question_feedback" ADD CONSTRAINT "question_feedback_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedback" ADD CONSTRAINT "question_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedback" ADD CONSTRAINT "question_feedback_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_feedback_one_each_idx" ON "question_feedback" USING btree ("question_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "question_feedback_status_idx" ON "question_feedback" USING btree ("status","created_at");