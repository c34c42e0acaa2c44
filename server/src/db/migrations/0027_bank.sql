CREATE TABLE "exam_questions" (
	"exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "exam_questions_exam_id_question_id_pk" PRIMARY KEY("exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_ml" text,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_exam_id_exams_id_fk";
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_section_id_exam_sections_id_fk";
--> statement-breakpoint
DROP INDEX "questions_exam_position_idx";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_section_id_exam_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."exam_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_parent_id_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_questions_exam_position_idx" ON "exam_questions" USING btree ("exam_id","position");--> statement-breakpoint
CREATE INDEX "exam_questions_question_idx" ON "exam_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "exam_questions_section_idx" ON "exam_questions" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_sibling_name_idx" ON "topics" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "topics_parent_idx" ON "topics" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("topic_id");--> statement-breakpoint
-- Every question stays on the paper it was on, where it was; its free-text topic becomes a
-- subject of the tree (decision 026).
INSERT INTO "exam_questions" ("exam_id", "question_id", "section_id", "position")
  SELECT "exam_id", "id", "section_id", "position" FROM "questions";--> statement-breakpoint
INSERT INTO "topics" ("name", "position")
  SELECT t.name, (row_number() over (order by lower(t.name)))::int
  FROM (SELECT DISTINCT ON (lower(btrim("topic"))) btrim("topic") AS name FROM "questions"
        WHERE btrim("topic") <> '' ORDER BY lower(btrim("topic")), btrim("topic")) t;--> statement-breakpoint
UPDATE "questions" q SET "topic_id" = t.id FROM "topics" t
  WHERE t.parent_id IS NULL AND lower(t.name) = lower(btrim(q.topic));--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "exam_id";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "section_id";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "topic";