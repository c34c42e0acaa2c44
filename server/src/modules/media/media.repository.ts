import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { visibleClasses, visibleDocuments, visibleLiveClasses } from '../../lib/visible';

/*
 * Which rows name a unit of media files: a folder (`classes/<id>/`, its key ending in `/`: every
 * file under it) or one file. Rows name files by key (`classes/…/master.m3u8`), by path
 * (`/media/courses/…`, for course images and live streams) or inside HTML (`<img src="/media/…">`).
 */

/** Whether a column holding a key names the unit. */
const namesKey = (unit: string) => (column: SQL) =>
  unit.endsWith('/') ? sql`starts_with(${column}, ${unit})` : sql`${column} = ${unit}`;
/** Whether a column holding a `/media/…` path names the unit. */
const namesPath = (unit: string) => namesKey(`/media/${unit}`);
/** Whether HTML in a column shows a file of the unit. */
const inHtml = (unit: string) => (column: SQL) => sql`strpos(${column}, ${`/media/${unit}`}) > 0`;

/** Whether any of these columns passes the test. */
const any = (columns: string[], test: (c: SQL) => SQL) =>
  sql.join(
    columns.map((c) => test(sql.raw(c))),
    sql` or `,
  );

/** The file columns of a recorded class or a current-affairs video. */
const files = (alias: string) =>
  ['video', 'thumbnail', 'captions_en', 'captions_ml'].map((c) => `${alias}.${c}`);
const QUESTION_HTML = ['q.stem', 'q.stem_ml', 'q.explanation', 'q.explanation_ml'];

export type MediaUses = {
  /** Courses whose content learners see that names the unit. */
  courses: number[];
  /**
   * Whether anyone signed in may open it: content outside any course names it (current-affairs
   * videos), or a free course's, or a preview item's.
   */
  open: boolean;
  /** Keys of the unit that are class thumbnails: shown on locked cards too. */
  thumbnails: string[];
};

/** Who may be shown a unit: the content learners see that names it. */
export async function visibleUses(db: Db, unit: string): Promise<MediaUses> {
  const names = namesKey(unit);
  const rows = await queryRows<{
    courseId: number | null;
    open: boolean;
    thumbnail: string | null;
  }>(
    db,
    sql`select c.id as "courseId",
          c.access = 'free' or exists (select 1 from preview_items p where p.class_id = rc.id)
            as open,
          case when ${names(sql.raw('rc.thumbnail'))} then rc.thumbnail end as thumbnail
        from ${visibleClasses} where ${any(files('rc'), names)}
        union
        select c.id,
          c.access = 'free' or exists (select 1 from preview_items p where p.material_id = m.id),
          null
        from ${visibleDocuments} where ${any(['m.file'], names)}
        union
        select c.id, c.access = 'free', null
        from ${visibleLiveClasses} where ${any(['lc.stream'], namesPath(unit))}
        union
        select null, true, null from affairs_videos v where v.published and (${any(files('v'), names)})
        union
        select null, true, null from affairs_articles a where a.published and ${any(['a.image'], names)}`,
  );
  return {
    courses: [...new Set(rows.flatMap((r) => (r.courseId === null ? [] : [r.courseId])))],
    open: rows.some((r) => r.open),
    thumbnails: rows.flatMap((r) => (r.thumbnail === null ? [] : [r.thumbnail])),
  };
}

/** Whether any row, published or not, still names the unit (so its files must stay). */
export async function isNamed(db: Db, unit: string): Promise<boolean> {
  const names = namesKey(unit);
  const html = inHtml(unit);
  const [row] = await queryRows<{ named: boolean }>(
    db,
    sql`select exists (select 1 from recorded_classes rc where ${any(files('rc'), names)})
        or exists (select 1 from affairs_videos v where ${any(files('v'), names)})
        or exists (select 1 from materials m where ${any(['m.file'], names)})
        or exists (select 1 from affairs_articles a
                    where ${any(['a.image'], names)} or ${any(['a.body_html'], html)})
        or exists (select 1 from courses c where ${any(['c.image'], namesPath(unit))})
        or exists (select 1 from live_classes lc where ${any(['lc.stream'], namesPath(unit))})
        or exists (select 1 from profiles p where ${any(['p.image_path'], names)})
        or exists (select 1 from exams e
                    where ${any(['e.instructions', 'e.instructions_ml'], html)})
        or exists (select 1 from questions q where ${any(QUESTION_HTML, html)})
        or exists (select 1 from question_options o
                    where ${any(['o.text', 'o.text_ml'], html)}) as named`,
  );
  return row!.named;
}

/** What goes with a course, a unit or a category when it is deleted. */
export type Holder = { course: number } | { unit: number } | { category: number };

/**
 * The keys, `/media/…` paths and HTML of every row that goes with a holder (its own image, its
 * classes, documents, live classes; a category's articles and videos), read before it goes.
 */
export async function mediaOfHolder(db: Db, holder: Holder): Promise<string[]> {
  const classCols = sql`rc.video, rc.thumbnail, rc.captions_en, rc.captions_ml`;
  const query =
    'course' in holder
      ? sql`select array[c.image] as files from courses c where c.id = ${holder.course}
            union all select array[${classCols}] from recorded_classes rc
              join syllabus_units u on u.id = rc.syllabus_unit_id where u.course_id = ${holder.course}
            union all select array[m.file] from materials m where m.course_id = ${holder.course}
            union all select array[lc.stream] from live_classes lc where lc.course_id = ${holder.course}`
      : 'unit' in holder
        ? sql`select array[${classCols}] as files from recorded_classes rc
              where rc.syllabus_unit_id = ${holder.unit}`
        : sql`select array[a.image, a.body_html] as files from affairs_articles a
                where a.category_id = ${holder.category}
              union all select array[v.video, v.thumbnail, v.captions_en, v.captions_ml]
                from affairs_videos v where v.category_id = ${holder.category}`;
  const rows = await queryRows<{ files: (string | null)[] }>(db, query);
  return rows.flatMap((r) => r.files.filter((f): f is string => f !== null));
}
