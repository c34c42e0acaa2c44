import { sql } from 'drizzle-orm';
import {
  DAILY_PAST_DAYS,
  DAILY_QUESTIONS,
  DAILY_SECONDS,
  LEADERBOARD_SIZE,
  type DailyAnswers,
  type DailyLevel,
  type DailyQuiz,
  type DailyToday,
  type Leaderboard,
  type LeaderboardEntry,
} from '@pariksha/contracts/daily';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { StartedAttempt } from '@pariksha/contracts/exams';
import { AppError } from '../../lib/app-error';
import { findAttemptWithAnswers } from './attempts.repository';
import { examOf, startAttempt } from './attempts.service';
import * as repo from './daily.repository';
import { addDays, dayWindow, indiaDay, streakOf } from './daily.rules';
import type { ExamEngine } from './exam-engine';
import { reviewOpensAt } from './exams.rules';
import { learnerSideOf } from './feedback.service';
import { toReviewItems } from './result.presenter';
import { roundScore } from './scoring';

/*
 * The day's quiz (decision 026): one a day per exam level, the same for all its learners, made by
 * the first request after it opens and taken on the exam engine like any test (one attempt, PSC
 * marking); a streak of days taken, and each day's leaderboard.
 */

const levelNotChosen = () =>
  new AppError(
    ErrorCode.LEVEL_NOT_CHOSEN,
    "The day's quiz is set per exam level: choose your level in your profile first",
  );

const noQuiz = () =>
  new AppError(ErrorCode.NOTHING_TO_PRACTISE, 'There is no quiz for your level today');

const toLevel = (r: { levelId: number; levelName: string; levelNameMl: string | null }) => ({
  id: r.levelId,
  name: r.levelName,
  nameMl: r.levelNameMl,
});

function toQuiz(r: repo.QuizRow, now: Date): DailyQuiz {
  const done = r.status !== null && r.status !== 'in_progress';
  return {
    examId: r.examId,
    day: r.day,
    level: toLevel(r),
    questionCount: r.questionCount,
    durationSeconds: r.durationSeconds,
    opensAt: r.opensAt.toISOString(),
    closesAt: r.closesAt.toISOString(),
    status: now < r.closesAt ? 'open' : 'closed',
    mine:
      r.attemptId === null || r.status === null
        ? null
        : {
            attemptId: r.attemptId,
            status: r.status,
            score: done ? roundScore(Number(r.score)) : null,
            maxScore: roundScore(r.maxScore === null ? r.questionCount : Number(r.maxScore)),
            correct: done ? r.correct : null,
            wrong: done ? r.wrong : null,
            timeTakenSeconds: done ? r.timeTakenSeconds : null,
          },
    takers: r.takers,
  };
}

/**
 * The level's quiz of the day, made now if this is the first request since it opened; undefined
 * when the level has no question to draw yet. Requests racing to make it (on any node) draw the
 * same questions, and the unique index keeps one.
 */
async function quizOfDay(engine: ExamEngine, level: DailyLevel, day: string, now: Date) {
  const { db } = engine;
  const made = await repo.findQuiz(db, level.id, day);
  if (made !== undefined) return made;
  const { opensAt, closesAt } = dayWindow(day);
  const questionIds = await repo.drawQuiz(db, {
    levelId: level.id,
    day,
    opensAt,
    now,
    count: DAILY_QUESTIONS,
  });
  if (questionIds.length === 0) return undefined;
  const inserted = await db.transaction((tx) =>
    repo.insertQuiz(tx, {
      levelId: level.id,
      day,
      title: `Daily quiz ${day}: ${level.name}`,
      opensAt,
      closesAt,
      durationSeconds: DAILY_SECONDS,
      questionIds,
    }),
  );
  return inserted ?? (await repo.findQuiz(db, level.id, day));
}

