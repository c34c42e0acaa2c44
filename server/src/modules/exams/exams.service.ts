import type {
  ClassExams,
  CompletedTest,
  Exam,
  ExamHistory,
  ExamListItem,
  ExamResult,
  LiveClassExams,
  OpenAttempts,
} from '@pariksha/contracts/exams';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { answersOfAttempt } from './answers.repository';
import { attemptsOfUser, finishedAttemptsOfUser, rivalScores } from './attempts.repository';
import { examOf, finishedAttempt } from './attempts.service';
import type { ExamEngine } from './exam-engine';
import {
  toExam,
  toExamListItem,
  toHistoryAttempt,
  toOpenAttempts,
  toResultSummary,
} from './exams.presenter';
import {
  classExamsOfCourse as classExamsOfCourseRows,
  liveClassExamsOfCourse as liveClassExamsOfCourseRows,
  examIdsOfCourse,
  examIdsOfRecordedClass,
  examProgressByCourse as examProgressRows,
  examsOutsideBatches,
  openAttemptsOfUser,
  pastPaperIds,
} from './exams.repository';
import { accessOfCourses } from '../enrolment/enrolment.service';
import { assertMayOpenExam, assertNotAnothers } from './exam-access';
import { reviewOpensAt } from './exams.rules';
import type { ExamDetail, FinishedAttempt } from './exams.types';

/** An exam of a course (a mock test or a paper): what course lists hold. */
type CourseExam = ExamDetail & { courseId: number };
import { learnerSideOf } from './feedback.service';
import { toResult } from './result.presenter';

export async function examsOfCourse(
  engine: ExamEngine,
  userId: string,
  courseId: number,
): Promise<ExamListItem[]> {
  const ids = await examIdsOfCourse(engine.db, courseId);
  if (!ids) throw AppError.notFound('Course');
  return listItems(engine, userId, ids);
}

/** The exams attached to one recorded class (listed, each marked locked or not). */
export async function examsOfRecordedClass(
  engine: ExamEngine,
  userId: string,
  classId: number,
): Promise<ExamListItem[]> {
  const ids = await examIdsOfRecordedClass(engine.db, classId);
  if (!ids) throw AppError.notFound('Class');
  return listItems(engine, userId, ids);
}

/** The exams attached to each recorded class of a course that has any. */
export async function classExamsOfCourse(
  engine: ExamEngine,
  userId: string,
  courseId: number,
): Promise<ClassExams[]> {
  if (!(await examIdsOfCourse(engine.db, courseId))) throw AppError.notFound('Course');
  const pairs = await classExamsOfCourseRows(engine.db, courseId);
  return examsByClass(engine, userId, pairs, (p, exams) => ({
    recordedClass: { id: p.classId, syllabus_id: p.unitId, title: p.title, titleMl: p.titleMl },
    exams,
  }));
}

/** The exams attached to each live class of a course that has any. */
export async function liveClassExamsOfCourse(
  engine: ExamEngine,
  userId: string,
  courseId: number,
): Promise<LiveClassExams[]> {
  if (!(await examIdsOfCourse(engine.db, courseId))) throw AppError.notFound('Course');
  const pairs = await liveClassExamsOfCourseRows(engine.db, courseId);
  return examsByClass(engine, userId, pairs, (p, exams) => ({
    liveClass: {
      id: p.classId,
      title: p.title,
      titleMl: p.titleMl,
      startsAt: p.startsAt.toISOString(),
    },
    exams,
  }));
}

/** (class, exam) pairs as one entry per class, in the pairs' order, each with its exams. */
async function examsByClass<P extends { classId: number; examId: number }, T>(
  engine: ExamEngine,
  userId: string,
  pairs: P[],
  entry: (first: P, exams: ExamListItem[]) => T,
): Promise<T[]> {
  const ids = [...new Set(pairs.map((p) => p.examId))];
  const items = new Map((await listItems(engine, userId, ids)).map((e) => [e.id, e]));
  const byClass = new Map<number, { first: P; exams: ExamListItem[] }>();
  for (const p of pairs) {
    const item = items.get(p.examId);
    if (!item) continue;
    const group = byClass.get(p.classId) ?? { first: p, exams: [] };
    group.exams.push(item);
    byClass.set(p.classId, group);
  }
  return [...byClass.values()].map((g) => entry(g.first, g.exams));
}

