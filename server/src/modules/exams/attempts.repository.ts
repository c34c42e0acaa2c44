import { sql, type SQL } from 'drizzle-orm';
import { ANSWER_GRACE_SECONDS } from '@pariksha/contracts/exams';
import { prepared, queryRows, type Db } from '../../db/client';
import { toNumber, type AttemptRow, type NewAttempt, type StoredAnswer } from './exams.types';
import { intArray, textArray, timeArray, uuidArray } from '../../lib/sql-arrays';

type RawAttempt = {
  id: string;
  exam_id: number;
  user_id: string | null;
  status: AttemptRow['status'];
  started_at: Date | string;
  deadline: Date | string;
  ended_at: Date | string | null;
  score: number | string | null;
  max_score: number | string | null;
  correct: number | null;
  wrong: number | null;
  unanswered: number | null;
  time_taken_seconds: number | null;
  ranked: boolean;
};

const columns = sql.raw(`a.id::text as id, a.exam_id, a.user_id, a.status, a.started_at, a.deadline,
  a.ended_at, a.score::float8 as score, a.max_score::float8 as max_score, a.correct, a.wrong,
  a.unanswered, a.time_taken_seconds, a.ranked`);

function toAttempt(r: RawAttempt): AttemptRow {
  return {
    id: r.id,
    examId: r.exam_id,
    userId: r.user_id,
    status: r.status,
    startedAt: new Date(r.started_at),
    deadline: new Date(r.deadline),
    endedAt: r.ended_at === null ? null : new Date(r.ended_at),
    score: r.score === null ? null : toNumber(r.score),
    maxScore: r.max_score === null ? null : toNumber(r.max_score),
    correct: r.correct,
    wrong: r.wrong,
    unanswered: r.unanswered,
    timeTakenSeconds: r.time_taken_seconds,
    ranked: r.ranked,
  };
}

async function select(db: Db, where: SQL): Promise<AttemptRow[]> {
  const rows = await queryRows<RawAttempt>(
    db,
    sql`select ${columns} from attempts a where ${where}`,
  );
  return rows.map(toAttempt);
}

export async function findAttempt(db: Db, id: string): Promise<AttemptRow | null> {
  return (await select(db, sql`id = ${id}::uuid`))[0] ?? null;
}

export async function findOpenAttempt(db: Db, examId: number, userId: string) {
  const where = sql`exam_id = ${examId} and user_id = ${userId} and status = 'in_progress'`;
  return (await select(db, where))[0] ?? null;
}

