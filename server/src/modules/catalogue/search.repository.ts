import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export type SearchHitRow = { id: number; course_name: string; course_image: string };

/** `text` as a literal LIKE fragment: `\`, `%` and `_` lose their pattern meaning. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Names starting with `text`, alphabetically (btree index on lower(name), any text length). */
export function coursesStartingWith(db: Db, text: string, limit: number) {
  const prefix = `${escapeLike(text.toLowerCase())}%`;
  return queryRows<SearchHitRow>(
    db,
    sql`select id, name as course_name, image as course_image
        from courses
        where lower(name) like ${prefix} escape '\\'
        order by lower(name), id
        limit ${limit}`,
  );
}

/**
 * Names containing `text` case-insensitively — or, with `wordStart`, having a word that starts
 * with it (a 2-letter text narrows the trigram index only that way). Best first: the name starts
 * with it, then a word does, then shorter names.
 */
export function coursesContaining(
  db: Db,
  text: string,
  opts: { limit: number; wordStart: boolean },
) {
  const like = escapeLike(text);
  const starts = `${like}%`;
  const wordStarts = `% ${like}%`;
  const where = opts.wordStart
    ? sql`(name ilike ${starts} escape '\\' or name ilike ${wordStarts} escape '\\')`
    : sql`name ilike ${`%${like}%`} escape '\\'`;
  return queryRows<SearchHitRow>(
    db,
    sql`select id, name as course_name, image as course_image
        from courses
        where ${where}
        order by
          case
            when name ilike ${starts} escape '\\' then 0
            when name ilike ${wordStarts} escape '\\' then 1
            else 2
          end,
          length(name), id
        limit ${opts.limit}`,
  );
}

/**
 * Names with a word similar to `text` (pg_trgm `<%`, through the trigram index), most similar
 * first: finds names despite a wrong, missing or extra letter. The similarity threshold is set
 * only for this transaction (set_config(…, true) = SET LOCAL), so it never leaks to other
 * queries on the same connection; seq scans are turned off the same way because the planner
 * underrates the cost of computing similarity row by row.
 */
export function coursesSimilarTo(
  db: Db,
  text: string,
  opts: { limit: number; threshold: number; exceptIds: number[] },
) {
  const except = `{${opts.exceptIds.join(',')}}`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(opts.threshold)}, true),
                 set_config('enable_seqscan', 'off', true)`,
    );
    return queryRows<SearchHitRow>(
      tx as unknown as Db,
      sql`select id, name as course_name, image as course_image
          from courses
          where ${text} <% name and id <> all(${except}::int[])
          order by ${text} <<-> name, length(name), id
          limit ${opts.limit}`,
    );
  });
}
