-- Enrolment (modules/enrolment, decision 025): course access (every existing course stays free),
-- preview items, batches and their members, access codes and their redemptions, course grants.
CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"batch_id" integer,
	"course_id" integer,
	"seats" integer NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"access_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "access_codes_one_target" CHECK (num_nonnulls("access_codes"."batch_id", "access_codes"."course_id") = 1),
	CONSTRAINT "access_codes_seats" CHECK ("access_codes"."seats" >= 1 and "access_codes"."seats_used" between 0 and "access_codes"."seats")
);
--> statement-breakpoint
CREATE TABLE "batch_courses" (
	"batch_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "batch_courses_batch_id_course_id_pk" PRIMARY KEY("batch_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "batch_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"user_id" text,
	"email" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_members_user_or_email" CHECK (num_nonnulls("batch_members"."user_id", "batch_members"."email") = 1)
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_ends_after_start" CHECK ("batches"."ends_at" > "batches"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "code_redemptions" (
	"code_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_redemptions_code_id_user_id_pk" PRIMARY KEY("code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"code_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer,
	"material_id" integer,
	"exam_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_items_one_item" CHECK (num_nonnulls("preview_items"."class_id", "preview_items"."material_id", "preview_items"."exam_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "access" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_courses" ADD CONSTRAINT "batch_courses_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_courses" ADD CONSTRAINT "batch_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_members" ADD CONSTRAINT "batch_members_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_members" ADD CONSTRAINT "batch_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_code_id_access_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."access_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_grants" ADD CONSTRAINT "course_grants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_grants" ADD CONSTRAINT "course_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_grants" ADD CONSTRAINT "course_grants_code_id_access_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."access_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_items" ADD CONSTRAINT "preview_items_class_id_recorded_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."recorded_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_items" ADD CONSTRAINT "preview_items_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_items" ADD CONSTRAINT "preview_items_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_batch_idx" ON "access_codes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "access_codes_course_idx" ON "access_codes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "batch_courses_course_idx" ON "batch_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_members_batch_user_idx" ON "batch_members" USING btree ("batch_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_members_batch_email_idx" ON "batch_members" USING btree ("batch_id","email");--> statement-breakpoint
CREATE INDEX "batch_members_user_idx" ON "batch_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "batch_members_email_idx" ON "batch_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "course_grants_course_user_idx" ON "course_grants" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_grants_user_idx" ON "course_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preview_items_class_idx" ON "preview_items" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preview_items_material_idx" ON "preview_items" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preview_items_exam_idx" ON "preview_items" USING btree ("exam_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_access_known" CHECK ("courses"."access" in ('free', 'restricted'));