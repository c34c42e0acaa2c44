import { fill, withQuery, type Id } from './paths';

/*
 * Doubts and reported errors on a bank question (decision 026), free of zod. A learner asks about
 * a question or reports an error in it, once per kind; staff answer doubts (every learner sees
 * the answers under the explanation) and decide reports. `feedback.ts` re-exports everything.
 */

export const FEEDBACK_KINDS = ['doubt', 'wrong_key', 'wrong_wording', 'wrong_translation'] as const;
export const FEEDBACK_STATUSES = ['open', 'answered', 'accepted', 'rejected'] as const;
/** Longest doubt or report, and longest staff answer. */
export const FEEDBACK_TEXT_MAX = 1000;
export const FEEDBACK_ANSWER_MAX = 2000;
/** Questions with feedback the console lists a page at a time. */
export const FEEDBACK_PAGE_SIZE = 25;

export const FeedbackPaths = {
  /** GET: what I sent about the question and the answered doubts; POST {kind, text, language}. */
  question: '/api/questions/:questionId/feedback',
} as const;

export const feedbackUrl = {
  question: (questionId: Id) => fill(FeedbackPaths.question, { questionId }),
};

export const FeedbackStaffPaths = {
  /** GET ?status&kind&page: questions with feedback, most first, each with its items. */
  feedback: '/api/admin/feedback',
  /** PUT {status, answer}: answers a doubt, or accepts or rejects a report (with a reply). */
  item: '/api/admin/feedback/:id',
} as const;

export const feedbackStaffUrl = {
  feedback: (query: { status?: string; kind?: string; page?: number } = {}) =>
    withQuery(FeedbackStaffPaths.feedback, query),
  item: (id: Id) => fill(FeedbackStaffPaths.item, { id }),
};
