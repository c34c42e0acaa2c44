import type { CourseProgress } from '@pariksha/contracts/catalogue';
import type { Db } from '../../db/client';
import { classProgressByCourse } from '../classes/classes.service';
import { examProgressByCourse } from '../exams/exams.service';

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
 * The progress seam: every progress figure the catalogue shows comes through here, from mock
 * tests and recorded classes.
 */
export async function progressByCourse(
  db: Db,
  userId: string,
  courseIds: number[],
): Promise<Map<number, CourseProgress>> {
  const [exams, classes] = await Promise.all([
    examProgressByCourse(db, userId, courseIds),
    classProgressByCourse(db, userId, courseIds),
  ]);
  return new Map(
    courseIds.map((id) => {
      const e = exams.get(id);
      const c = classes.get(id);
      return [
        id,
        toCourseProgress({
          classesTotal: c?.total,
          classesWatched: c?.watched,
          testsTotal: e?.testsTotal,
          testsTaken: e?.testsTaken,
          averageScore: e?.averageScorePercent ?? 0,
        }),
      ];
    }),
  );
}
