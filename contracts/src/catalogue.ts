import { z } from 'zod';
import {
  dataOf,
  IdSchema as Id,
  IsoDateTimeSchema,
  line,
  optionalLine,
  paragraph,
  versionField,
} from './common';
import { AccessStateSchema } from './enrolment';
import { IdInUrlSchema, noControlCharacters } from './fields';

/*
 * Catalogue: categories (Kerala PSC, UPSC, SSC …), levels (10th, +2, degree), courses, their
 * syllabus, the learner's progress per course, and the top-bar course search.
 * Course fields keep the specification's spellings `course_name` and `course_image`. Staff edit
 * the catalogue in the console (below).
 */

/** Longest search text the API accepts; longer input is refused with 400. */
export const SEARCH_QUERY_MAX = 2000;
/** Only this many leading characters of the search text are used for matching. */
export const SEARCH_QUERY_USED = 100;
/** Most hits one search answers with, best first. */
export const SEARCH_LIMIT = 10;

export * from './catalogue-paths';

// ---- params ----
export const CategoryLevelParamSchema = z.object({
  categoryId: IdInUrlSchema,
  levelId: IdInUrlSchema,
});
export const SyllabusParamSchema = z.object({ courseId: IdInUrlSchema });
export const SearchQuerySchema = z.object({
  query: z
    .string()
    .max(SEARCH_QUERY_MAX)
    // Pasted text may bring tabs and line breaks: they count as spaces; other controls are refused.
    .overwrite((q) => q.replace(/\s+/g, ' ').trim())
    .check(noControlCharacters('Search with letters, not control characters'))
    .optional(),
});

// ---- categories and levels ----
/** Category and level names in Malayalam, where they have one; the interface shows them there. */
const NameMl = z.string().nullable();

export const LevelSchema = z.object({
  id: Id,
  name: z.string(),
  nameMl: NameMl,
  slug: z.string(),
  courseCount: z.number().int().nonnegative(),
});
export type Level = z.infer<typeof LevelSchema>;

