import { timeTakenSeconds } from './exams.rules';
import type {
  AttemptTally,
  ExamDetail,
  FinishedFigures,
  MarkedFigures,
  Marking,
  QuestionDetail,
  StoredAnswer,
} from './exams.types';

// The rules of marks in the mock-test engine, as plain functions. They compute exact figures;
// every figure the API returns goes through roundScore or roundPercent (decision 011).

/**
 * Half away from zero, as on paper and in PostgreSQL's round(). The nudge undoes binary
 * representation error (2.675 is held as 2.67499…); true scores are never that close to a half.
 */
function roundTo(x: number, places: number): number {
  const f = 10 ** places;
  const r = Math.round(Math.abs(x) * f * (1 + 1e-12)) / f;
  return x < 0 && r !== 0 ? -r : r;
}

/** The one rounding of marks: every score the API returns has at most two decimal places. */
export const roundScore = (x: number) => roundTo(x, 2);

/** The one rounding of percentages (accuracy, percentile, average score): one decimal place. */
export const roundPercent = (x: number) => roundTo(x, 1);

export const negativeMarksOf = (m: Marking) => m.negativeNumerator / m.negativeDenominator;

/**
 * correct × marks − wrong × negative marks; unanswered counts 0. Worked over the fraction's
 * denominator, so 10 right and 3 wrong at 1/3 make exactly 9, however the floats fall.
 */
export function scoreOf(m: Marking, correct: number, wrong: number): number {
  const den = m.negativeDenominator;
  return (correct * m.marksPerQuestion * den - wrong * m.negativeNumerator) / den;
}

export const maxScoreOf = (m: Marking, questions: number) => questions * m.marksPerQuestion;

/** Percent of the answered questions that were right; 0 when none was answered. */
export const accuracyOf = (correct: number, wrong: number) =>
  correct + wrong === 0 ? 0 : (100 * correct) / (correct + wrong);

export type Outcome = 'correct' | 'wrong' | 'unanswered';

export const outcomeOf = (q: Pick<QuestionDetail, 'correctOptionId'>, chosen: number | null) =>
  chosen === null ? 'unanswered' : chosen === q.correctOptionId ? 'correct' : 'wrong';

/** What the key and the marking make of a tally: the figures a regrade rewrites. */
export const markedFigures = (t: AttemptTally): MarkedFigures => ({
  id: t.id,
  correct: t.correct,
  wrong: t.wrong,
  unanswered: t.questions - t.correct - t.wrong,
  score: scoreOf(t, t.correct, t.wrong),
  maxScore: maxScoreOf(t, t.questions),
});

/** The figures an attempt keeps once ended: `expired` ends at its deadline, `submitted` now. */
export function finishedFigures(
  t: AttemptTally,
  mode: 'submitted' | 'expired',
  now: Date,
): FinishedFigures {
  const endedAt = mode === 'expired' ? t.deadline : now;
  return { ...markedFigures(t), endedAt, timeTakenSeconds: timeTakenSeconds(t, endedAt) };
}

export type SectionFigures = {
  sectionId: number;
  questionCount: number;
  correct: number;
  wrong: number;
  unanswered: number;
  score: number;
  maxScore: number;
  accuracy: number;
};

/** Per section of the exam, in its order: counts, score, maximum and accuracy of these answers. */
export function sectionFiguresOf(e: ExamDetail, answers: StoredAnswer[]): SectionFigures[] {
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionId]));
  const tally = new Map(e.sections.map((s) => [s.id, { count: 0, correct: 0, wrong: 0 }]));
  for (const q of e.questions) {
    const t = tally.get(q.sectionId);
    if (!t) continue;
    const outcome = outcomeOf(q, chosen.get(q.id) ?? null);
    t.count += 1;
    if (outcome === 'correct') t.correct += 1;
    if (outcome === 'wrong') t.wrong += 1;
  }
  return e.sections.map((s) => {
    const { count, correct, wrong } = tally.get(s.id)!;
    return {
      sectionId: s.id,
      questionCount: count,
      correct,
      wrong,
      unanswered: count - correct - wrong,
      score: scoreOf(e, correct, wrong),
      maxScore: maxScoreOf(e, count),
      accuracy: accuracyOf(correct, wrong),
    };
  });
}

/** Learners who share a score and a time taken, among every learner's first finished attempt. */
export type RivalScore = { score: number; time: number; n: number };
/** The attempt being placed: its score and its time taken. */
export type Placed = { score: number; time: number };

/**
 * Rank among the first finished attempts of every learner (score desc, then time taken asc;
 * learners equal on both share a rank), the attempt's own learner counted once, with this
 * attempt. Percentile = 100 × learners scoring at or below this score / learners, the definition
 * Indian national testing uses, so the topper of any group is at 100 (DESIGN §4).
 */
export function standingOf(mine: Placed, rivals: RivalScore[]) {
  let better = 0;
  let atOrBelow = 1;
  let learners = 1;
  for (const r of rivals) {
    learners += r.n;
    if (r.score > mine.score || (r.score === mine.score && r.time < mine.time)) better += r.n;
    if (r.score <= mine.score) atOrBelow += r.n;
  }
  return { rank: better + 1, rankOf: learners, percentile: (100 * atOrBelow) / learners };
}

const BUCKETS = 10;

/**
 * The scores of every ranked learner and this attempt in ten equal buckets from the lowest score
 * (0 or below) to the highest (the maximum or above), and the bucket this attempt falls in.
 */
export function distributionOf(mine: Placed, rivals: RivalScore[], maxScore: number) {
  const all = [...rivals, { ...mine, n: 1 }];
  const lo = Math.min(0, ...all.map((r) => r.score));
  const hi = Math.max(maxScore, ...all.map((r) => r.score));
  const width = hi > lo ? (hi - lo) / BUCKETS : 1;
  const indexOf = (score: number) =>
    Math.min(BUCKETS - 1, Math.max(0, Math.floor((score - lo) / width)));
  const buckets = Array.from({ length: BUCKETS }, (_, i) => ({
    from: lo + i * width,
    to: lo + (i + 1) * width,
    learners: 0,
  }));
  for (const r of all) buckets[indexOf(r.score)]!.learners += r.n;
  return { buckets, yourBucket: indexOf(mine.score) };
}
