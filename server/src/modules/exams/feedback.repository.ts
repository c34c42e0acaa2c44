import { sql } from 'drizzle-orm';
import type { FeedbackKind, FeedbackQuery, FeedbackStatus } from '@pariksha/contracts/feedback';
import { queryRows, type Db } from '../../db/client';
import { numberArray } from '../../lib/sql-arrays';
import { topicPathOf } from './topics.repository';

/*
 * Doubts and reported errors on bank questions (question_feedback, decision 026): SQL only.
 */

export type FeedbackRow = {
  id: number;
  questionId: number;
  kind: FeedbackKind;
  text: string;
  language: 'en' | 'ml' | null;
  status: FeedbackStatus;
  answer: string | null;
  createdAt: Date;
  answeredAt: Date | null;
  learnerName: string;
};

const columns = sql`f.id, f.question_id as "questionId", f.kind, f.text, f.language, f.status,
  f.answer, f.created_at as "createdAt", f.answered_at as "answeredAt",
  coalesce(u.name, '') as "learnerName"`;

/** A new doubt or report; undefined when the learner already sent one of its kind. */
export async function insertFeedback(
  db: Db,
  f: {
    questionId: number;
    userId: string;
    kind: FeedbackKind;
    text: string;
    language: 'en' | 'ml' | null;
    at: Date;
  },
) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into question_feedback (question_id, user_id, kind, text, language, created_at)
        values (${f.questionId}, ${f.userId}, ${f.kind}, ${f.text}, ${f.language},
          ${f.at.toISOString()}::timestamptz)
        on conflict (question_id, user_id, kind) do nothing
        returning id`,
  );
  return rows[0]?.id;
}

export async function findFeedback(db: Db, id: number) {
  const rows = await queryRows<FeedbackRow>(
    db,
    sql`select ${columns} from question_feedback f left join users u on u.id = f.user_id
        where f.id = ${id}`,
  );
  return rows[0];
}

/** What one learner sent about a question, by kind. */
export const feedbackOf = (db: Db, userId: string, questionId: number) =>
  queryRows<FeedbackRow>(
    db,
    sql`select ${columns} from question_feedback f left join users u on u.id = f.user_id
        where f.user_id = ${userId} and f.question_id = ${questionId} order by f.kind`,
  );

/** What one learner sent about any of these questions. */
export async function feedbackOfMany(db: Db, userId: string, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return queryRows<FeedbackRow>(
    db,
    sql`select ${columns} from question_feedback f left join users u on u.id = f.user_id
        where f.user_id = ${userId} and f.question_id = any(${numberArray(questionIds)}::int[])
        order by f.question_id, f.kind`,
  );
}

export type AnsweredDoubtRow = {
  questionId: number;
  text: string;
  answer: string;
  answeredAt: Date;
};

/** The answered doubts of these questions, oldest answer first. */
export async function answeredDoubts(db: Db, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return queryRows<AnsweredDoubtRow>(
    db,
    sql`select question_id as "questionId", text, answer, answered_at as "answeredAt"
        from question_feedback
        where question_id = any(${numberArray(questionIds)}::int[])
          and kind = 'doubt' and status = 'answered'
        order by answered_at, id`,
  );
}

/** Staff's answer to a doubt, or decision on a report, with who gave it and when. */
export async function decide(
  db: Db,
  id: number,
  d: { status: FeedbackStatus; answer: string; by: string | null; at: Date },
) {
  await db.execute(
    sql`update question_feedback set status = ${d.status}, answer = ${d.answer},
          answered_by = ${d.by}, answered_at = ${d.at.toISOString()}::timestamptz
        where id = ${id}`,
  );
}

const picked = (q: FeedbackQuery) => sql`
  ${q.status ? sql`f.status = ${q.status}` : sql`true`}
  and ${q.kind ? sql`f.kind = ${q.kind}` : sql`true`}`;

export type FeedbackQuestionRow = { id: number; stem: string; topic: string; total: number };

/** A page of the questions with feedback the query picks: most feedback first, then newest. */
export const feedbackQuestions = (db: Db, q: FeedbackQuery, offset: number, limit: number) =>
  queryRows<FeedbackQuestionRow>(
    db,
    sql`select q.id, q.stem, ${topicPathOf(sql`q.topic_id`)} as topic,
          count(*) over ()::int as total
        from (select f.question_id, count(*) as n, max(f.created_at) as latest
              from question_feedback f where ${picked(q)} group by f.question_id) g
        join questions q on q.id = g.question_id
        order by g.n desc, g.latest desc, q.id
        offset ${offset} limit ${limit}`,
  );

/** The feedback the query picks on these questions, newest first. */
export const feedbackOnQuestions = (db: Db, q: FeedbackQuery, questionIds: number[]) =>
  queryRows<FeedbackRow>(
    db,
    sql`select ${columns} from question_feedback f left join users u on u.id = f.user_id
        where f.question_id = any(${numberArray(questionIds)}::int[]) and ${picked(q)}
        order by f.created_at desc, f.id desc`,
  );
