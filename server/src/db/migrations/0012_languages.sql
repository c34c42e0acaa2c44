ALTER TABLE "categories" ADD COLUMN "name_ml" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ml" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_ml" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "highlights_ml" text[];--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "name_ml" text;--> statement-breakpoint
ALTER TABLE "syllabus_units" ADD COLUMN "title_ml" text;--> statement-breakpoint
ALTER TABLE "syllabus_units" ADD COLUMN "description_ml" text;--> statement-breakpoint
ALTER TABLE "syllabus_units" ADD COLUMN "topics_ml" text[];--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "instructions_ml" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "syllabus_units" ADD CONSTRAINT "syllabus_units_ml_whole" CHECK (num_nulls("syllabus_units"."title_ml", "syllabus_units"."description_ml", "syllabus_units"."topics_ml") in (0, 3));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_valid" CHECK ("profiles"."language" in ('en', 'ml'));