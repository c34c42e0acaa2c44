import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { containing } from '../../lib/sql-like';

/*
 * The catalogue as staff see it: every course (published or not) with what depends on it.
 */

export type CategoryRow = {
  id: number;
  name: string;
  nameMl: string | null;
  description: string;
  descriptionMl: string | null;
  position: number;
  courseCount: number;
  updatedAt: Date;
};

export const listCategories = (db: Db) =>
  queryRows<CategoryRow>(
    db,
    sql`select c.id, c.name, c.name_ml as "nameMl", c.description, c.description_ml as "descriptionMl",
          c.position, c.updated_at as "updatedAt",
          (select count(*)::int from courses k where k.category_id = c.id) as "courseCount"
        from categories c order by c.position, c.id`,
  );

export type LevelRow = Omit<CategoryRow, 'description' | 'descriptionMl'>;

export const listLevels = (db: Db) =>
  queryRows<LevelRow>(
    db,
    sql`select l.id, l.name, l.name_ml as "nameMl", l.position, l.updated_at as "updatedAt",
          (select count(*)::int from courses k where k.level_id = l.id) as "courseCount"
        from levels l order by l.position, l.id`,
  );

/** The next position at the end of a list. */
export async function nextPosition(db: Db, table: 'categories' | 'levels') {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(position), 0)::int + 1 as n from ${sql.identifier(table)}`,
  );
  return rows[0]!.n;
}

/** A slug not yet used in the table: the name's plain letters, then -2, -3 … */
export async function freeSlug(db: Db, table: 'categories' | 'levels' | 'courses', name: string) {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || table.slice(0, -1);
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        db,
        sql`select slug from ${sql.identifier(table)} where slug = ${base} or slug like ${`${base}-%`}`,
      )
    ).map((r) => r.slug),
  );
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

export type CourseRow = {
  id: number;
  categoryId: number;
  levelId: number;
  name: string;
  image: string;
  description: string;
  descriptionMl: string | null;
  highlights: string[];
  highlightsMl: string[] | null;
  language: string;
  published: boolean;
  isDemo: boolean;
  updatedAt: Date;
  units: number;
  classes: number;
  liveClasses: number;
  materials: number;
  exams: number;
  attempts: number;
};

const courseColumns = sql`c.id, c.category_id as "categoryId", c.level_id as "levelId", c.name,
  c.image, c.description, c.description_ml as "descriptionMl", c.highlights,
  c.highlights_ml as "highlightsMl", c.language, c.published, c.is_demo as "isDemo",
  c.updated_at as "updatedAt",
  (select count(*)::int from syllabus_units u where u.course_id = c.id) as units,
  (select count(*)::int from recorded_classes rc join syllabus_units u on u.id = rc.syllabus_unit_id
    where u.course_id = c.id) as classes,
  (select count(*)::int from live_classes lc where lc.course_id = c.id) as "liveClasses",
  (select count(*)::int from materials m where m.course_id = c.id) as materials,
  (select count(*)::int from exams e where e.course_id = c.id) as exams,
  (select count(*)::int from attempts a join exams e on e.id = a.exam_id
    where e.course_id = c.id) as attempts`;

export type CourseFilter = { q?: string; categoryId?: number; levelId?: number };

export function listCourses(db: Db, f: CourseFilter) {
  const where = [sql`true`];
  if (f.q) where.push(sql`c.name ilike ${containing(f.q)}`);
  if (f.categoryId) where.push(sql`c.category_id = ${f.categoryId}`);
  if (f.levelId) where.push(sql`c.level_id = ${f.levelId}`);
  return queryRows<CourseRow>(
    db,
    sql`select ${courseColumns} from courses c where ${sql.join(where, sql` and `)}
        order by c.updated_at desc, c.id desc limit 200`,
  );
}

export async function findCourse(db: Db, id: number) {
  const rows = await queryRows<CourseRow>(
    db,
    sql`select ${courseColumns} from courses c where c.id = ${id}`,
  );
  return rows[0] ?? null;
}

export type UnitRow = {
  id: number;
  courseId: number;
  position: number;
  title: string;
  description: string;
  topics: string[];
  titleMl: string | null;
  descriptionMl: string | null;
  topicsMl: string[] | null;
  updatedAt: Date;
  classes: number;
  materials: number;
};

const unitColumns = sql`u.id, u.course_id as "courseId", u.position, u.title, u.description,
  u.topics, u.title_ml as "titleMl", u.description_ml as "descriptionMl", u.topics_ml as "topicsMl",
  u.updated_at as "updatedAt",
  (select count(*)::int from recorded_classes rc where rc.syllabus_unit_id = u.id) as classes,
  (select count(*)::int from materials m where m.syllabus_unit_id = u.id) as materials`;

export const listUnits = (db: Db, courseId: number) =>
  queryRows<UnitRow>(
    db,
    sql`select ${unitColumns} from syllabus_units u where u.course_id = ${courseId} order by u.position`,
  );

export async function findUnit(db: Db, id: number) {
  const rows = await queryRows<UnitRow>(
    db,
    sql`select ${unitColumns} from syllabus_units u where u.id = ${id}`,
  );
  return rows[0] ?? null;
}

export async function nextUnitPosition(db: Db, courseId: number) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(position), 0)::int + 1 as n from syllabus_units where course_id = ${courseId}`,
  );
  return rows[0]!.n;
}

