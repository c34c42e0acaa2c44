import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { visibleClasses } from '../../lib/visible';

/** A published class with its unit, its course and one learner's progress in it. */
export type ClassRow = {
  id: number;
  courseId: number;
  courseName: string;
  unitId: number;
  unitPosition: number;
  unitTitle: string;
  unitTitleMl: string | null;
  position: number;
  title: string;
  titleMl: string | null;
  teacher: string;
  durationSeconds: number;
  thumbnail: string | null;
  isDemo: boolean;
  examCount: number;
  positionSeconds: number | null;
  furthestSeconds: number | null;
  watchedAt: Date | null;
  updatedAt: Date | null;
};

export type ClassDetailRow = ClassRow & {
  description: string;
  descriptionMl: string | null;
  notes: string;
  notesMl: string | null;
  video: string;
  captionsEn: string | null;
  captionsMl: string | null;
};

export type ProgressRow = {
  positionSeconds: number;
  furthestSeconds: number;
  watchedAt: Date | null;
  updatedAt: Date;
};

const classColumns = sql`
  rc.id, c.id as "courseId", c.name as "courseName", u.id as "unitId",
  u.position as "unitPosition", u.title as "unitTitle", u.title_ml as "unitTitleMl",
  rc.position, rc.title, rc.title_ml as "titleMl", rc.teacher,
  rc.duration_seconds as "durationSeconds", rc.thumbnail, rc.is_demo as "isDemo",
  (select count(*)::int from recorded_class_exams x where x.recorded_class_id = rc.id) as "examCount",
  p.position_seconds as "positionSeconds", p.furthest_seconds as "furthestSeconds",
  p.watched_at as "watchedAt", p.updated_at as "updatedAt"`;

const classFrom = (userId: string) => sql`
  from ${visibleClasses}
  left join class_progress p on p.recorded_class_id = rc.id and p.user_id = ${userId}`;

/** Published classes of a course (or of one unit), in unit then class order. */
export function classesOfCourse(db: Db, userId: string, courseId: number, unitId?: number) {
  return queryRows<ClassRow>(
    db,
    sql`select ${classColumns} ${classFrom(userId)}
        where c.id = ${courseId}
          ${unitId === undefined ? sql`` : sql`and u.id = ${unitId}`}
        order by u.position, rc.position`,
  );
}

export type UnitRow = { id: number; position: number; title: string; titleMl: string | null };

export function unitsOfCourse(db: Db, courseId: number, unitId?: number) {
  return queryRows<UnitRow>(
    db,
    sql`select id, position, title, title_ml as "titleMl" from syllabus_units
        where course_id = ${courseId} ${unitId === undefined ? sql`` : sql`and id = ${unitId}`}
        order by position`,
  );
}

export async function findClass(db: Db, userId: string, id: number) {
  const rows = await queryRows<ClassDetailRow>(
    db,
    sql`select ${classColumns}, rc.description, rc.description_ml as "descriptionMl", rc.notes,
          rc.notes_ml as "notesMl", rc.video, rc.captions_en as "captionsEn",
          rc.captions_ml as "captionsMl"
        ${classFrom(userId)} where rc.id = ${id}`,
  );
  return rows[0] ?? null;
}

export type NeighbourRow = { id: number; title: string; titleMl: string | null; position: number };

/** The classes learners see just before and after `position` in a unit. */
export function neighbours(db: Db, unitId: number, position: number) {
  const columns = sql`select rc.id, rc.title, rc.title_ml as "titleMl", rc.position`;
  return queryRows<NeighbourRow>(
    db,
    sql`(${columns} from ${visibleClasses}
          where rc.syllabus_unit_id = ${unitId} and rc.position < ${position}
          order by rc.position desc limit 1)
        union all
        (${columns} from ${visibleClasses}
          where rc.syllabus_unit_id = ${unitId} and rc.position > ${position}
          order by rc.position limit 1)`,
  );
}

/** The duration of a class learners see, or null when they do not (as its reads answer). */
export async function durationOf(db: Db, id: number): Promise<number | null> {
  const rows = await queryRows<{ d: number }>(
    db,
    sql`select rc.duration_seconds as d from ${visibleClasses} where rc.id = ${id}`,
  );
  return rows[0]?.d ?? null;
}

/**
 * One statement, so saves from two devices at once cannot lose the furthest position or the
 * moment the class was first watched: the position is the one read latest (`positionAt`, so a
 * late save read earlier does not move it back), the furthest only grows, and watched_at is set
 * once, when the furthest first reaches `watchedFrom` seconds.
 */
export async function saveProgress(
  db: Db,
  userId: string,
  classId: number,
  save: { positionSeconds: number; positionAt: Date; watchedFrom: number; now: Date },
): Promise<ProgressRow> {
  const { positionSeconds, positionAt, watchedFrom, now } = save;
  const rows = await queryRows<ProgressRow>(
    db,
    sql`insert into class_progress as p (user_id, recorded_class_id, position_seconds,
          position_at, furthest_seconds, watched_at, updated_at)
        values (${userId}, ${classId}, ${positionSeconds}, ${positionAt}::timestamptz,
          ${positionSeconds},
          case when ${positionSeconds}::int >= ${watchedFrom}::int then ${now}::timestamptz end,
          ${now})
        on conflict (user_id, recorded_class_id) do update set
          position_seconds = case when excluded.position_at >= p.position_at
            then excluded.position_seconds else p.position_seconds end,
          position_at = greatest(p.position_at, excluded.position_at),
          furthest_seconds = greatest(p.furthest_seconds, excluded.position_seconds),
          watched_at = coalesce(p.watched_at,
            case when greatest(p.furthest_seconds, excluded.position_seconds) >= ${watchedFrom}::int
              then excluded.updated_at end),
          updated_at = excluded.updated_at
        returning position_seconds as "positionSeconds", furthest_seconds as "furthestSeconds",
          watched_at as "watchedAt", updated_at as "updatedAt"`,
  );
  return rows[0]!;
}

/** The learner's published classes started and not yet watched, most recent first. */
export function classesInProgress(db: Db, userId: string, limit: number) {
  return queryRows<ClassRow>(
    db,
    sql`select ${classColumns} ${classFrom(userId)}
        where p.user_id is not null and p.watched_at is null
        order by p.updated_at desc, rc.id limit ${limit}`,
  );
}

/** Published classes per course, and how many of them the learner has watched. */
export async function classCountsByCourse(db: Db, userId: string, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { total: number; watched: number }>();
  const rows = await queryRows<{ courseId: number; total: number; watched: number }>(
    db,
    sql`select u.course_id as "courseId", count(*)::int as total,
          count(p.watched_at)::int as watched
        from ${visibleClasses}
        left join class_progress p on p.recorded_class_id = rc.id and p.user_id = ${userId}
        where u.course_id in (${sql.join(
          courseIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by u.course_id`,
  );
  return new Map(rows.map((r) => [r.courseId, { total: r.total, watched: r.watched }]));
}
