CREATE TABLE "learner_questions" (
	"user_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"last_correct" boolean NOT NULL,
	"right_in_row" integer NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "exams" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "kind" text DEFAULT 'mock' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "practice_mode" text;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD CONSTRAINT "learner_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD CONSTRAINT "learner_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_owner_idx" ON "exams" USING btree ("owner_id","created_at") WHERE "exams"."owner_id" is not null;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_kind_valid" CHECK ("exams"."kind" in ('mock', 'paper', 'daily', 'practice'));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_of_kind" CHECK (("exams"."course_id" is not null) = ("exams"."kind" in ('mock', 'paper')));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_practice_owned" CHECK (("exams"."kind" = 'practice') = ("exams"."owner_id" is not null and "exams"."practice_mode" is not null));--> statement-breakpoint
-- A practice set and a day's quiz belong to no course: nothing of theirs is searched, and making
-- one (a learner's every practice set) leaves the search titles, and every node's search cache, alone.
CREATE OR REPLACE FUNCTION course_search_titles_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  course integer;
BEGIN
  IF TG_ARGV[0] = 'test' THEN
    IF TG_OP = 'DELETE' THEN
      item := to_jsonb(OLD);
    ELSE
      item := to_jsonb(NEW);
    END IF;
    IF item->>'course_id' IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM course_search_titles WHERE kind = TG_ARGV[0] AND item_id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  -- The five tables differ in their columns: read them by name (units have no published flag,
  -- tests no Malayalam title, a recorded class reaches its course through its unit).
  item := to_jsonb(NEW);
  IF NOT coalesce((item->>'published')::boolean, true) THEN
    RETURN NULL;
  END IF;
  course := (item->>'course_id')::integer;
  IF course IS NULL THEN
    SELECT u.course_id INTO course FROM syllabus_units u
    WHERE u.id = (item->>'syllabus_unit_id')::integer;
  END IF;
  INSERT INTO course_search_titles (kind, item_id, course_id, title, title_ml)
  VALUES (TG_ARGV[0], NEW.id, course, item->>'title', item->>'title_ml');
  RETURN NULL;
END
$$;
