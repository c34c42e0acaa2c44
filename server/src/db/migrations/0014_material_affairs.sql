CREATE TABLE "affairs_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text NOT NULL,
	"image" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affairs_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "affairs_articles_language" CHECK ("affairs_articles"."language" in ('en', 'ml'))
);
--> statement-breakpoint
CREATE TABLE "affairs_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"title_ml" text,
	"description" text DEFAULT '' NOT NULL,
	"description_ml" text,
	"duration_seconds" integer NOT NULL,
	"video" text NOT NULL,
	"thumbnail" text,
	"captions_en" text,
	"captions_ml" text,
	"published_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affairs_videos_slug_unique" UNIQUE("slug"),
	CONSTRAINT "affairs_videos_duration_positive" CHECK ("affairs_videos"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "material_progress" (
	"user_id" text NOT NULL,
	"material_id" integer NOT NULL,
	"page" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_progress_user_id_material_id_pk" PRIMARY KEY("user_id","material_id"),
	CONSTRAINT "material_progress_page_positive" CHECK ("material_progress"."page" >= 1)
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"syllabus_unit_id" integer,
	"position" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"title_ml" text,
	"description" text DEFAULT '' NOT NULL,
	"description_ml" text,
	"file" text NOT NULL,
	"pages" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"downloadable" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_slug_unique" UNIQUE("slug"),
	CONSTRAINT "materials_pages_positive" CHECK ("materials"."pages" > 0),
	CONSTRAINT "materials_size_positive" CHECK ("materials"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "affairs_articles" ADD CONSTRAINT "affairs_articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affairs_videos" ADD CONSTRAINT "affairs_videos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_progress" ADD CONSTRAINT "material_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_progress" ADD CONSTRAINT "material_progress_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_syllabus_unit_id_syllabus_units_id_fk" FOREIGN KEY ("syllabus_unit_id") REFERENCES "public"."syllabus_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affairs_articles_category_published_idx" ON "affairs_articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "affairs_videos_category_published_idx" ON "affairs_videos" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "materials_course_idx" ON "materials" USING btree ("course_id","syllabus_unit_id","position");