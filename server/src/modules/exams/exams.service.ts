import type {
  CompletedTest,
  Exam,
  ExamHistory,
  ExamListItem,
  ExamResult,
} from '@pariksha/contracts/exams';
import { AppError } from '../../lib/app-error';
import { answersOfAttempt } from './answers.repository';
import { attemptsOfUser, finishedAttemptsOfUser, rivalScores } from './attempts.repository';
import { examOf, finishedAttempt } from './attempts.service';
import type { ExamEngine } from './exam-engine';
import { toExam, toExamListItem, toHistoryAttempt, toResultSummary } from './exams.presenter';
import { examIdsOfCourse } from './exams.repository';
import { reviewOpensAt } from './exams.rules';
import type { ExamDetail, FinishedAttempt } from './exams.types';
import { toResult } from './result.presenter';

export async function examsOfCourse(
  engine: ExamEngine,
  userId: string,
  courseId: number,
): Promise<ExamListItem[]> {
  const ids = await examIdsOfCourse(engine.db, courseId);
  if (!ids) throw AppError.notFound('Course');
  await engine.finaliseOverdueOf(userId);
  const [details, attempts] = await Promise.all([
    Promise.all(ids.map((id) => engine.exam(id))),
    attemptsOfUser(engine.db, userId, ids),
  ]);
  const now = engine.clock.now();
  return details
    .filter((e): e is ExamDetail => e !== undefined)
    .map((e) =>
      toExamListItem(
        e,
        attempts.filter((a) => a.examId === e.id),
        now,
      ),
    );
}

export async function getExam(engine: ExamEngine, userId: string, examId: number): Promise<Exam> {
  const exam = await examOf(engine, examId);
  await engine.finaliseOverdueOf(userId);
  const attempts = await attemptsOfUser(engine.db, userId, [examId]);
  return toExam(exam, attempts, engine.clock.now());
}

export async function examHistory(
  engine: ExamEngine,
  userId: string,
  examId: number,
): Promise<ExamHistory> {
  const exam = await examOf(engine, examId);
  await engine.finaliseOverdueOf(userId);
  const attempts = await attemptsOfUser(engine.db, userId, [examId]);
  return {
    exam: toExamListItem(exam, attempts, engine.clock.now()),
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
    }),
    courseName: r.courseName,
  }));
}

export async function examResult(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
): Promise<ExamResult> {
  const a = await finishedAttempt(engine, userId, attemptId);
  const exam = await examOf(engine, a.examId);
  const [answers, rivals] = await Promise.all([
    answersOfAttempt(engine.db, a.id),
    rivalScores(engine.db, a),
  ]);
  return toResult(exam, a, answers, rivals, reviewOpensAt(exam, engine.clock.now()));
}
