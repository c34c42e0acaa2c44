import {
  STANDING_MIN_ANSWERS,
  TIME_TESTS,
  type Leaderboard,
  type Standing,
  type TestPace,
} from '@pariksha/contracts/progress';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ExamEngine } from './exam-engine';
import { practiceTopics } from './practice.service';
import { roundPercent } from './scoring';
import * as repo from './standing.repository';
import { indiaDay, weekOf } from './standing.rules';

/*
 * Where I stand (decision 027): the learner's topic figures as practice reads them (their
 * per-question figures summed by topic), the trend of their ranked tests, and their time per
 * question beside each test's best tenth; and the weekly leaderboard of an exam level.
 */

/** Seconds and points are shown to one decimal, rounded as percentages are (decision 011). */
const oneDecimal = roundPercent;

export async function standing(engine: ExamEngine, userId: string): Promise<Standing> {
  await engine.finaliseOverdueOf(userId);
  const { db } = engine;
  const [figures, tests] = await Promise.all([
    practiceTopics(db, userId, engine.clock.now()),
    repo.latestTests(db, userId),
  ]);
  const recent = tests.slice(0, TIME_TESTS);
  const tops = new Map(
    (
      await repo.topPace(
        db,
        recent.map((t) => t.examId),
      )
    ).map((r) => [r.examId, r]),
  );
  const topics = figures.topics
    .filter((t) => t.answered > 0)
    .map((t) => ({
      id: t.id,
      parentId: t.parentId,
      name: t.name,
      nameMl: t.nameMl,
      answered: t.answered,
      correct: t.correct,
      accuracy: t.accuracy!,
      tooFew: t.answered < STANDING_MIN_ANSWERS,
    }));
  const roots = topics.filter((t) => t.parentId === null);
  return {
    answered: roots.reduce((n, t) => n + t.answered, 0),
    correct: roots.reduce((n, t) => n + t.correct, 0),
    topics,
    weakTopicIds: figures.weakTopicIds,
    trend: tests
      .map((t) => ({
        attemptId: t.attemptId,
        examId: t.examId,
        title: t.title,
        kind: t.kind,
        endedAt: t.endedAt.toISOString(),
        score: t.score,
        maxScore: t.maxScore,
        percent: oneDecimal(t.maxScore > 0 ? (100 * t.score) / t.maxScore : 0),
      }))
      .reverse(),
    pace: recent.flatMap((t): TestPace[] => {
      const top = tops.get(t.examId);
      if (!top || t.questions === 0) return [];
      return [
        {
          attemptId: t.attemptId,
          examId: t.examId,
          title: t.title,
          endedAt: t.endedAt.toISOString(),
          secondsPerQuestion: oneDecimal(t.seconds / t.questions),
          topSecondsPerQuestion: oneDecimal(top.top),
          takers: top.takers,
          topTakers: top.topTakers,
        },
      ];
    }),
  };
}

/** The level's board for the week holding `day` (India time; absent: today). */
export async function leaderboard(
  db: Db,
  userId: string,
  levelId: number,
  day: string | undefined,
  now: Date,
): Promise<Leaderboard> {
  const level = await repo.levelNamed(db, levelId);
  if (!level) throw AppError.notFound('Level');
  const week = weekOf(day ?? indiaDay(now));
  const rows = await repo.weekBoard(db, levelId, week, userId);
  const entries = rows.filter((r) => r.row === 'entry');
  const mine = rows.find((r) => r.row === 'you');
  return {
    level,
    week: week.monday,
    startsAt: week.startsAt.toISOString(),
    endsAt: week.endsAt.toISOString(),
    ranked: entries[0]?.ranked ?? 0,
    entries: entries.map((r) => ({
      place: r.place,
      name: r.name!,
      points: oneDecimal(r.points),
      tests: r.tests,
      seconds: r.seconds,
      you: r.you,
    })),
    you: mine
      ? {
          place: mine.place,
          points: oneDecimal(mine.points),
          tests: mine.tests,
          seconds: mine.seconds,
          shown: mine.you,
        }
      : null,
  };
}
