import {
  FEEDBACK_KINDS,
  FEEDBACK_PAGE_SIZE,
  type FeedbackDecision,
  type FeedbackGroup,
  type FeedbackItem,
  type FeedbackQuery,
} from '@pariksha/contracts/feedback';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordChange, type Actor } from '../../lib/audit';
import * as repo from './feedback.repository';
import { toMyFeedback } from './feedback.service';

/*
 * Doubts and reports as staff see them: grouped by question, answered or decided one by one
 * (decision 026). The key challenges of fair results build on the reports of a wrong key.
 */

const toItem = (r: repo.FeedbackRow): FeedbackItem => ({
  ...toMyFeedback(r),
  learnerName: r.learnerName,
});

export async function feedbackPage(db: Db, q: FeedbackQuery) {
  const questions = await repo.feedbackQuestions(
    db,
    q,
    (q.page - 1) * FEEDBACK_PAGE_SIZE,
    FEEDBACK_PAGE_SIZE,
  );
  const items = await repo.feedbackOnQuestions(
    db,
    q,
    questions.map((x) => x.id),
  );
  const data: FeedbackGroup[] = questions.map((x) => {
    const mine = items.filter((i) => i.questionId === x.id);
    const counts = Object.fromEntries(
      FEEDBACK_KINDS.map((k) => [k, mine.filter((i) => i.kind === k).length]),
    ) as FeedbackGroup['counts'];
    return {
      question: { id: x.id, stem: x.stem, topic: x.topic },
      counts,
      items: mine.map(toItem),
    };
  });
  const total = questions[0]?.total ?? 0;
  return {
    data,
    meta: { total, next: q.page * FEEDBACK_PAGE_SIZE < total ? q.page + 1 : null },
  };
}

/** Answers a doubt (every learner then reads the answer), or accepts or rejects a report. */
export async function decideFeedback(
  db: Db,
  actor: Actor,
  id: number,
  d: FeedbackDecision,
  now: Date,
): Promise<FeedbackItem> {
  return db.transaction(async (tx) => {
    const before = await repo.findFeedback(tx, id);
    if (!before) throw AppError.notFound('Feedback');
    if ((before.kind === 'doubt') !== (d.status === 'answered'))
      throw AppError.validation(
        'status',
        before.kind === 'doubt'
          ? 'A doubt is answered'
          : 'A report is accepted or rejected, with a reply',
      );
    await repo.decide(tx, id, { ...d, by: actor.id, at: now });
    await recordChange(tx, actor, {
      action: before.kind === 'doubt' ? 'answer-doubt' : 'decide-report',
      entity: 'question',
      entityId: before.questionId,
      before: { feedbackId: id, status: before.status, answer: before.answer },
      after: { feedbackId: id, status: d.status, answer: d.answer },
    });
    return toItem((await repo.findFeedback(tx, id))!);
  });
}
