CREATE TABLE "question_import_parts" (
	"import_id" integer NOT NULL,
	"kind" text NOT NULL,
	"part" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "question_import_parts_import_id_kind_part_pk" PRIMARY KEY("import_id","kind","part")
);
--> statement-breakpoint
CREATE TABLE "question_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"format" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"only_valid" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_imports_status" CHECK ("question_imports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "question_imports_format" CHECK ("question_imports"."format" in ('gift', 'aiken', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "rich_text_rechecks" (
	"entity" text NOT NULL,
	"id" integer NOT NULL,
	CONSTRAINT "rich_text_rechecks_entity_id_pk" PRIMARY KEY("entity","id")
);
--> statement-breakpoint
ALTER TABLE "question_import_parts" ADD CONSTRAINT "question_import_parts_import_id_question_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."question_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_imports" ADD CONSTRAINT "question_imports_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_imports_exam_idx" ON "question_imports" USING btree ("exam_id");--> statement-breakpoint
-- Instructions were stored as sent, and article images could name any host: each such row is
-- sanitised once, the next time a node starts (modules/admin/rich-text-recheck.ts).
INSERT INTO "rich_text_rechecks" ("entity", "id")
	SELECT 'exam', "id" FROM "exams" WHERE "instructions" LIKE '%<%' OR "instructions_ml" LIKE '%<%';--> statement-breakpoint
INSERT INTO "rich_text_rechecks" ("entity", "id")
	SELECT 'article', "id" FROM "affairs_articles" WHERE "body_html" LIKE '%<img%';
