import { sql, type SQL } from 'drizzle-orm';
import { prepared, queryRows, type Db } from '../../db/client';
import { numberArray, textArray, timeArray, uuidArray } from '../../lib/sql-arrays';
import {
  toNumber,
  type AttemptRow,
  type ExamDetail,
  type NewAttempt,
  type StoredAnswer,
} from './exams.types';

type RawAttempt = {
  id: string;
  exam_id: number;
  user_id: string | null;
  status: AttemptRow['status'];
  started_at: Date;
  deadline: Date;
  ended_at: Date | null;
  score: number | string | null;
  max_score: number | string | null;
  correct: number | null;
  wrong: number | null;
  unanswered: number | null;
  time_taken_seconds: number | null;
  ranked: boolean;
  holder_id: string | null;
};

const columns = sql.raw(`a.id::text as id, a.exam_id, a.user_id, a.status, a.started_at, a.deadline,
  a.ended_at, a.score::float8 as score, a.max_score::float8 as max_score, a.correct, a.wrong,
  a.unanswered, a.time_taken_seconds, a.ranked, a.holder_id::text as holder_id`);

function toAttempt(r: RawAttempt): AttemptRow {
  return {
    id: r.id,
    examId: r.exam_id,
    userId: r.user_id,
    status: r.status,
    startedAt: r.started_at,
    deadline: r.deadline,
    endedAt: r.ended_at,
    score: r.score === null ? null : toNumber(r.score),
    maxScore: r.max_score === null ? null : toNumber(r.max_score),
    correct: r.correct,
    wrong: r.wrong,
    unanswered: r.unanswered,
    timeTakenSeconds: r.time_taken_seconds,
    ranked: r.ranked,
    holderId: r.holder_id,
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
    numberArray(col((r) => r.examId)),
    textArray(col((r) => r.userId)),
    timeArray(col((r) => r.startedAt)),
    timeArray(col((r) => r.deadline)),
    numberArray(col((r) => r.maxAttempts)),
  ]);
  return new Set(inserted.map((r) => r.id));
}

/**
 * Gives an open attempt to a new holder; false when it is no longer open. The update waits for
 * answer writes holding the attempt (FOR SHARE, see answers.repository) to commit, so whatever
 * they acknowledged is in the paper read after it, and every write after it sees the new holder.
 */
export async function holdAttempt(db: Db, id: string, holderId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update attempts set holder_id = ${holderId}::uuid
        where id = ${id}::uuid and status = 'in_progress' returning id::text`,
  );
  return rows.length > 0;
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

/** Open attempts whose deadline is before `cutoff` (optionally one learner's only). */
export async function openAttemptIdsBefore(
  db: Db,
  cutoff: Date,
  opts: { userId?: string; limit?: number } = {},
): Promise<string[]> {
  const who = opts.userId ? sql`and user_id = ${opts.userId}` : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id::text from attempts where status = 'in_progress'
        and deadline < ${cutoff.toISOString()}::timestamptz ${who}
        order by deadline limit ${opts.limit ?? 1000}`,
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
    RawAttempt & {
      exam_title: string;
      course_id: number;
      kind: ExamDetail['kind'];
      course_name: string;
    }
  >(
    db,
    sql`select ${columns}, e.title as exam_title, e.course_id, e.kind, c.name as course_name
        from attempts a join exams e on e.id = a.exam_id join courses c on c.id = e.course_id
        where a.user_id = ${userId} and a.status <> 'in_progress'
        order by a.ended_at desc`,
  );
  return rows.map((r) => ({
    ...toAttempt(r),
    examTitle: r.exam_title,
    courseId: r.course_id,
    kind: r.kind,
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
