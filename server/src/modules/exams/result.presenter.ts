import type { ExamResult, ReviewItem } from '@pariksha/contracts/exams';
import type { LearnerSide } from './feedback.service';
import { toResultSummary } from './exams.presenter';
import type { ExamDetail, FinishedAttempt, StoredAnswer } from './exams.types';
import {
  distributionOf,
  outcomeOf,
  roundPercent,
  roundScore,
  sectionFiguresOf,
  standingOf,
  type RivalScore,
} from './scoring';

/**
 * The full result. Until `reviewOpensAt` (null = open now) the review carries the questions and
 * the learner's own choices only: no correct option, no outcome, no explanation, no doubts.
 */
export function toResult(
  e: ExamDetail,
  a: FinishedAttempt,
  answers: StoredAnswer[],
  rivals: RivalScore[],
  reviewOpensAt: Date | null,
  learner: LearnerSide,
): ExamResult {
  const review = toReviewItems(e, answers, reviewOpensAt === null, learner);
  const titles = new Map(e.sections.map((s) => [s.id, s.title]));
  const mine = { score: a.score, time: a.timeTakenSeconds };
  const standing = standingOf(mine, rivals);
  const distribution = distributionOf(mine, rivals, a.maxScore);
  return {
    ...toResultSummary(a, e),
    rank: standing.rank,
    rankOf: standing.rankOf,
    percentile: roundPercent(standing.percentile),
    ranked: a.ranked,
    sections: sectionFiguresOf(e, answers).map((s) => ({
      sectionId: s.sectionId,
      title: titles.get(s.sectionId)!,
      questionCount: s.questionCount,
      correct: s.correct,
      wrong: s.wrong,
      unanswered: s.unanswered,
      score: roundScore(s.score),
      maxScore: roundScore(s.maxScore),
      accuracy: roundPercent(s.accuracy),
    })),
    reviewAvailableAt: reviewOpensAt?.toISOString() ?? null,
    review,
    distribution: {
      buckets: distribution.buckets.map((b) => ({
        from: roundScore(b.from),
        to: roundScore(b.to),
        learners: b.learners,
      })),
      yourBucket: distribution.yourBucket,
    },
  };
}

/**
 * The review of a paper: each question with the learner's choice and, when `keyShown`, its key,
 * outcome, explanations and answered doubts.
 */
export function toReviewItems(
  e: ExamDetail,
  answers: StoredAnswer[],
  keyShown: boolean,
  learner: LearnerSide,
): ReviewItem[] {
  const byQuestion = new Map(answers.map((x) => [x.questionId, x]));
  return e.questions.map((q) => {
    const ans = byQuestion.get(q.id);
    const chosen = ans?.optionId ?? null;
    return {
      questionId: q.id,
      number: q.number,
      sectionId: q.sectionId,
      stem: q.stem,
      stemMl: q.stemMl,
      options: q.options.map((o) => ({ id: o.id, text: o.text, textMl: o.textMl })),
      chosenOptionId: chosen,
      correctOptionId: keyShown ? q.correctOptionId : null,
      outcome: keyShown ? outcomeOf(q, chosen) : null,
      markedForReview: ans?.markedForReview ?? false,
      explanation: keyShown ? q.explanation : null,
      explanationMl: keyShown ? q.explanationMl : null,
      topic: q.topic,
      bookmarked: learner.bookmarked.has(q.id),
      myFeedback: learner.mine.get(q.id) ?? [],
      doubts: keyShown ? (learner.doubts.get(q.id) ?? []) : [],
    };
  });
}
