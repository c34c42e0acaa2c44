import { sql } from 'drizzle-orm';
import { prepared, queryRows, type Db } from '../../db/client';
import { toNumber, type PendingAnswer, type StoredAnswer } from './exams.types';
import { boolArray, numberArray, timeArray, uuidArray } from '../../lib/sql-arrays';

const WRITE_ANSWERS = `
  with input as (
    select * from unnest($1::uuid[], $2::int[], $3::int[], $4::bool[], $5::bigint[],
        $6::timestamptz[], $7::uuid[])
      with ordinality as u(attempt_id, question_id, option_id, marked_for_review, seq, saved_at,
        holder_id, n)
  ), live as (
    select id, holder_id from attempts
    where id = any($8::uuid[]) and status = 'in_progress'
    order by id for share
  ), accepted as (
    select distinct on (i.attempt_id, i.question_id) i.*
    from input i join live l on l.id = i.attempt_id
    where i.holder_id is null or i.holder_id = l.holder_id
    order by i.attempt_id, i.question_id, i.seq desc, i.n
  ), written as (
    insert into attempt_answers as aa
      (attempt_id, question_id, option_id, marked_for_review, seq, saved_at)
    select attempt_id, question_id, option_id, marked_for_review, seq, saved_at
    from accepted
    order by attempt_id, question_id
    on conflict (attempt_id, question_id) do update set
      option_id = excluded.option_id,
      marked_for_review = excluded.marked_for_review,
      seq = excluded.seq,
      saved_at = excluded.saved_at
    where excluded.seq > aa.seq and not aa.checked
    returning 1
  )
  select id::text, holder_id::text from live`;

/** The attempts of a write that were still open, each with its holder (null: none claimed it). */
export type LiveAttempts = Map<string, string | null>;

/**
 * Writes a batch of answers in ONE statement and returns the attempts that were still open, with
 * the holder each had while the rows were written. A row is written only into an open attempt,
 * and, when it names a holder, only if that is the attempt's holder: the caller whose holder is
 * not the one returned was refused. A row replaces the stored answer only when its seq is higher,
 * so retries and out-of-order arrivals never overwrite a newer answer; of several rows for one
 * question the highest seq goes (the first of equals); an answer checked in a learn-mode practice
 * set (checkAnswer) is never replaced. Locking the attempt rows FOR SHARE makes
 * finaliseAttempts (figures.repository.ts) and holdAttempt wait for the write, and the write wait
 * for them: each sees the other whole.
 */
export async function writeAnswers(db: Db, rows: PendingAnswer[]): Promise<LiveAttempts> {
  if (rows.length === 0) return new Map();
  const attemptIds = [...new Set(rows.map((r) => r.attemptId))].sort();
  const values = [
    uuidArray(rows.map((r) => r.attemptId)),
    numberArray(rows.map((r) => r.questionId)),
    numberArray(rows.map((r) => r.optionId)),
    boolArray(rows.map((r) => r.markedForReview)),
    numberArray(rows.map((r) => r.seq)),
    timeArray(rows.map((r) => r.savedAt)),
    uuidArray(rows.map((r) => r.holderId)),
    uuidArray(attemptIds),
  ];
  const live = await prepared<{ id: string; holder_id: string | null }>(
    db,
    'write-held-answers',
    WRITE_ANSWERS,
    values,
  );
  return new Map(live.map((l) => [l.id, l.holder_id]));
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

export type CheckedRow = { questionId: number; optionId: number };

/** The answers of an attempt checked in learn mode, in no particular order. */
export const checkedAnswers = (db: Db, attemptId: string) =>
  queryRows<CheckedRow>(
    db,
    sql`select question_id as "questionId", option_id as "optionId" from attempt_answers
        where attempt_id = ${attemptId}::uuid and checked`,
  );

/**
 * Checks a learn-mode answer inside the caller's transaction: the attempt row is locked first
 * (so two checks of one question are one, and the attempt cannot end meanwhile). Answers the
 * attempt's state, and the answer that stands: the one checked before, if any (`fresh` false),
 * else `optionId`, written and checked now. A checked answer is never replaced (writeAnswers).
 */
export async function checkAnswer(
  db: Db,
  a: { attemptId: string; questionId: number; optionId: number; at: Date },
) {
  const [attempt] = await queryRows<{ status: string }>(
    db,
    sql`select status from attempts where id = ${a.attemptId}::uuid for update`,
  );
  if (attempt?.status !== 'in_progress') return { open: false as const };
  const [before] = await queryRows<{ option_id: number | null; checked: boolean }>(
    db,
    sql`select option_id, checked from attempt_answers
        where attempt_id = ${a.attemptId}::uuid and question_id = ${a.questionId}`,
  );
  if (before?.checked && before.option_id !== null)
    return { open: true as const, optionId: before.option_id, fresh: false };
  await db.execute(sql`
    insert into attempt_answers as aa
      (attempt_id, question_id, option_id, marked_for_review, seq, saved_at, checked)
    values (${a.attemptId}::uuid, ${a.questionId}, ${a.optionId}, false, 0,
      ${a.at.toISOString()}::timestamptz, true)
    on conflict (attempt_id, question_id) do update set
      option_id = excluded.option_id, saved_at = excluded.saved_at, checked = true`);
  return { open: true as const, optionId: a.optionId, fresh: true };
}
