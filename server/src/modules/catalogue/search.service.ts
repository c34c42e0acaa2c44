import {
  SEARCH_LIMIT,
  SEARCH_QUERY_USED,
  type CourseSearchHit,
} from '@pariksha/contracts/catalogue';
import type { Db } from '../../db/client';
import {
  categoryAndLevelNames,
  coursesByContent,
  coursesByTerms,
  coursesContaining,
  coursesHoldingOneOfEach,
  coursesStartingWith,
  lexiconWordsNear,
  type CandidateRow,
  type ContentCandidateRow,
  type SearchHitRow,
} from './search.repository';
import { accessOfCourses, accessState } from '../enrolment/enrolment.service';
import type { SearchCache } from './search-cache';

/**
 * Search text as typed → the text matched: NFC, no control characters (PostgreSQL text cannot
 * hold NUL), spaces collapsed, at most SEARCH_QUERY_USED characters (never a split character).
 */
export function normaliseSearchText(raw: string | undefined): string {
  if (!raw) return '';
  // eslint-disable-next-line no-control-regex
  const clean = raw.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, ' ');
  return Array.from(clean.replace(/\s+/g, ' ').trim()).slice(0, SEARCH_QUERY_USED).join('').trim();
}

/**
 * Word similarity a name's word needs to stand in for a typed word. 0.4 lets one missing, extra
 * or wrong letter through in words of five or more letters (`polty` → polity) while keeping
 * unrelated words out.
 */
const SIMILARITY_THRESHOLD = 0.4;
/** A typed word with a typo stands for at most this many words of the lexicon. */
const NEAREST_WORDS = 3;
/** Rows each tier of a search may look at; the best SEARCH_LIMIT of them are answered. */
const CANDIDATES = 50;
/** Titles inside courses the last tier may look at: a course often has several that match. */
const CONTENT_CANDIDATES = 200;
/** Trigrams see only letters and digits; too few of them and every word looks "similar". */
const MIN_LETTERS_FOR_TYPOS = 4;
const letters = (text: string) => text.replace(/[^\p{L}\p{M}\p{N}]/gu, '').length;

/** A course found by a title inside it carries that title; one found by its names does not. */
type FoundRow = SearchHitRow & Partial<Pick<ContentCandidateRow, 'kind' | 'title' | 'titleMl'>>;

/**
 * Tier by tier, stopping as soon as the list is full; each tier is one small indexed query. Names
 * first: a name starting with the text, then a word of the name; then a course whose category,
 * level or aliases hold every typed word ("psc", "kerala psc 10th"); then a name containing it;
 * last, when a typed word has 3 characters or more, a course holding a unit, class, test or
 * document with a title whose words start with the typed words ("history", "revolt of 1857").
 */
async function matchingCourses(db: Db, text: string, length: number): Promise<FoundRow[]> {
  const found = new Map<number, CandidateRow | ContentCandidateRow>();
  const add = (rows: (CandidateRow | ContentCandidateRow)[]) =>
    rows.forEach((r) => found.has(r.id) || found.set(r.id, r));
  add(await coursesStartingWith(db, text, SEARCH_LIMIT));
  if (found.size < SEARCH_LIMIT && length >= 2)
    add(await coursesContaining(db, text, { wordStart: true, candidates: CANDIDATES }));
  if (found.size < SEARCH_LIMIT && length >= 2)
    add(await coursesByTerms(db, text.split(' '), CANDIDATES));
  if (found.size < SEARCH_LIMIT && length >= 3)
    add(await coursesContaining(db, text, { wordStart: false, candidates: CANDIDATES }));
  const words = text.split(' ');
  if (found.size < SEARCH_LIMIT && words.some((w) => Array.from(w).length >= 3))
    add(await coursesByContent(db, words, CONTENT_CANDIDATES));
  return [...found.values()]
    .sort((a, b) => a.tier - b.tier || a.course_name.length - b.course_name.length || a.id - b.id)
    .slice(0, SEARCH_LIMIT)
    .map(({ tier: _, ...hit }) => hit);
}

