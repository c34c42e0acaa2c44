import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export type SearchHitRow = { id: number; course_name: string; course_image: string };

/** `text` as a literal LIKE fragment: `\`, `%` and `_` lose their pattern meaning. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The best `limit` of at most a few dozen candidate rows: earlier tier, then shorter name. */
function best(tiers: SQL[], limit: number) {
  return sql`
    select id, name as course_name, image as course_image
    from (
      select distinct on (id) id, name, image, tier
      from (${sql.join(tiers, sql` union all `)}) candidates
      order by id, tier
    ) found
    order by tier, length(name), id
    limit ${limit}`;
}

/**
 * Course names matching typed `text` (already lower-case), in tiers: the name starts with it
 * (btree prefix index, alphabetical), then — with `wordStart` — a word starts with it, then —
 * with `contains` — it appears anywhere (trigram index). Every tier stops after `candidates`
 * rows, so a text found in thousands of names costs no more than a rare one.
 */
export function coursesMatching(
  db: Db,
  text: string,
  opts: { limit: number; candidates: number; wordStart: boolean; contains: boolean },
) {
  const like = escapeLike(text);
  const tiers = [
    sql`(select id, name, image, 0 as tier from courses
         where search_name like ${`${like}%`} escape '\\'
         order by search_name using ~<~, id
         limit ${opts.limit})`,
  ];
  if (opts.wordStart) {
    tiers.push(sql`(select id, name, image, 1 as tier from courses
                    where search_name like ${`% ${like}%`} escape '\\'
                    limit ${opts.candidates})`);
  }
  if (opts.contains) {
    tiers.push(sql`(select id, name, image, 2 as tier from courses
                    where search_name like ${`%${like}%`} escape '\\'
                    limit ${opts.candidates})`);
  }
  return queryRows<SearchHitRow>(db, best(tiers, opts.limit));
}

/**
 * For each typed word, the words of course names most similar to it (pg_trgm `<%` on the small
 * word lexicon, best first): what the learner probably meant. The similarity threshold is set
 * for this transaction only (set_config(…, true) = SET LOCAL), so it never leaks to other
 * queries on the connection.
 */
export function nearestNameWords(
  db: Db,
  words: string[],
  opts: { limit: number; threshold: number },
): Promise<string[][]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(opts.threshold)}, true)`,
    );
    const rows = await queryRows<{ i: number; word: string }>(
      tx as unknown as Db,
      sql`select q.i::int as i, n.word
          from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as q(typed, i)
          cross join lateral (
            select word from course_name_words
            where q.typed <% word
            order by q.typed <<-> word, length(word), word
            limit ${opts.limit}
          ) n`,
    );
    return words.map((_, i) => rows.filter((r) => r.i === i + 1).map((r) => r.word));
  });
}

/**
 * Names containing, for every entry of `alternatives` (lower-case words), at least one of its
 * words; shorter names first among the first `candidates` found.
 */
export function coursesContainingOneOfEach(
  db: Db,
  alternatives: string[][],
  opts: { limit: number; candidates: number },
) {
  const conditions = alternatives.map((words) => {
    const patterns = JSON.stringify(words.map((w) => `%${escapeLike(w)}%`));
    return sql`search_name like any (array(select json_array_elements_text(${patterns}::json)))`;
  });
  const tier = sql`(select id, name, image, 0 as tier from courses
                    where ${sql.join(conditions, sql` and `)}
                    limit ${opts.candidates})`;
  return queryRows<SearchHitRow>(db, best([tier], opts.limit));
}
