import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { visibleDocuments } from '../../lib/visible';

export type DocumentRow = {
  id: number;
  courseId: number;
  courseName: string;
  unitId: number | null;
  unitPosition: number | null;
  unitTitle: string | null;
  unitTitleMl: string | null;
  title: string;
  titleMl: string | null;
  description: string;
  descriptionMl: string | null;
  file: string;
  pages: number;
  sizeBytes: number;
  downloadable: boolean;
  isDemo: boolean;
  createdAt: Date;
  lastPage: number | null;
};

const columns = sql`
  m.id, m.course_id as "courseId", c.name as "courseName", u.id as "unitId",
  u.position as "unitPosition", u.title as "unitTitle", u.title_ml as "unitTitleMl",
  m.title, m.title_ml as "titleMl", m.description, m.description_ml as "descriptionMl",
  m.file, m.pages, m.size_bytes as "sizeBytes", m.downloadable, m.is_demo as "isDemo",
  m.created_at as "createdAt", p.page as "lastPage"`;
const from = (userId: string) => sql`
  from ${visibleDocuments}
  left join syllabus_units u on u.id = m.syllabus_unit_id
  left join material_progress p on p.material_id = m.id and p.user_id = ${userId}`;

/** A course's published documents: course-wide first, then by unit, each in its order. */
export async function documentsOfCourse(db: Db, userId: string, courseId: number) {
  return queryRows<DocumentRow>(
    db,
    sql`select ${columns} ${from(userId)}
        where m.course_id = ${courseId}
        order by u.position nulls first, m.position, m.id`,
  );
}

export async function findDocument(db: Db, userId: string, id: number) {
  const rows = await queryRows<DocumentRow>(
    db,
    sql`select ${columns} ${from(userId)} where m.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** The page count of a document learners see, or null when they do not (as its reads answer). */
export async function pagesOf(db: Db, id: number) {
  const rows = await queryRows<{ pages: number }>(
    db,
    sql`select m.pages from ${visibleDocuments} where m.id = ${id}`,
  );
  return rows[0]?.pages ?? null;
}

/** Keeps the last page the learner read; the latest save wins. */
export async function saveLastPage(db: Db, userId: string, id: number, page: number, now: Date) {
  const rows = await queryRows<{ page: number; updatedAt: Date }>(
    db,
    sql`insert into material_progress (user_id, material_id, page, updated_at)
        values (${userId}, ${id}, ${page}, ${now.toISOString()})
        on conflict (user_id, material_id)
        do update set page = excluded.page, updated_at = excluded.updated_at
        returning page, updated_at as "updatedAt"`,
  );
  const r = rows[0]!;
  return { lastPage: r.page, updatedAt: r.updatedAt };
}