/**
 * Courses matching what the learner typed, best first: by name, then by the names learners use
 * for the course, its category and its level, then by the titles of what is inside it (see
 * `matchingCourses`). When nothing matches and
 * the text has 4+ letters it probably holds a typo: each typed word stands for the nearest words
 * of the lexicon (words of search terms), and courses holding one of those for every typed word
 * match, those whose name holds them first.
 */
export async function searchCourses(
  db: Db,
  raw: string | undefined,
  cache: SearchCache<CachedHit[]>,
  learner: { userId: string; now: Date },
): Promise<CourseSearchHit[]> {
  const text = normaliseSearchText(raw).toLowerCase();
  if (text === '') return [];
  // The hits are the same for everyone (cached, with whether each course is restricted); only a
  // restricted course's access is the learner's own, asked in one query when there is one.
  const hits = await cache.get(text, async () => named(db, await findCourses(db, text)));
  const restricted = hits.filter((h) => h.restricted).map((h) => h.id);
  const access =
    restricted.length === 0
      ? null
      : await accessOfCourses(db, restricted, learner.userId, learner.now);
  return hits.map(({ restricted: locked, ...h }) => ({
    ...h,
    access: locked ? access!.state(h.id) : FREE_ACCESS,
  }));
}

/** A search hit as the cache keeps it: the same for every learner. */
export type CachedHit = Omit<CourseSearchHit, 'access'> & { restricted: boolean };
const FREE_ACCESS = accessState({ access: 'free' });

/**
 * Hits as the contract has them, with the names of their category and level in both languages,
 * and the title a course was found by when it was not its names.
 */
async function named(db: Db, rows: FoundRow[]): Promise<CachedHit[]> {
  if (rows.length === 0) return [];
  const names = await categoryAndLevelNames(
    db,
    [...new Set(rows.map((r) => r.categoryId))],
    [...new Set(rows.map((r) => r.levelId))],
  );
  const nameOf = (kind: 'category' | 'level', id: number) =>
    names.find((n) => n.kind === kind && n.id === id) ?? { name: '', nameMl: null };
  return rows.map((r) => {
    const category = nameOf('category', r.categoryId);
    const level = nameOf('level', r.levelId);
    return {
      id: r.id,
      course_name: r.course_name,
      course_image: r.course_image,
      categoryName: category.name,
      categoryNameMl: category.nameMl,
      levelName: level.name,
      levelNameMl: level.nameMl,
      restricted: r.restricted,
      ...(r.kind && { matchedIn: { kind: r.kind, title: r.title!, titleMl: r.titleMl ?? null } }),
    };
  });
}

async function findCourses(db: Db, text: string): Promise<FoundRow[]> {
  const length = Array.from(text).length;
  const hits = await matchingCourses(db, text, length);
  if (hits.length > 0 || length < 3 || letters(text) < MIN_LETTERS_FOR_TYPOS) return hits;

  // Words too short for trigrams must appear as typed; the others may be misspelt and stand for
  // the nearest words of the lexicon. A course matches through any of its search terms.
  const typed = text.split(' ');
  const fuzzy = typed.filter((word) => letters(word) >= 3);
  const near =
    fuzzy.length === 0
      ? []
      : await lexiconWordsNear(db, fuzzy, {
          nearest: NEAREST_WORDS,
          maxDistance: 1 - SIMILARITY_THRESHOLD,
        });
  let f = 0;
  const alternatives = typed.map((word) => {
    if (letters(word) < 3) return [word];
    const i = f++;
    return near.filter((n) => n.i === i).map((n) => n.word);
  });
  if (alternatives.some((words) => words.length === 0)) return [];
  return coursesHoldingOneOfEach(db, alternatives, { limit: SEARCH_LIMIT, candidates: CANDIDATES });
}
