import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { IdInUrlSchema, noControlCharacters } from './fields';
import { ROLES, UPLOAD_KINDS } from './admin-paths';

/*
 * The staff console: who may do what, the audit log, and the catalogue's content (categories,
 * levels, courses, syllabus units). Edits carry the `updatedAt` the editor read: a change made
 * meanwhile by somebody else answers 409 CONFLICT instead of being overwritten.
 */

export * from './admin-paths';

export const RoleSchema = z.enum(ROLES);

export const AdminMeSchema = z.object({ userId: z.string(), name: z.string(), role: RoleSchema });
export const AdminMeResponseSchema = dataOf(AdminMeSchema);
export type AdminMe = z.infer<typeof AdminMeSchema>;

export const PersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type Person = z.infer<typeof PersonSchema>;
export const PeopleQuerySchema = z.object({ email: z.string().max(254).optional() });
export const PeopleResponseSchema = dataOf(z.array(PersonSchema));
export const UserIdParamSchema = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an account id'),
});
export const SetRoleBodySchema = z.strictObject({ role: RoleSchema });
export const PersonResponseSchema = dataOf(PersonSchema);

export const AuditEntrySchema = z.object({
  id: Id,
  at: IsoDateTimeSchema,
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
const word = z
  .string()
  .max(40)
  .regex(/^[a-z_]*$/, 'Use lower-case letters');
export const AuditQuerySchema = z.object({
  entity: word.optional(),
  action: word.optional(),
  entityId: z.string().max(64).optional(),
  actor: z.string().max(254).optional(),
  /** Entries before this id: the next page. */
  before: z.optional(IdInUrlSchema),
});
export const AuditResponseSchema = z.object({
  data: z.array(AuditEntrySchema),
  meta: z.object({ next: Id.nullable() }),
});

/* ─── fields ─── */

const line = (max: number) =>
  z.string().trim().min(1, 'Enter a value').max(max).check(noControlCharacters());
const optionalLine = (max: number) =>
  z.string().trim().max(max).check(noControlCharacters()).nullable();
const paragraph = (max: number) => z.string().max(max);
export const IdParam = z.object({ id: IdInUrlSchema });
/** The `updatedAt` the editor read; absent on create. */
const version = { updatedAt: IsoDateTimeSchema };

/* ─── categories and levels ─── */

export const AdminCategorySchema = z.object({
  id: Id,
  name: z.string(),
  nameMl: z.string().nullable(),
  description: z.string(),
  descriptionMl: z.string().nullable(),
  position: z.int(),
  courseCount: z.int(),
  updatedAt: IsoDateTimeSchema,
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const CategoryInputSchema = z.strictObject({
  name: line(80),
  nameMl: optionalLine(80),
  description: paragraph(2000),
  descriptionMl: paragraph(2000).nullable(),
});
export const CategoryUpdateSchema = CategoryInputSchema.extend(version);
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const AdminLevelSchema = z.object({
  id: Id,
  name: z.string(),
  nameMl: z.string().nullable(),
  position: z.int(),
  courseCount: z.int(),
  updatedAt: IsoDateTimeSchema,
});
export type AdminLevel = z.infer<typeof AdminLevelSchema>;
export const LevelInputSchema = z.strictObject({ name: line(80), nameMl: optionalLine(80) });
export const LevelUpdateSchema = LevelInputSchema.extend(version);
export type LevelInput = z.infer<typeof LevelInputSchema>;

export const AdminCatalogueSchema = z.object({
  categories: z.array(AdminCategorySchema),
  levels: z.array(AdminLevelSchema),
});
export type AdminCatalogue = z.infer<typeof AdminCatalogueSchema>;
export const AdminCatalogueResponseSchema = dataOf(AdminCatalogueSchema);
export const AdminCategoryResponseSchema = dataOf(AdminCategorySchema);
export const AdminLevelResponseSchema = dataOf(AdminLevelSchema);

/* ─── courses and syllabus units ─── */

/** What learners have of a course: deleting it would take these away (the console says so). */
export const DependentsSchema = z.object({
  units: z.int(),
  classes: z.int(),
  liveClasses: z.int(),
  materials: z.int(),
  exams: z.int(),
  attempts: z.int(),
});
export type Dependents = z.infer<typeof DependentsSchema>;

export const AdminCourseSchema = z.object({
  id: Id,
  categoryId: Id,
  levelId: Id,
  name: z.string(),
  image: z.string(),
  description: z.string(),
  descriptionMl: z.string().nullable(),
  highlights: z.array(z.string()),
  highlightsMl: z.array(z.string()).nullable(),
  language: z.string(),
  published: z.boolean(),
  isDemo: z.boolean(),
  dependents: DependentsSchema,
  updatedAt: IsoDateTimeSchema,
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;
export const CourseInputSchema = z.strictObject({
  categoryId: Id,
  levelId: Id,
  name: line(120),
  /** A media key returned by an image upload, or the image the course already has. */
  image: z.string().max(300),
  description: paragraph(4000),
  descriptionMl: paragraph(4000).nullable(),
  highlights: z.array(line(120)).max(12),
  highlightsMl: z.array(line(120)).max(12).nullable(),
  language: line(40),
  published: z.boolean(),
});
export type CourseInput = z.infer<typeof CourseInputSchema>;
export const CourseUpdateSchema = CourseInputSchema.extend(version);
export const CoursesQuerySchema = z.object({
  q: z.string().max(120).optional(),
  categoryId: z.optional(IdInUrlSchema),
  levelId: z.optional(IdInUrlSchema),
});
export const AdminCourseResponseSchema = dataOf(AdminCourseSchema);
export const AdminCoursesResponseSchema = dataOf(z.array(AdminCourseSchema));

export const AdminUnitSchema = z.object({
  id: Id,
  courseId: Id,
  position: z.int(),
  title: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  titleMl: z.string().nullable(),
  descriptionMl: z.string().nullable(),
  topicsMl: z.array(z.string()).nullable(),
  /** Recorded classes and documents in the unit: deleting it takes them too. */
  classes: z.int(),
  materials: z.int(),
  updatedAt: IsoDateTimeSchema,
});
export type AdminUnit = z.infer<typeof AdminUnitSchema>;
export const UnitInputSchema = z.strictObject({
  title: line(160),
  description: paragraph(4000),
  topics: z.array(line(160)).max(40),
  titleMl: optionalLine(160),
  descriptionMl: paragraph(4000).nullable(),
  topicsMl: z.array(line(160)).max(40).nullable(),
});
export type UnitInput = z.infer<typeof UnitInputSchema>;
export const UnitUpdateSchema = UnitInputSchema.extend(version);
export const AdminUnitResponseSchema = dataOf(AdminUnitSchema);
export const AdminUnitsResponseSchema = dataOf(z.array(AdminUnitSchema));

/* ─── order, deletion, uploads ─── */

export const OrderBodySchema = z.strictObject({ ids: z.array(Id).min(1).max(10_000) });
/** DELETE ?confirm=true: something learners have used goes only when confirmed. */
export const ConfirmQuerySchema = z.object({ confirm: z.enum(['true', 'false']).optional() });
export const DeletedResponseSchema = dataOf(z.object({ deleted: z.literal(true) }));

export const UploadKindSchema = z.enum(UPLOAD_KINDS);
export const UploadSchema = z.object({
  /** The media key to name in the content that uses it. */
  key: z.string(),
  url: z.string(),
  type: z.string(),
  size: z.int(),
  /** A document's page count. */
  pages: z.int().optional(),
});
export type Upload = z.infer<typeof UploadSchema>;
export const UploadResponseSchema = dataOf(UploadSchema);