/** The ordered lists: their table, parent column and id column. */
const ORDERED = {
  categories: { table: 'categories', parent: null, id: 'id' },
  levels: { table: 'levels', parent: null, id: 'id' },
  units: { table: 'syllabus_units', parent: 'course_id', id: 'id' },
  exams: { table: 'exams', parent: 'course_id', id: 'id' },
  // An exam's paper: its questions by their ids (decision 026).
  questions: { table: 'exam_questions', parent: 'exam_id', id: 'question_id' },
} as const;
export type OrderedList = keyof typeof ORDERED;

export async function parentExists(db: Db, list: OrderedList, parentId: number) {
  const parent = { units: 'courses', exams: 'courses', questions: 'exams' } as const;
  if (list === 'categories' || list === 'levels') return true;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(parent[list])} where id = ${parentId}`,
  );
  return rows.length > 0;
}

const scopeOf = (list: OrderedList, parentId: number) => {
  const { parent } = ORDERED[list];
  return parent ? sql`${sql.identifier(parent)} = ${parentId}` : sql`true`;
};

/** Ids of a list in its current order (the parent's children, or the whole table). */
export async function idsInOrder(db: Db, list: OrderedList, parentId: number) {
  const { table, id } = ORDERED[list];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${sql.identifier(id)} as id from ${sql.identifier(table)}
        where ${scopeOf(list, parentId)} order by position, ${sql.identifier(id)}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Gives `ids` the positions 1…n. Positions are unique per parent for units and questions, so
 * they move out of the way (negative) first, all in the caller's transaction. A list's rows that
 * keep versions move on: an editor who read the old order is told.
 */
export async function writeOrder(db: Db, list: OrderedList, parentId: number, ids: number[]) {
  const { table, id } = ORDERED[list];
  const t = sql.identifier(table);
  const key = sql.identifier(id);
  const scope = scopeOf(list, parentId);
  const touch = list === 'questions' ? sql`` : sql`, updated_at = now()`;
  const array = `{${ids.join(',')}}`;
  await db.execute(
    sql`update ${t} set position = -position - 1 where ${scope} and ${key} = any(${array}::int[])`,
  );
  await db.execute(sql`update ${t} set position = o.n ${touch}
    from unnest(${array}::int[]) with ordinality as o(id, n) where ${scope} and ${t}.${key} = o.id`);
}

/** Makes a course free or restricted; answers what it was (undefined: no such course). */
export async function setCourseAccess(db: Db, id: number, access: 'free' | 'restricted') {
  const rows = await queryRows<{ before: 'free' | 'restricted' }>(
    db,
    sql`update courses c set access = ${access} from courses old
        where c.id = ${id} and old.id = c.id returning old.access as before`,
  );
  return rows[0]?.before;
}
