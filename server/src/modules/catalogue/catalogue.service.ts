import {
  SEARCH_LIMIT,
  SEARCH_QUERY_USED,
  type Category,
  type CategoryLevelCourses,
  type Course,
  type CourseSearchHit,
  type CourseSummary,
  type SyllabusUnit,
} from '@pariksha/contracts/catalogue';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './catalogue.repository';
import {
  coursesContaining,
  coursesNearTyped,
  coursesStartingWith,
  type CandidateRow,
} from './search.repository';
import { hasActivity, progressByCourse } from './course-progress';
import type { SearchCache } from './search-cache';
import { presentCourseSummary, presentSyllabusUnit } from './catalogue.presenter';

/** Most courses the home page's "continue learning" lists. */
const CONTINUE_LIMIT = 6;

export async function categoriesWithLevels(db: Db): Promise<Category[]> {
  const [cats, pairs] = await Promise.all([
    repo.listCategories(db),
    repo.listLevelsWithCourses(db),
  ]);
  return cats.map((c) => ({
    ...c,
    levels: pairs
      .filter((p) => p.categoryId === c.id)
      .map((p) => ({ id: p.id, name: p.name, slug: p.slug, courseCount: Number(p.courseCount) })),
  }));
}

async function withProgress(db: Db, userId: string, rows: repo.CourseRow[]) {
  const progress = await progressByCourse(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentCourseSummary(r, progress.get(r.id)!));
}

export async function coursesOfCategoryLevel(
  db: Db,
  userId: string,
  categoryId: number,
  levelId: number,
): Promise<CategoryLevelCourses> {
  const [category, level] = await Promise.all([
    repo.findCategory(db, categoryId),
    repo.findLevel(db, levelId),
  ]);
  if (!category) throw AppError.notFound('Category');
  if (!level) throw AppError.notFound('Level');
  const rows = await repo.listCoursesOf(db, categoryId, levelId);
  return { category, level, courses: await withProgress(db, userId, rows) };
}

/** Courses the learner has started, furthest along first. */
export async function continueLearning(db: Db, userId: string): Promise<CourseSummary[]> {
  const ids = (await repo.listAllCourseIds(db)).map((r) => r.id);
  const progress = await progressByCourse(db, userId, ids);
  const started = ids
    .filter((id) => hasActivity(progress.get(id)!))
    .sort((a, b) => progress.get(b)!.percent - progress.get(a)!.percent || a - b)
    .slice(0, CONTINUE_LIMIT);
  const rows = await repo.listCoursesByIds(db, started);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return started.map((id) => presentCourseSummary(byId.get(id)!, progress.get(id)!));
}

export async function courseById(db: Db, userId: string, id: number): Promise<Course> {
  const row = await repo.findCourse(db, id);
  if (!row) throw AppError.notFound('Course');
  const progress = await progressByCourse(db, userId, [id]);
  return {
    ...presentCourseSummary(row, progress.get(id)!),
    categoryName: row.categoryName,
    levelName: row.levelName,
    highlights: row.highlights,
    syllabusUnitCount: Number(row.syllabusUnitCount),
  };
}

export async function syllabusOf(db: Db, courseId: number): Promise<SyllabusUnit[]> {
  const [exists, units] = await Promise.all([
    repo.courseExists(db, courseId),
    repo.listSyllabus(db, courseId),
  ]);
  if (!exists) throw AppError.notFound('Course');
  return units.map(presentSyllabusUnit);
}

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
/** A typed word with a typo stands for at most this many words of course names. */
const NEAREST_WORDS = 3;
/** Rows each tier of a search may look at; the best SEARCH_LIMIT of them are answered. */
const CANDIDATES = 50;
/** Trigrams see only letters and digits; too few of them and every word looks "similar". */
const MIN_LETTERS_FOR_TYPOS = 4;
const letters = (text: string) => text.replace(/[^\p{L}\p{M}\p{N}]/gu, '').length;

/** Tier by tier, stopping as soon as the list is full: each tier is one small indexed query. */
async function matchingNames(db: Db, text: string, length: number): Promise<CourseSearchHit[]> {
  const found = new Map<number, CandidateRow>();
  const add = (rows: CandidateRow[]) => rows.forEach((r) => found.has(r.id) || found.set(r.id, r));
  add(await coursesStartingWith(db, text, SEARCH_LIMIT));
  if (found.size < SEARCH_LIMIT && length >= 2)
    add(await coursesContaining(db, text, { wordStart: true, candidates: CANDIDATES }));
  if (found.size < SEARCH_LIMIT && length >= 3)
    add(await coursesContaining(db, text, { wordStart: false, candidates: CANDIDATES }));
  return [...found.values()]
    .sort((a, b) => a.tier - b.tier || a.course_name.length - b.course_name.length || a.id - b.id)
    .slice(0, SEARCH_LIMIT)
    .map(({ tier: _, ...hit }) => hit);
}

/**
 * Course names matching what the learner typed, best first: names starting with the text, then
 * names with a word starting with it (from two characters), then names containing it (from
 * three; trigrams need three). When nothing matches and the text has 4+ letters it probably
 * holds a typo: each typed word stands for the nearest words of course names (the lexicon), and
 * names holding one of those for every typed word match.
 */
export function searchCourses(
  db: Db,
  raw: string | undefined,
  cache: SearchCache<CourseSearchHit[]>,
  now: number,
): Promise<CourseSearchHit[]> {
  const text = normaliseSearchText(raw).toLowerCase();
  if (text === '') return Promise.resolve([]);
  return cache.get(text, now, () => findCourses(db, text));
}

async function findCourses(db: Db, text: string): Promise<CourseSearchHit[]> {
  const length = Array.from(text).length;
  const hits = await matchingNames(db, text, length);
  if (hits.length > 0 || length < 3 || letters(text) < MIN_LETTERS_FOR_TYPOS) return hits;

  // Words too short for trigrams must appear as typed; the others may be misspelt.
  const typed = text.split(' ').map((word) => ({ word, fuzzy: letters(word) >= 3 }));
  return coursesNearTyped(db, typed, {
    nearest: NEAREST_WORDS,
    maxDistance: 1 - SIMILARITY_THRESHOLD,
    limit: SEARCH_LIMIT,
    candidates: CANDIDATES,
  });
}
