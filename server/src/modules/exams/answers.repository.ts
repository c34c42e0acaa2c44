import { sql } from 'drizzle-orm';
import { prepared, queryRows, type Db } from '../../db/client';
import { toNumber, type PendingAnswer, type StoredAnswer } from './exams.types';
import { boolArray, numberArray, timeArray, uuidArray } from '../../lib/sql-arrays';

const WRITE_ANSWERS = `
  with input as (
    select * from unnest($1::uuid[], $2::int[], $3::int[], $4::bool[], $5::bigint[], $6::timestamptz[])
      as u(attempt_id, question_id, option_id, marked_for_review, seq, saved_at)
  ), live as (
    select id from attempts
    where id = any($7::uuid[]) and status = 'in_progress'
    order by id for key share
  ), written as (
    insert into attempt_answers as aa
      (attempt_id, question_id, option_id, marked_for_review, seq, saved_at)
    select i.attempt_id, i.question_id, i.option_id, i.marked_for_review, i.seq, i.saved_at
    from input i join live l on l.id = i.attempt_id
    order by i.attempt_id, i.question_id
    on conflict (attempt_id, question_id) do update set
      option_id = excluded.option_id,
      marked_for_review = excluded.marked_for_review,
      seq = excluded.seq,
      saved_at = excluded.saved_at
    where excluded.seq > aa.seq
    returning 1
  )
  select id::text from live`;

/**
 * Writes a batch of answers in ONE statement and returns the attempts that were still open.
 * A row replaces the stored answer only when its seq is higher, so retries and out-of-order
 * arrivals never overwrite a newer answer. Rows of attempts that are no longer in progress are
 * not written (finaliseAttempts in figures.repository.ts holds the locking that makes this
 * race-free). The caller must pass at most one row per (attempt, question).
 */
export async function writeAnswers(db: Db, rows: PendingAnswer[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const attemptIds = [...new Set(rows.map((r) => r.attemptId))].sort();
  const values = [
    uuidArray(rows.map((r) => r.attemptId)),
    numberArray(rows.map((r) => r.questionId)),
    numberArray(rows.map((r) => r.optionId)),
    boolArray(rows.map((r) => r.markedForReview)),
    numberArray(rows.map((r) => r.seq)),
    timeArray(rows.map((r) => r.savedAt)),
    uuidArray(attemptIds),
  ];
  const live = await prepared<{ id: string }>(db, 'write-answers', WRITE_ANSWERS, values);
  return new Set(live.map((l) => l.id));
}

export async function answersOfAttempt(db: Db, attemptId: string): Promise<StoredAnswer[]> {
  const rows = await queryRows<{
    question_id: number;
    option_id: number | null;
    marked_for_review: boolean;
    seq: number | string;
  }>(
    db,
    sql`select question_id, option_id, marked_for_review, seq::float8 as seq
        from attempt_answers where attempt_id = ${attemptId}::uuid`,
  );
  return rows.map((r) => ({
    questionId: r.question_id,
    optionId: r.option_id,
    markedForReview: r.marked_for_review,
    seq: toNumber(r.seq),
  }));
}