/**
 * List items of these exams, in this order, with the learner's standing in each and whether they
 * may open it; a test limited to batches the learner is not in is left out.
 */
async function listItems(engine: ExamEngine, userId: string, ids: number[]) {
  await engine.finaliseOverdueOf(userId);
  const now = engine.clock.now();
  const [details, attempts, outside] = await Promise.all([
    Promise.all(ids.map((id) => engine.exam(id))),
    attemptsOfUser(engine.db, userId, ids),
    examsOutsideBatches(engine.db, ids, userId, now),
  ]);
  const shown = details.filter(
    (e): e is CourseExam => e?.published === true && e.courseId !== null && !outside.has(e.id),
  );
  const access = await accessOfCourses(
    engine.db,
    shown.map((e) => e.courseId),
    userId,
    now,
  );
  return shown.map((e) =>
    toExamListItem(
      e,
      attempts.filter((a) => a.examId === e.id),
      now,
      access.item(e.courseId, 'exam', e.id),
    ),
  );
}

/** The library of previous-year papers, each marked locked or not, as a course's tests are. */
export async function pastPapers(engine: ExamEngine, userId: string): Promise<ExamListItem[]> {
  return listItems(engine, userId, await pastPaperIds(engine.db));
}

export async function getExam(engine: ExamEngine, userId: string, examId: number): Promise<Exam> {
  const exam = await examOf(engine, examId);
  if (!exam.published) throw AppError.notFound('Exam');
  const now = engine.clock.now();
  const e = await assertMayOpenExam(engine, exam, userId, now);
  await engine.finaliseOverdueOf(userId);
  const attempts = await attemptsOfUser(engine.db, userId, [examId]);
  return toExam(exam, attempts, now, { locked: false, preview: e.preview });
}

export async function examHistory(
  engine: ExamEngine,
  userId: string,
  examId: number,
): Promise<ExamHistory> {
  const exam = await examOf(engine, examId);
  assertNotAnothers(exam, userId);
  await engine.finaliseOverdueOf(userId);
  const now = engine.clock.now();
  // The learner's attempts stay theirs to read when their access has ended: only marked locked.
  const [attempts, item] = await Promise.all([
    attemptsOfUser(engine.db, userId, [examId]),
    exam.courseId === null
      ? { locked: false, preview: false }
      : accessOfCourses(engine.db, [exam.courseId], userId, now).then((access) =>
          access.item(exam.courseId!, 'exam', exam.id),
        ),
  ]);
  return {
    exam: toExamListItem(exam, attempts, now, item),
    attempts: attempts.map((a) => toHistoryAttempt(a, exam)),
  };
}

export async function completedTests(engine: ExamEngine, userId: string): Promise<CompletedTest[]> {
  await engine.finaliseOverdueOf(userId);
  const rows = await finishedAttemptsOfUser(engine.db, userId);
  return rows.map((r) => ({
    ...toResultSummary(r as FinishedAttempt, {
      id: r.examId,
      title: r.examTitle,
      courseId: r.courseId,
      kind: r.kind,
      practiceMode: null,
    }),
    courseName: r.courseName,
  }));
}

/**
 * The learner's attempts still running, on any exam: what every screen offers to resume. One
 * indexed read; an attempt past its deadline is left out (it is closed on its next read).
 */
export async function openAttempts(engine: ExamEngine, userId: string): Promise<OpenAttempts> {
  const now = engine.clock.now();
  return toOpenAttempts(await openAttemptsOfUser(engine.db, userId, now), now);
}

export async function examResult(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
): Promise<ExamResult> {
  const a = await finishedAttempt(engine, userId, attemptId);
  const exam = await examOf(engine, a.examId);
  const questionIds = exam.questions.map((q) => q.id);
  const [answers, rivals, learner] = await Promise.all([
    answersOfAttempt(engine.db, a.id),
    rivalScores(engine.db, a),
    learnerSideOf(engine.db, userId, questionIds),
  ]);
  const opens = reviewOpensAt(exam, engine.clock.now());
  return toResult(exam, a, answers, rivals, opens, learner);
}

/** Per course: its mock tests, how many the learner has finished, and their average score. */
export function examProgressByCourse(db: Db, userId: string, courseIds: number[]) {
  return examProgressRows(db, userId, courseIds);
}
