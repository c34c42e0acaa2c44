CREATE TABLE "exam_batches" (
	"exam_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	CONSTRAINT "exam_batches_exam_id_batch_id_pk" PRIMARY KEY("exam_id","batch_id")
);
--> statement-breakpoint
ALTER TABLE "exam_batches" ADD CONSTRAINT "exam_batches_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_batches" ADD CONSTRAINT "exam_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_batches_batch_idx" ON "exam_batches" USING btree ("batch_id");