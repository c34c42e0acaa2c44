import { ErrorCode } from '@pariksha/contracts/errors';
import type {
  AnsweredDoubt,
  MyFeedback,
  NewFeedback,
  QuestionFeedback,
} from '@pariksha/contracts/feedback';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './feedback.repository';
import { bookmarkedOf, hasMet } from './practice.repository';

/*
 * A learner's doubts and reported errors on a question (decision 026): on a question they have
 * met whose key no paper keeps back any more, one of each kind.
 */

export const toMyFeedback = (r: repo.FeedbackRow): MyFeedback => ({
  id: r.id,
  kind: r.kind,
  text: r.text,
  language: r.language,
  status: r.status,
  answer: r.answer,
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
});

export const toAnsweredDoubt = (r: repo.AnsweredDoubtRow): AnsweredDoubt => ({
  text: r.text,
  answer: r.answer,
  answeredAt: r.answeredAt.toISOString(),
});

async function assertMayTalkAbout(db: Db, userId: string, questionId: number, now: Date) {
  if (!(await hasMet(db, userId, questionId, { now }))) throw AppError.notFound('Question');
}

export async function questionFeedback(
  db: Db,
  userId: string,
  questionId: number,
  now: Date,
): Promise<QuestionFeedback> {
  await assertMayTalkAbout(db, userId, questionId, now);
  const [mine, answered] = await Promise.all([
    repo.feedbackOf(db, userId, questionId),
    repo.answeredDoubts(db, [questionId]),
  ]);
  return { mine: mine.map(toMyFeedback), answered: answered.map(toAnsweredDoubt) };
}

export async function sendFeedback(
  db: Db,
  userId: string,
  questionId: number,
  input: { kind: NewFeedback['kind']; text: string; language: 'en' | 'ml' | null },
  now: Date,
): Promise<MyFeedback> {
  await assertMayTalkAbout(db, userId, questionId, now);
  const id = await repo.insertFeedback(db, { questionId, userId, ...input, at: now });
  if (id === undefined)
    throw new AppError(
      ErrorCode.CONFLICT,
      input.kind === 'doubt'
        ? 'You have already asked about this question'
        : 'You have already reported this error in this question',
    );
  return toMyFeedback((await repo.findFeedback(db, id))!);
}

/** The answered doubts of these questions, by question (a review shows them under explanations). */
async function doubtsOf(db: Db, questionIds: number[]) {
  const byQuestion = new Map<number, AnsweredDoubt[]>();
  for (const r of await repo.answeredDoubts(db, questionIds))
    byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), toAnsweredDoubt(r)]);
  return byQuestion;
}

async function mineOf(db: Db, userId: string, questionIds: number[]) {
  const byQuestion = new Map<number, MyFeedback[]>();
  for (const r of await repo.feedbackOfMany(db, userId, questionIds))
    byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), toMyFeedback(r)]);
  return byQuestion;
}

/**
 * What a review or a checked question shows of each question beside its key: whether the learner
 * bookmarked it, what they sent about it with its status and reply, and the answered doubts.
 */
export async function learnerSideOf(db: Db, userId: string, questionIds: number[]) {
  const [bookmarked, mine, doubts] = await Promise.all([
    bookmarkedOf(db, userId, questionIds),
    mineOf(db, userId, questionIds),
    doubtsOf(db, questionIds),
  ]);
  return { bookmarked, mine, doubts };
}
export type LearnerSide = Awaited<ReturnType<typeof learnerSideOf>>;
