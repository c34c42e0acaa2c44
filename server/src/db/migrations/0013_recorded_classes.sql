CREATE TABLE "class_progress" (
	"user_id" text NOT NULL,
	"recorded_class_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"position_at" timestamp with time zone NOT NULL,
	"furthest_seconds" integer NOT NULL,
	"watched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_progress_user_id_recorded_class_id_pk" PRIMARY KEY("user_id","recorded_class_id"),
	CONSTRAINT "class_progress_position_nonnegative" CHECK ("class_progress"."position_seconds" >= 0),
	CONSTRAINT "class_progress_furthest" CHECK ("class_progress"."furthest_seconds" >= "class_progress"."position_seconds")
);
--> statement-breakpoint
CREATE TABLE "recorded_class_exams" (
	"recorded_class_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recorded_class_exams_recorded_class_id_exam_id_pk" PRIMARY KEY("recorded_class_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "recorded_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"syllabus_unit_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"title_ml" text,
	"description" text DEFAULT '' NOT NULL,
	"description_ml" text,
	"teacher" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"video" text NOT NULL,
	"thumbnail" text,
	"captions_en" text,
	"captions_ml" text,
	"notes" text DEFAULT '' NOT NULL,
	"notes_ml" text,
	"published" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recorded_classes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "recorded_classes_duration_positive" CHECK ("recorded_classes"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "class_progress" ADD CONSTRAINT "class_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_progress" ADD CONSTRAINT "class_progress_recorded_class_id_recorded_classes_id_fk" FOREIGN KEY ("recorded_class_id") REFERENCES "public"."recorded_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_class_exams" ADD CONSTRAINT "recorded_class_exams_recorded_class_id_recorded_classes_id_fk" FOREIGN KEY ("recorded_class_id") REFERENCES "public"."recorded_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_class_exams" ADD CONSTRAINT "recorded_class_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_classes" ADD CONSTRAINT "recorded_classes_syllabus_unit_id_syllabus_units_id_fk" FOREIGN KEY ("syllabus_unit_id") REFERENCES "public"."syllabus_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_progress_user_updated_idx" ON "class_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "recorded_class_exams_exam_idx" ON "recorded_class_exams" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recorded_classes_unit_position_idx" ON "recorded_classes" USING btree ("syllabus_unit_id","position");