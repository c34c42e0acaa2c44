import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export type SearchHitRow = {
  id: number;
  course_name: string;
  course_image: string;
  categoryName: string;
  levelName: string;
};

/** A hit's columns, with the category and level the dropdown shows under the name. */
const hit = sql`courses.id, courses.name as course_name, courses.image as course_image,
  categories.name as "categoryName", levels.name as "levelName"`;
const withNames = sql`join categories on categories.id = courses.category_id
  join levels on levels.id = courses.level_id`;

/** `text` as a literal LIKE fragment: `\`, `%` and `_` lose their pattern meaning. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, '\\$&');
}

export type CandidateRow = SearchHitRow & { tier: number };

/** Names starting with `text` (lower-case), alphabetically: the btree prefix index, `limit` rows. */
export function coursesStartingWith(db: Db, text: string, limit: number) {
  return queryRows<CandidateRow>(
    db,
    sql`select ${hit}, 0 as tier
        from courses ${withNames}
        where search_name like ${`${escapeLike(text)}%`} escape '\\'
        order by search_name using ~<~, courses.id
        limit ${limit}`,
  );
}

/**
 * Names where `text` (lower-case) starts a word (`wordStart`) or appears anywhere: the trigram
 * index, stopping after `candidates` rows however many names match.
 */
export function coursesContaining(
  db: Db,
  text: string,
  opts: { wordStart: boolean; candidates: number },
) {
  const like = escapeLike(text);
  const pattern = opts.wordStart ? `% ${like}%` : `%${like}%`;
  return queryRows<CandidateRow>(
    db,
    sql`select ${hit}, ${sql.raw(opts.wordStart ? '1' : '3')} as tier
        from courses ${withNames}
        where search_name like ${pattern} escape '\\'
        limit ${opts.candidates}`,
  );
}

/**
 * Courses where every typed word (lower case) starts a word of their search terms: the names and
 * aliases of the course, its category and its level ("psc", "kerala psc 10th", "lgs"). The
 * trigram index, stopping after `candidates` rows.
 */
export function coursesByTerms(db: Db, words: string[], candidates: number) {
  const conditions = words.map((w) => sql`search_terms like ${`% ${escapeLike(w)}%`} escape '\\'`);
  return queryRows<CandidateRow>(
    db,
    sql`select ${hit}, 2 as tier
        from courses ${withNames}
        where ${sql.join(conditions, sql` and `)}
        limit ${candidates}`,
  );
}

/**
 * Words of the lexicon (every word of every course's search terms) near each typed word: the
 * `nearest` within `maxDistance` (pg_trgm word-similarity distance `<<->`, nearest-neighbour
 * search on the lexicon's GiST index, so no threshold setting is needed). `i` is the typed word's
 * index in `words`.
 */
export function lexiconWordsNear(
  db: Db,
  words: string[],
  opts: { nearest: number; maxDistance: number },
) {
  return queryRows<{ i: number; word: string }>(
    db,
    sql`select (typed.i - 1)::int as i, n.word
        from json_array_elements_text(${JSON.stringify(words)}::json)
          with ordinality as typed(t, i)
        cross join lateral (
          select word, typed.t <<-> word as distance
          from course_name_words
          order by typed.t <<-> word
          limit ${opts.nearest}
        ) n
        where n.distance <= ${opts.maxDistance}`,
  );
}

/** What a course's words are looked for in: its name, or all its search terms. */
export type SearchColumn = 'search_name' | 'search_terms';

/**
 * Courses whose `column` contains, for every group of `alternatives`, one of its words
 * (lower-case, anywhere). Constant patterns, so the trigram index serves each of them; shorter
 * names first among the first `candidates` found.
 */
export function coursesHoldingOneOfEach(
  db: Db,
  column: SearchColumn,
  alternatives: string[][],
  opts: { limit: number; candidates: number },
) {
  const col = sql.raw(column);
  const conditions = alternatives.map(
    (words) =>
      sql`(${sql.join(
        words.map((w) => sql`${col} like ${`%${escapeLike(w)}%`} escape '\\'`),
        sql` or `,
      )})`,
  );
  return queryRows<SearchHitRow>(
    db,
    sql`select *
        from (
          select ${hit} from courses ${withNames}
          where ${sql.join(conditions, sql` and `)}
          limit ${opts.candidates}
        ) found
        order by length(course_name), id
        limit ${opts.limit}`,
  );
}
