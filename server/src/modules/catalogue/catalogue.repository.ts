import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { categories, courses, levels, syllabusUnits } from '../../db/schema/index';
import { visibleClasses, visibleDocuments, visibleExams } from '../../lib/visible';

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  name: courses.name,
  image: courses.image,
  description: courses.description,
  descriptionMl: courses.descriptionMl,
  language: courses.language,
  categoryId: courses.categoryId,
  levelId: courses.levelId,
  isDemo: courses.isDemo,
};
export type CourseRow = {
  id: number;
  slug: string;
  name: string;
  image: string;
  description: string;
  descriptionMl: string | null;
  language: string;
  categoryId: number;
  levelId: number;
  isDemo: boolean;
};

export function listCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameMl: categories.nameMl,
      slug: categories.slug,
      description: categories.description,
      descriptionMl: categories.descriptionMl,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** (category, level, number of courses) for every pair that has at least one course. */
export function listLevelsWithCourses(db: Db) {
  return db
    .select({
      categoryId: courses.categoryId,
      id: levels.id,
      name: levels.name,
      nameMl: levels.nameMl,
      slug: levels.slug,
      courseCount: count(courses.id),
    })
    .from(courses)
    .innerJoin(levels, eq(levels.id, courses.levelId))
    .where(eq(courses.published, true))
    .groupBy(courses.categoryId, levels.id)
    .orderBy(asc(levels.position), asc(levels.id));
}

export async function findCategory(db: Db, id: number) {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameMl: categories.nameMl,
      slug: categories.slug,
    })
    .from(categories)
    .where(eq(categories.id, id));
  return rows[0];
}

export async function findLevel(db: Db, id: number) {
  const rows = await db
    .select({ id: levels.id, name: levels.name, nameMl: levels.nameMl, slug: levels.slug })
    .from(levels)
    .where(eq(levels.id, id));
  return rows[0];
}

export function listCoursesOf(db: Db, categoryId: number, levelId: number): Promise<CourseRow[]> {
  return db
    .select(courseColumns)
    .from(courses)
    .where(
      and(
        eq(courses.categoryId, categoryId),
        eq(courses.levelId, levelId),
        eq(courses.published, true),
      ),
    )
    .orderBy(asc(courses.id));
}

export function listCoursesByIds(db: Db, ids: number[]): Promise<CourseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(courseColumns)
    .from(courses)
    .where(and(inArray(courses.id, ids), eq(courses.published, true)));
}

export function listAllCourseIds(db: Db) {
  return db.select({ id: courses.id }).from(courses);
}

export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export async function findCourse(db: Db, id: number) {
  const rows = await db
    .select({
      ...courseColumns,
      highlights: courses.highlights,
      highlightsMl: courses.highlightsMl,
      categoryName: categories.name,
      categoryNameMl: categories.nameMl,
      levelName: levels.name,
      levelNameMl: levels.nameMl,
      syllabusUnitCount: db.$count(syllabusUnits, eq(syllabusUnits.courseId, courses.id)),
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .innerJoin(levels, eq(levels.id, courses.levelId))
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  return rows[0];
}

/** How many recorded classes, mock tests and documents of a course learners see. */
export async function visibleContentCounts(db: Db, courseId: number) {
  const rows = await queryRows<{ recordedClasses: number; tests: number; documents: number }>(
    db,
    sql`select
          (select count(*)::int from ${visibleClasses} where c.id = ${courseId}) as "recordedClasses",
          (select count(*)::int from ${visibleExams} where c.id = ${courseId}) as tests,
          (select count(*)::int from ${visibleDocuments} where c.id = ${courseId}) as documents`,
  );
  return rows[0]!;
}

export async function courseExists(db: Db, id: number) {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  return rows.length > 0;
}

export function listSyllabus(db: Db, courseId: number) {
  return db
    .select({
      id: syllabusUnits.id,
      position: syllabusUnits.position,
      title: syllabusUnits.title,
      description: syllabusUnits.description,
      topics: syllabusUnits.topics,
      titleMl: syllabusUnits.titleMl,
      descriptionMl: syllabusUnits.descriptionMl,
      topicsMl: syllabusUnits.topicsMl,
    })
    .from(syllabusUnits)
    .where(eq(syllabusUnits.courseId, courseId))
    .orderBy(asc(syllabusUnits.position), asc(syllabusUnits.id));
}
