CREATE TABLE "live_chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"live_class_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"text" text NOT NULL,
	"from_staff" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text
);
--> statement-breakpoint
CREATE TABLE "live_chat_mutes" (
	"live_class_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"muted_by" text NOT NULL,
	"muted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_chat_mutes_live_class_id_user_id_pk" PRIMARY KEY("live_class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_class_exams" (
	"live_class_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_class_exams_live_class_id_exam_id_pk" PRIMARY KEY("live_class_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"title_ml" text,
	"description" text DEFAULT '' NOT NULL,
	"description_ml" text,
	"teacher" text NOT NULL,
	"teacher_user_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"planned_minutes" integer NOT NULL,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"went_live_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"stream_kind" text NOT NULL,
	"stream" text NOT NULL,
	"recording_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_classes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "live_classes_state" CHECK ("live_classes"."state" in ('upcoming', 'live', 'ended')),
	CONSTRAINT "live_classes_stream_kind" CHECK ("live_classes"."stream_kind" in ('hls', 'youtube')),
	CONSTRAINT "live_classes_planned_positive" CHECK ("live_classes"."planned_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"live_class_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_role" CHECK ("staff_roles"."role" in ('teacher', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_exams" ADD CONSTRAINT "live_class_exams_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_exams" ADD CONSTRAINT "live_class_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_recording_id_recorded_classes_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recorded_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_class_idx" ON "live_chat_messages" USING btree ("live_class_id","id");--> statement-breakpoint
CREATE INDEX "live_chat_messages_writer_idx" ON "live_chat_messages" USING btree ("live_class_id","user_id","sent_at");--> statement-breakpoint
CREATE INDEX "live_class_exams_exam_idx" ON "live_class_exams" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "live_classes_course_starts_idx" ON "live_classes" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_classes_starts_idx" ON "live_classes" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "live_tickets_expires_idx" ON "live_tickets" USING btree ("expires_at");