export async function countAttempts(db: Db, examId: number, userId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from attempts where exam_id = ${examId} and user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

const INSERT_ATTEMPTS = `
  insert into attempts (id, exam_id, user_id, status, started_at, deadline)
  select i.id, i.exam_id, i.user_id, 'in_progress', i.started_at, i.deadline
  from unnest($1::uuid[], $2::int[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::int[])
    with ordinality as i(id, exam_id, user_id, started_at, deadline, max_attempts, n)
  where i.max_attempts is null or i.max_attempts > (select count(*) from attempts b
    where b.exam_id = i.exam_id and b.user_id = i.user_id)
  order by i.n
  on conflict do nothing
  returning id::text`;

/**
 * Inserts new attempts in ONE statement; returns the ids inserted. A row is left out when its
 * learner already has an open attempt of that exam (a concurrent start won) or has used the
 * exam's attempts; the caller tells these apart. Rows are written in (exam, learner) order, so
 * concurrent writes wait for each other in the same order and cannot deadlock. The caller must
 * pass at most one row per (exam, learner).
 */
export async function insertAttempts(db: Db, rows: NewAttempt[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const sorted = [...rows].sort((a, b) =>
    a.examId !== b.examId ? a.examId - b.examId : a.userId < b.userId ? -1 : 1,
  );
  const col = <T>(f: (r: NewAttempt) => T) => sorted.map(f);
  const inserted = await prepared<{ id: string }>(db, 'insert-attempts', INSERT_ATTEMPTS, [
    uuidArray(col((r) => r.id)),
    intArray(col((r) => r.examId)),
    textArray(col((r) => r.userId)),
    timeArray(col((r) => r.startedAt)),
    timeArray(col((r) => r.deadline)),
    intArray(col((r) => r.maxAttempts)),
  ]);
  return new Set(inserted.map((r) => r.id));
}

/** One attempt with the answers stored so far, in one query (the paper). */
export async function findAttemptWithAnswers(
  db: Db,
  id: string,
): Promise<{ attempt: AttemptRow; answers: StoredAnswer[] } | null> {
  const [row] = await queryRows<
    RawAttempt & { answers: [number, number | null, boolean, number][] }
  >(
    db,
    sql`select ${columns}, coalesce((
          select json_agg(json_build_array(aa.question_id, aa.option_id, aa.marked_for_review, aa.seq))
          from attempt_answers aa where aa.attempt_id = a.id), '[]') as answers
        from attempts a where a.id = ${id}::uuid`,
  );
  if (!row) return null;
  const answers = row.answers.map(([questionId, optionId, markedForReview, seq]) => ({
    questionId,
    optionId,
    markedForReview,
    seq: Number(seq),
  }));
  return { attempt: toAttempt(row), answers };
}

/**
 * Finishes open attempts: `submitted` (the learner ended it) or `expired` (deadline passed).
 * Locks each attempt row FOR UPDATE first, in its own statement: an answer write holding the row
 * (FOR KEY SHARE) commits before the counting statement starts, and a later one sees the new
 * status and is refused. So every acknowledged answer is counted, and none lands afterwards.
 */
export async function finaliseAttempts(
  db: Db,
  ids: string[],
  now: Date,
  mode: 'submitted' | 'expired',
) {
  if (ids.length === 0) return;
  const nowIso = now.toISOString();
  await db.transaction(async (tx) => {
    const locked = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from attempts where id = any(${uuidArray(ids)}::uuid[])
          and status = 'in_progress' order by id for update`,
    );
    if (locked.length === 0) return;
    const endedAt = mode === 'expired' ? sql`a.deadline` : sql`${nowIso}::timestamptz`;
    await tx.execute(sql`
      with counts as (
        select aa.attempt_id,
          count(*) filter (where o.is_correct)::int as correct,
          count(*) filter (where not o.is_correct)::int as wrong
        from attempt_answers aa
        join question_options o on o.id = aa.option_id and o.question_id = aa.question_id
        where aa.attempt_id = any(${uuidArray(locked.map((l) => l.id))}::uuid[])
        group by aa.attempt_id
      ), figures as (
        select a.id, coalesce(c.correct, 0) as correct, coalesce(c.wrong, 0) as wrong,
          (select count(*)::int from questions q where q.exam_id = a.exam_id) as total,
          e.marks_per_question as marks, e.negative_marks_numerator as num,
          e.negative_marks_denominator as den
        from attempts a join exams e on e.id = a.exam_id left join counts c on c.attempt_id = a.id
        where a.id = any(${uuidArray(locked.map((l) => l.id))}::uuid[])
      )
      update attempts a set
        status = ${mode},
        ended_at = ${endedAt},
        correct = f.correct,
        wrong = f.wrong,
        unanswered = f.total - f.correct - f.wrong,
        score = round((f.correct * f.marks * f.den - f.wrong * f.num) / f.den, 4),
        max_score = f.total * f.marks,
        time_taken_seconds = greatest(0, round(extract(epoch from
          (least(${endedAt}, a.deadline) - a.started_at))))::int,
        ranked = a.user_id is not null and not exists (
          select 1 from attempts b where b.exam_id = a.exam_id and b.user_id = a.user_id and b.ranked)
      from figures f where f.id = a.id`);
  });
}

/** Open attempts whose deadline and grace have both passed (optionally one learner's only). */
export async function overdueAttemptIds(
  db: Db,
  now: Date,
  opts: { userId?: string; limit?: number } = {},
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000).toISOString();
  const who = opts.userId ? sql`and user_id = ${opts.userId}` : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id::text from attempts where status = 'in_progress'
        and deadline < ${cutoff}::timestamptz ${who} order by deadline limit ${opts.limit ?? 1000}`,
  );
  return rows.map((r) => r.id);
}

export async function attemptsOfUser(db: Db, userId: string, examIds: number[]) {
  if (examIds.length === 0) return [];
  return select(
    db,
    sql`user_id = ${userId} and exam_id = any(${`{${examIds.join(',')}}`}::int[])
        order by started_at desc`,
  );
}

export async function finishedAttemptsOfUser(db: Db, userId: string) {
  const rows = await queryRows<
    RawAttempt & { exam_title: string; course_id: number; course_name: string }
  >(
    db,
    sql`select ${columns}, e.title as exam_title, e.course_id, c.name as course_name
        from attempts a join exams e on e.id = a.exam_id join courses c on c.id = e.course_id
        where a.user_id = ${userId} and a.status <> 'in_progress'
        order by a.ended_at desc`,
  );
  return rows.map((r) => ({
    ...toAttempt(r),
    examTitle: r.exam_title,
    courseId: r.course_id,
    courseName: r.course_name,
  }));
}

/** Scores of every learner's first finished attempt except this one's learner, for rank and chart. */
export async function rivalScores(db: Db, a: AttemptRow) {
  const rows = await queryRows<{ score: number; time: number; n: number }>(
    db,
    sql`select score::float8 as score, time_taken_seconds as time, count(*)::int as n
        from attempts where exam_id = ${a.examId} and ranked and id <> ${a.id}::uuid
          and (user_id is null or user_id is distinct from ${a.userId})
        group by score, time_taken_seconds`,
  );
  return rows.map((r) => ({ score: toNumber(r.score), time: r.time, n: r.n }));
}