export const CategorySchema = z.object({
  id: Id,
  name: z.string(),
  nameMl: NameMl,
  slug: z.string(),
  description: z.string(),
  descriptionMl: z.string().nullable(),
  /** Only the levels that have at least one course in this category, in level order. */
  levels: z.array(LevelSchema),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoriesResponseSchema = dataOf(z.array(CategorySchema));

// ---- progress ----
/** The learner's progress in one course; every figure is 0 while the learner has none. */
export const CourseProgressSchema = z.object({
  classesWatched: z.number().int().nonnegative(),
  classesTotal: z.number().int().nonnegative(),
  testsTaken: z.number().int().nonnegative(),
  testsTotal: z.number().int().nonnegative(),
  /** Mean score of the learner's finished tests in this course, in percent (0–100). */
  averageScore: z.number().min(0).max(100),
  /** Share of the course's classes and tests done, in percent (0–100). */
  percent: z.number().int().min(0).max(100),
});
export type CourseProgress = z.infer<typeof CourseProgressSchema>;

// ---- courses ----
export const CourseSummarySchema = z.object({
  id: Id,
  slug: z.string(),
  course_name: z.string(),
  course_image: z.string(),
  description: z.string(),
  /** The description in Malayalam, where the course has one. */
  descriptionMl: z.string().nullable(),
  language: z.string(),
  categoryId: Id,
  levelId: Id,
  /** Demo content shipped with the app, shown with a "Demo" badge. */
  isDemo: z.boolean(),
  progress: CourseProgressSchema,
  /** The learner's access: restricted courses are listed to everyone, shown locked. */
  access: AccessStateSchema,
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

export const CategoryLevelResponseSchema = dataOf(
  z.object({
    category: z.object({ id: Id, name: z.string(), nameMl: NameMl, slug: z.string() }),
    level: z.object({ id: Id, name: z.string(), nameMl: NameMl, slug: z.string() }),
    courses: z.array(CourseSummarySchema),
  }),
);
export const CourseListResponseSchema = dataOf(z.array(CourseSummarySchema));

export type CategoryLevelCourses = z.infer<typeof CategoryLevelResponseSchema>['data'];

export const CourseSchema = CourseSummarySchema.extend({
  categoryName: z.string(),
  categoryNameMl: NameMl,
  levelName: z.string(),
  levelNameMl: NameMl,
  /** What the course holds, as short lines. */
  highlights: z.array(z.string()),
  highlightsMl: z.array(z.string()).nullable(),
  syllabusUnitCount: z.number().int().nonnegative(),
  /**
   * What a learner can open in the course now, counted from its published content (the lists of
   * its recorded classes, live classes, mock tests and study material show the same).
   */
  counts: z.object({
    recordedClasses: z.number().int().nonnegative(),
    /** Live classes on air now. */
    liveNow: z.number().int().nonnegative(),
    /** Live classes still to start. */
    upcomingLive: z.number().int().nonnegative(),
    tests: z.number().int().nonnegative(),
    documents: z.number().int().nonnegative(),
  }),
});
export type Course = z.infer<typeof CourseSchema>;
export type CourseCounts = Course['counts'];
export const CourseResponseSchema = dataOf(CourseSchema);

// ---- syllabus ----
export const SyllabusUnitSchema = z.object({
  /** The unit's id, used as `syllabus_id` by recorded classes. */
  id: Id,
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  /** The unit in Malayalam where it has been written: all three, or null for all three. */
  titleMl: z.string().nullable(),
  descriptionMl: z.string().nullable(),
  topicsMl: z.array(z.string()).nullable(),
});
export type SyllabusUnit = z.infer<typeof SyllabusUnitSchema>;
export const SyllabusResponseSchema = dataOf(z.array(SyllabusUnitSchema));

// ---- search ----
/** What inside a course search may find it by: a syllabus unit, a recorded or live class, a test, a document. */
export const SEARCH_MATCH_KINDS = ['unit', 'class', 'live', 'test', 'document'] as const;
export const SearchMatchKindSchema = z.enum(SEARCH_MATCH_KINDS);
export type SearchMatchKind = z.infer<typeof SearchMatchKindSchema>;

export const CourseSearchHitSchema = z.object({
  id: Id,
  course_name: z.string(),
  course_image: z.string(),
  /** The course's category and level, shown under its name ("Kerala PSC · 10th Level"). */
  categoryName: z.string(),
  categoryNameMl: NameMl,
  levelName: z.string(),
  levelNameMl: NameMl,
  /**
   * Only for a course found by what is inside it, not by its own names: the published unit,
   * class, test or document whose title matched ("Unit: Indian History and the National
   * Movement" under the course name), in English and, where it has one, Malayalam.
   */
  access: AccessStateSchema,
  matchedIn: z
    .object({ kind: SearchMatchKindSchema, title: z.string(), titleMl: z.string().nullable() })
    .optional(),
});
export type CourseSearchHit = z.infer<typeof CourseSearchHitSchema>;
export const CourseSearchResponseSchema = dataOf(z.array(CourseSearchHitSchema));

// ---- staff: categories and levels ----
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
export const CategoryUpdateSchema = CategoryInputSchema.extend(versionField);
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
export const LevelUpdateSchema = LevelInputSchema.extend(versionField);
export type LevelInput = z.infer<typeof LevelInputSchema>;

export const AdminCatalogueSchema = z.object({
  categories: z.array(AdminCategorySchema),
  levels: z.array(AdminLevelSchema),
});
export type AdminCatalogue = z.infer<typeof AdminCatalogueSchema>;
export const AdminCatalogueResponseSchema = dataOf(AdminCatalogueSchema);
export const AdminCategoryResponseSchema = dataOf(AdminCategorySchema);
export const AdminLevelResponseSchema = dataOf(AdminLevelSchema);

// ---- staff: courses and syllabus units ----
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
  /**
   * A media key returned by an image upload, the image the course already has, or empty: the
   * course then shows the default cover (DEFAULT_COURSE_IMAGE) until an image is uploaded.
   */
  image: z.string().max(300),
  description: paragraph(4000),
  descriptionMl: paragraph(4000).nullable(),
  highlights: z.array(line(120)).max(12),
  highlightsMl: z.array(line(120)).max(12).nullable(),
  language: line(40),
  published: z.boolean(),
});
export type CourseInput = z.infer<typeof CourseInputSchema>;
export const CourseUpdateSchema = CourseInputSchema.extend(versionField);
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
export const UnitUpdateSchema = UnitInputSchema.extend(versionField);
export const AdminUnitResponseSchema = dataOf(AdminUnitSchema);
export const AdminUnitsResponseSchema = dataOf(z.array(AdminUnitSchema));
