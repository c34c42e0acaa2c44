import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { SEARCH_MATCH_KINDS, type SearchMatchKind } from '@pariksha/contracts/catalogue';
import { escapeLike } from '../../lib/sql-like';

/** A course found by search, with the ids of its category and level (named afterwards). */
export type SearchHitRow = {
  id: number;
  course_name: string;
  course_image: string;
  categoryId: number;
  levelId: number;
  /** Whether only enrolled learners may open it (the learner's own access is asked apart). */
  restricted: boolean;
};

// No joins here: each tier stays a one-table query (joins tripled its planning time); the ten
// hits' category and level names come in one small query at the end (`categoryAndLevelNames`).
const hit = sql`id, name as course_name, image as course_image,
  category_id as "categoryId", level_id as "levelId", access = 'restricted' as restricted`;

export type CandidateRow = SearchHitRow & { tier: number };

/** Names starting with `text` (lower-case), alphabetically: the btree prefix index, `limit` rows. */
export function coursesStartingWith(db: Db, text: string, limit: number) {
  return queryRows<CandidateRow>(
    db,
    sql`select ${hit}, 0 as tier
        from courses
        where published and search_name like ${`${escapeLike(text)}%`} escape '\\'
        order by search_name using ~<~, id
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
        from courses
        where published and search_name like ${pattern} escape '\\'
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
        from courses
        where published and ${sql.join(conditions, sql` and `)}
        limit ${candidates}`,
  );
}

/** The notification channel on which the database says that what search reads has changed. */
export const COURSE_SEARCH_CHANNEL = 'course_search';

export type ContentCandidateRow = CandidateRow & {
  kind: SearchMatchKind;
  title: string;
  titleMl: string | null;
};

/**
 * Published courses with something learners see inside (a unit; a published class, live class,
 * test or document) whose title has a word starting with every typed word (lower case): the
 * trigram index on `course_search_titles`, the first `candidates` titles found. One row a course,
 * with the title it was found by: a unit's before a class's, a live class's, a test's, a
 * document's (SEARCH_MATCH_KINDS), then the shortest.
 */
export function coursesByContent(db: Db, words: string[], candidates: number) {
  // A word of one or two characters ("of" in "revolt of 1857") starts a word of most titles: asking
  // the trigram index for it too read thousands of entries (54 ms at 100,000 titles, 8 without), so
  // it only filters the rows the longer words found.
  const conditions = words.map((w) =>
    Array.from(w).length < 3
      ? sql`strpos(t.search_text, ${` ${w}`}) > 0`
      : sql`t.search_text like ${`% ${escapeLike(w)}%`} escape '\\'`,
  );
  const kinds = `{${SEARCH_MATCH_KINDS.join(',')}}`;
  return queryRows<ContentCandidateRow>(
    db,
    sql`select distinct on (id) id, course_name, course_image, "categoryId", "levelId",
          restricted, 4 as tier, kind, title, "titleMl"
        from (
          select c.id, c.name as course_name, c.image as course_image,
            c.category_id as "categoryId", c.level_id as "levelId",
            c.access = 'restricted' as restricted,
            t.kind, t.title, t.title_ml as "titleMl"
          from course_search_titles t join courses c on c.id = t.course_id and c.published
          where ${sql.join(conditions, sql` and `)}
          limit ${candidates}
        ) found
        order by id, array_position(${kinds}::text[], kind), length(title), title`,
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

/**
 * Courses whose search terms contain, for every group of `alternatives`, one of its words
 * (lower-case, anywhere): constant patterns, so the trigram index serves each of them. Among the
 * first `candidates` found, names holding the words come first, then shorter names.
 */
export function coursesHoldingOneOfEach(
  db: Db,
  alternatives: string[][],
  opts: { limit: number; candidates: number },
) {
  const holding = (column: 'search_name' | 'search_terms') =>
    sql.join(
      alternatives.map(
        (words) =>
          sql`(${sql.join(
            words.map((w) => sql`${sql.raw(column)} like ${`%${escapeLike(w)}%`} escape '\\'`),
            sql` or `,
          )})`,
      ),
      sql` and `,
    );
  return queryRows<SearchHitRow>(
    db,
    sql`select id, course_name, course_image, "categoryId", "levelId", restricted
        from (
          select ${hit}, ${holding('search_name')} as in_name
          from courses
          where published and ${holding('search_terms')}
          limit ${opts.candidates}
        ) found
        order by in_name desc, length(course_name), id
        limit ${opts.limit}`,
  );
}

/** Names (English and Malayalam) of the given categories and levels: two small tables, by key. */
export function categoryAndLevelNames(db: Db, categoryIds: number[], levelIds: number[]) {
  return queryRows<{ kind: 'category' | 'level'; id: number; name: string; nameMl: string | null }>(
    db,
    sql`select 'category' as kind, id, name, name_ml as "nameMl" from categories
          where id = any(${`{${categoryIds.join(',')}}`}::int[])
        union all
        select 'level', id, name, name_ml from levels
          where id = any(${`{${levelIds.join(',')}}`}::int[])`,
  );
}
