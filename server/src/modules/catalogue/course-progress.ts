import type { CourseProgress } from '@pariksha/contracts/catalogue';
import type { Db } from '../../db/client';

/** What other features report about one learner in one course; anything missing counts as 0. */
export type ProgressParts = {
  classesWatched: number;
  classesTotal: number;
  testsTaken: number;
  testsTotal: number;
  /** Percent, 0–100, over the tests taken. */
  averageScore: number;
};

const clampPercent = (n: number) => Math.min(100, Math.max(0, Number.isFinite(n) ? n : 0));

/** Share of the course's classes and tests done, and the figures as the contract states them. */
export function toCourseProgress(parts: Partial<ProgressParts> = {}): CourseProgress {
  const classesTotal = parts.classesTotal ?? 0;
  const testsTotal = parts.testsTotal ?? 0;
  const classesWatched = parts.classesWatched ?? 0;
  const testsTaken = parts.testsTaken ?? 0;
  const total = classesTotal + testsTotal;
  const done = Math.min(classesWatched, classesTotal) + Math.min(testsTaken, testsTotal);
  return {
    classesWatched,
    classesTotal,
    testsTaken,
    testsTotal,
    averageScore: Math.round(clampPercent(parts.averageScore ?? 0) * 10) / 10,
    percent: total === 0 ? 0 : Math.round(clampPercent((100 * done) / total)),
  };
}

export const hasActivity = (p: CourseProgress) => p.classesWatched > 0 || p.testsTaken > 0;

/**
 * THE progress seam: every progress figure the catalogue shows comes through here.
 *
 * Today no feature reports progress, so every course answers zeros. To wire a feature in, call
 * its repository function for the same (userId, courseIds) and merge its figures per course,
 * e.g. for mock tests:
 *   const exams = await examProgressByCourse(db, userId, courseIds);
 *   // → parts.testsTaken, parts.testsTotal, parts.averageScore
 * and likewise recorded classes → parts.classesWatched, parts.classesTotal.
 */
export async function progressByCourse(
  _db: Db,
  _userId: string,
  courseIds: number[],
): Promise<Map<number, CourseProgress>> {
  const parts = new Map<number, Partial<ProgressParts>>();
  return new Map(courseIds.map((id) => [id, toCourseProgress(parts.get(id))]));
}
