import type {
  ExamResult,
  ReviewItem,
  ScoreDistribution,
  SectionResult,
} from '@pariksha/contracts/exams';
import { accuracyOf, round, toResultSummary } from './exams.presenter';
import type { ExamDetail, FinishedAttempt, StoredAnswer } from './exams.types';

export type RivalScore = { score: number; time: number; n: number };

const BUCKETS = 10;

/** Rank among every learner's first finished attempt (score desc, then time asc); ties share a rank. */
export function standing(a: FinishedAttempt, rivals: RivalScore[]) {
  let better = 0;
  let lower = 0;
  let total = 0;
  for (const r of rivals) {
    total += r.n;
    if (r.score > a.score || (r.score === a.score && r.time < a.timeTakenSeconds)) better += r.n;
    if (r.score < a.score) lower += r.n;
  }
  const rankOf = total + 1;
  return { rank: better + 1, rankOf, percentile: round((100 * lower) / rankOf) };
}

export function distribution(
  a: FinishedAttempt,
  rivals: RivalScore[],
  maxScore: number,
): ScoreDistribution {
  const all = [...rivals, { score: a.score, time: a.timeTakenSeconds, n: 1 }];
  const lo = Math.min(0, ...all.map((r) => r.score));
  const hi = Math.max(maxScore, ...all.map((r) => r.score));
  const width = hi > lo ? (hi - lo) / BUCKETS : 1;
  const indexOf = (score: number) =>
    Math.min(BUCKETS - 1, Math.max(0, Math.floor((score - lo) / width)));
  const buckets = Array.from({ length: BUCKETS }, (_, i) => ({
    from: round(lo + i * width),
    to: round(lo + (i + 1) * width),
    learners: 0,
  }));
  for (const r of all) buckets[indexOf(r.score)]!.learners += r.n;
  return { buckets, yourBucket: indexOf(a.score) };
}

/**
 * The full result. Until `reviewOpensAt` (null = open now) the review carries the questions and
 * the learner's own choices only: no correct option, no outcome, no explanation.
 */
export function toResult(
  e: ExamDetail,
  a: FinishedAttempt,
  answers: StoredAnswer[],
  rivals: RivalScore[],
  reviewOpensAt: Date | null,
): ExamResult {
  const keyShown = reviewOpensAt === null;
  const byQuestion = new Map(answers.map((x) => [x.questionId, x]));
  const perSection = new Map(e.sections.map((s) => [s.id, { correct: 0, wrong: 0, count: 0 }]));
  const review: ReviewItem[] = e.questions.map((q) => {
    const ans = byQuestion.get(q.id);
    const chosen = ans?.optionId ?? null;
    const outcome =
      chosen === null ? 'unanswered' : chosen === q.correctOptionId ? 'correct' : 'wrong';
    const s = perSection.get(q.sectionId);
    if (s) {
      s.count += 1;
      if (outcome === 'correct') s.correct += 1;
      if (outcome === 'wrong') s.wrong += 1;
    }
    return {
      questionId: q.id,
      number: q.number,
      sectionId: q.sectionId,
      stem: q.stem,
      stemMl: q.stemMl,
      options: q.options.map((o) => ({ id: o.id, text: o.text, textMl: o.textMl })),
      chosenOptionId: chosen,
      correctOptionId: keyShown ? q.correctOptionId : null,
      outcome: keyShown ? outcome : null,
      markedForReview: ans?.markedForReview ?? false,
      explanation: keyShown ? q.explanation : null,
      explanationMl: keyShown ? q.explanationMl : null,
      topic: q.topic,
    };
  });
  const sections: SectionResult[] = e.sections.map((sec) => {
    const s = perSection.get(sec.id)!;
    const scaled =
      s.correct * e.marksPerQuestion * e.negativeDenominator - s.wrong * e.negativeNumerator;
    return {
      sectionId: sec.id,
      title: sec.title,
      questionCount: s.count,
      correct: s.correct,
      wrong: s.wrong,
      unanswered: s.count - s.correct - s.wrong,
      score: round(scaled / e.negativeDenominator),
      maxScore: round(s.count * e.marksPerQuestion),
      accuracy: accuracyOf(s.correct, s.wrong),
    };
  });
  return {
    ...toResultSummary(a, e),
    ...standing(a, rivals),
    ranked: a.ranked,
    sections,
    reviewAvailableAt: reviewOpensAt?.toISOString() ?? null,
    review,
    distribution: distribution(a, rivals, a.maxScore),
  };
}
