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
 * Names matching text that probably holds a typo. Each entry of `typed` is a lower-case word:
 * `fuzzy` words stand for the `nearest` words of course names within `maxDistance` of them
 * (pg_trgm word-similarity distance `<<->`, nearest-neighbour search on the lexicon's GiST index,
 * so no threshold setting is needed); other words must appear as typed. A name must hold one
 * stand-in (or the word itself) for every entry. Shorter names first among the first
 * `candidates` found.
 */
export function coursesNearTyped(
  db: Db,
  typed: { word: string; fuzzy: boolean }[],
  opts: { nearest: number; maxDistance: number; limit: number; candidates: number },
) {
  const fuzzy = typed.filter((t) => t.fuzzy).map((t) => t.word);
  let k = 0;
  const conditions = typed.map((t) => {
    if (!t.fuzzy) return sql`search_name like ${`%${escapeLike(t.word)}%`} escape '\\'`;
    k += 1;
    return sql`search_name like any (array(
      select '%' || replace(replace(replace(word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
      from near where i = ${k}))`;
  });
  const tier = sql`(select id, name, image, 0 as tier from courses
                    where ${sql.join(conditions, sql` and `)}
                    limit ${opts.candidates})`;
  return queryRows<SearchHitRow>(
    db,
    sql`with typed as (
          select t, i::int as i
          from json_array_elements_text(${JSON.stringify(fuzzy)}::json) with ordinality as q(t, i)
        ),
        near as (
          select typed.i, n.word
          from typed cross join lateral (
            select word, typed.t <<-> word as distance
            from course_name_words
            order by typed.t <<-> word
            limit ${opts.nearest}
          ) n
          where n.distance <= ${opts.maxDistance}
        )
        ${best([tier], opts.limit)}`,
  );
}
