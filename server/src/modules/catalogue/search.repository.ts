import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export type SearchHitRow = { id: number; course_name: string; course_image: string };

/** `text` as a literal LIKE fragment: `\`, `%` and `_` lose their pattern meaning. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * Names starting with `text`, in code-point order: `using ~<~` is the order of the
 * text_pattern_ops index on lower(name), so the scan stops after `limit` rows.
 */
export function coursesStartingWith(db: Db, text: string, limit: number) {
  const prefix = `${escapeLike(text.toLowerCase())}%`;
  return queryRows<SearchHitRow>(
    db,
    sql`select id, name as course_name, image as course_image
        from courses
        where lower(name) like ${prefix} escape '\\'
        order by lower(name) using ~<~, id
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

/** SET LOCAL for one transaction: the similarity threshold, and no seq scans (the planner
 * underrates computing similarity row by row). Never leaks to other queries on the connection. */
const localSearchSettings = (threshold: number) =>
  sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true),
             set_config('enable_seqscan', 'off', true)`;

/**
 * Words of course names most similar to `word` (pg_trgm `<%` on the small word lexicon): what
 * the learner probably meant when `word` itself is found nowhere.
 */
export function nearestNameWords(db: Db, word: string, opts: { limit: number; threshold: number }) {
  return db.transaction(async (tx) => {
    await tx.execute(localSearchSettings(opts.threshold));
    const rows = await queryRows<{ word: string }>(
      tx as unknown as Db,
      sql`select word from course_name_words
          where ${word} <% word
          order by ${word} <<-> word, length(word), word
          limit ${opts.limit}`,
    );
    return rows.map((r) => r.word);
  });
}

/** Names containing any of `words`, those with earlier words first, then shorter names. */
export function coursesContainingAny(
  db: Db,
  words: string[],
  opts: { limit: number; exceptIds: number[] },
) {
  const patterns = JSON.stringify(words.map((w) => `%${escapeLike(w)}%`));
  const except = `{${opts.exceptIds.join(',')}}`;
  return queryRows<SearchHitRow>(
    db,
    sql`with p as (
          select pattern, i from json_array_elements_text(${patterns}::json) with ordinality as p(pattern, i)
        )
        select id, name as course_name, image as course_image
        from courses
        where name ilike any (array(select pattern from p)) and id <> all(${except}::int[])
        order by (select min(i) from p where name ilike p.pattern), length(name), id
        limit ${opts.limit}`,
  );
}

/**
 * Names with a word similar to `text` (pg_trgm `<%` through the trigram index on names), most
 * similar first. Computes similarity for every candidate name: used only for texts of several
 * words, which the word lexicon cannot answer.
 */
export function coursesSimilarTo(
  db: Db,
  text: string,
  opts: { limit: number; threshold: number; exceptIds: number[] },
) {
  const except = `{${opts.exceptIds.join(',')}}`;
  return db.transaction(async (tx) => {
    await tx.execute(localSearchSettings(opts.threshold));
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
