import { z } from 'zod';
import {
  dataOf,
  IdSchema as Id,
  IsoDateTimeSchema,
  line,
  optionalLine,
  paragraph,
  versioned,
} from './common';
import { mediaKey, storedFields, usedField } from './content-fields';
import { CourseRefSchema, itemAccessFields } from './enrolment';
import { IdInUrlSchema } from './fields';

/*
 * Study material: a course's PDF documents by syllabus unit, read in the app's own reader.
 * A document's file is a same-origin `/media/…` path opened by the media cookie (decisions 009,
 * 014), served with range requests so the reader fetches only the pages it shows. Staff add
 * documents in the console (below).
 */

export * from './material-paths';

export const MaterialOfCourseParamSchema = z.object({ courseId: IdInUrlSchema });
export const MaterialIdParamSchema = z.object({ materialId: IdInUrlSchema });

export const MaterialSummarySchema = z.object({
  id: Id,
  courseId: Id,
  /** The unit it belongs to; null for documents of the whole course. */
  syllabus_id: Id.nullable(),
  title: z.string(),
  titleMl: z.string().nullable(),
  pages: z.number().int().positive(),
  sizeBytes: z.number().int().positive(),
  /** When it was added (shown as relative time). */
  addedAt: IsoDateTimeSchema,
  /** The last page the learner read, or null when they have not opened it. */
  lastPage: z.number().int().positive().nullable(),
  isDemo: z.boolean(),
  ...itemAccessFields,
});
export type MaterialSummary = z.infer<typeof MaterialSummarySchema>;

export const MaterialGroupSchema = z.object({
  /** null: documents for the course as a whole, listed first. */
  syllabus_id: Id.nullable(),
  title: z.string().nullable(),
  titleMl: z.string().nullable(),
  documents: z.array(MaterialSummarySchema),
});
export type MaterialGroup = z.infer<typeof MaterialGroupSchema>;

export const MaterialOfCourseSchema = z.object({
  course: CourseRefSchema,
  /** Course-wide documents first, then units in syllabus order; groups without documents left out. */
  groups: z.array(MaterialGroupSchema),
});
export type MaterialOfCourse = z.infer<typeof MaterialOfCourseSchema>;
export const MaterialOfCourseResponseSchema = dataOf(MaterialOfCourseSchema);

export const MaterialSchema = MaterialSummarySchema.extend({
  course: CourseRefSchema,
  unit: z.object({ syllabus_id: Id, title: z.string(), titleMl: z.string().nullable() }).nullable(),
  description: z.string(),
  descriptionMl: z.string().nullable(),
  /** The PDF's `/media/…` address (range requests, the media cookie). */
  fileUrl: z.string(),
  /** Whether the reader offers a download button. */
  downloadable: z.boolean(),
});
export type Material = z.infer<typeof MaterialSchema>;
export const MaterialResponseSchema = dataOf(MaterialSchema);

export const SaveMaterialProgressBodySchema = z.object({
  /** From 1 to the document's page count; past the last page is a 400. */
  page: z.number().int().positive(),
});
export type SaveMaterialProgressBody = z.infer<typeof SaveMaterialProgressBodySchema>;
export const MaterialProgressResponseSchema = dataOf(
  z.object({ lastPage: z.number().int().positive(), updatedAt: IsoDateTimeSchema }),
);

// ---- staff ----
export const MaterialInputSchema = z.strictObject({
  /** The syllabus unit (of the course); null: the course as a whole. */
  unitId: Id.nullable(),
  title: line(200),
  titleMl: optionalLine(200),
  description: paragraph(5000),
  descriptionMl: paragraph(5000).nullable(),
  /** An uploaded PDF (`material/…/document.pdf`). */
  file: mediaKey,
  downloadable: z.boolean(),
  published: z.boolean(),
});
export type MaterialInput = z.infer<typeof MaterialInputSchema>;
export const MaterialUpdateSchema = versioned(MaterialInputSchema);
export const AdminMaterialSchema = MaterialInputSchema.extend({
  ...storedFields,
  ...usedField,
  courseId: Id,
  position: z.int(),
  pages: z.int(),
  sizeBytes: z.int(),
});
export const AdminMaterialsResponseSchema = dataOf(z.array(AdminMaterialSchema));
export const AdminMaterialResponseSchema = dataOf(AdminMaterialSchema);