/** Today's quiz of the learner's level (made if it is open and not made yet), and their streak. */
export async function today(engine: ExamEngine, userId: string): Promise<DailyToday> {
  const now = engine.clock.now();
  await engine.finaliseOverdueOf(userId);
  const day = indiaDay(now);
  const { opensAt, closesAt } = dayWindow(day);
  const level = (await repo.levelOf(engine.db, userId)) ?? null;
  const examId = level && now >= opensAt ? await quizOfDay(engine, level, day, now) : undefined;
  const [row] =
    examId === undefined ? [] : await repo.quizzesFor(engine.db, userId, sql`e.id = ${examId}`);
  const streak = streakOf(await repo.daysTaken(engine.db, userId), day);
  return {
    serverNow: now.toISOString(),
    day,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    level,
    quiz: row ? toQuiz(row, now) : null,
    streak,
  };
}

/** Starts today's quiz of the learner's level, or resumes their attempt of it. */
export async function startToday(engine: ExamEngine, userId: string): Promise<StartedAttempt> {
  const now = engine.clock.now();
  const level = await repo.levelOf(engine.db, userId);
  if (!level) throw levelNotChosen();
  const day = indiaDay(now);
  if (now < dayWindow(day).opensAt)
    throw new AppError(ErrorCode.EXAM_NOT_OPEN, "Today's quiz opens at 06:00 India time");
  const examId = await quizOfDay(engine, level, day, now);
  if (examId === undefined) throw noQuiz();
  return startAttempt(engine, userId, examId);
}

/** The past days' quizzes of the learner's level, and those of other levels they took. */
export async function pastDays(engine: ExamEngine, userId: string): Promise<DailyQuiz[]> {
  const now = engine.clock.now();
  await engine.finaliseOverdueOf(userId);
  const day = indiaDay(now);
  const level = await repo.levelOf(engine.db, userId);
  const rows = await repo.quizzesFor(
    engine.db,
    userId,
    sql`e.quiz_day < ${day}::date and e.quiz_day >= ${addDays(day, -DAILY_PAST_DAYS)}::date
        and (e.level_id = ${level?.id ?? 0} or a.id is not null)`,
    DAILY_PAST_DAYS * 2,
  );
  return rows.map((r) => toQuiz(r, now));
}

async function dailyQuizOf(engine: ExamEngine, examId: number) {
  const quiz = await repo.dailyQuiz(engine.db, examId);
  if (!quiz) throw AppError.notFound('Quiz');
  return quiz;
}

/** A quiz's leaderboard: the best named places, and the learner's own. */
export async function leaderboard(
  engine: ExamEngine,
  userId: string,
  examId: number,
): Promise<Leaderboard> {
  const quiz = await dailyQuizOf(engine, examId);
  const rows = await repo.leaderboard(engine.db, examId, userId, LEADERBOARD_SIZE);
  const toEntry = (r: repo.PlaceRow): LeaderboardEntry => ({
    place: r.place,
    name: r.name,
    score: roundScore(r.score),
    timeTakenSeconds: r.timeTakenSeconds,
    you: r.you,
  });
  const mine = rows.find((r) => r.you);
  return {
    examId,
    day: quiz.day,
    takers: rows[0]?.takers ?? 0,
    entries: rows.filter((r) => r.name !== null).map(toEntry),
    mine: mine ? toEntry(mine) : null,
  };
}

/** A closed quiz's questions with their keys (and the learner's own choices, if they took it). */
export async function answers(
  engine: ExamEngine,
  userId: string,
  examId: number,
): Promise<DailyAnswers> {
  const quiz = await dailyQuizOf(engine, examId);
  const exam = await examOf(engine, examId);
  if (reviewOpensAt(exam, engine.clock.now()) !== null)
    throw new AppError(
      ErrorCode.EXAM_NOT_OPEN,
      "A day's quiz shows its answers once it closes at midnight, India time",
    );
  const attemptId = await repo.attemptOf(engine.db, examId, userId);
  const taken = attemptId ? await findAttemptWithAnswers(engine.db, attemptId) : null;
  const ids = exam.questions.map((q) => q.id);
  return {
    examId,
    day: quiz.day,
    level: toLevel(quiz),
    questions: toReviewItems(
      exam,
      taken?.answers ?? [],
      true,
      await learnerSideOf(engine.db, userId, ids),
    ),
  };
}
