import { sql, type SQL } from 'drizzle-orm';
import { prepared, queryRows, type Db } from '../../db/client';
import { numberArray, textArray, timeArray, uuidArray } from '../../lib/sql-arrays';
import {
  toNumber,
  type AttemptRow,
  type AttemptTally,
  type FinishedFigures,
  type MarkedFigures,
  type NewAttempt,
  type StoredAnswer,
} from './exams.types';

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
    numberArray(col((r) => r.examId)),
    textArray(col((r) => r.userId)),
    timeArray(col((r) => r.startedAt)),
    timeArray(col((r) => r.deadline)),
    numberArray(col((r) => r.maxAttempts)),
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

type RawTally = {
  id: string;
  started_at: Date | string;
  deadline: Date | string;
  correct: number;
  wrong: number;
  questions: number;
  marks: number;
  neg_num: number;
  neg_den: number;
};

/**
 * What each attempt `which` picks holds by the key as it is now: its right and wrong answers (an
 * answer counts only with an option of its own question), and its exam's questions and marking.
 * The one count behind finishing an attempt and regrading one.
 */
async function tallies(db: Db, which: SQL): Promise<AttemptTally[]> {
  const rows = await queryRows<RawTally>(
    db,
    sql`select a.id::text as id, a.started_at, a.deadline, c.correct, c.wrong,
          (select count(*)::int from questions q where q.exam_id = a.exam_id) as questions,
          e.marks_per_question::float8 as marks, e.negative_marks_numerator::float8 as neg_num,
          e.negative_marks_denominator as neg_den
        from attempts a join exams e on e.id = a.exam_id
        cross join lateral (
          select count(*) filter (where o.is_correct)::int as correct,
            count(*) filter (where not o.is_correct)::int as wrong
          from attempt_answers aa
          join question_options o on o.id = aa.option_id and o.question_id = aa.question_id
          where aa.attempt_id = a.id
        ) c
        where ${which}`,
  );
  return rows.map((r) => ({
    id: r.id,
    startedAt: new Date(r.started_at),
    deadline: new Date(r.deadline),
    correct: r.correct,
    wrong: r.wrong,
    questions: r.questions,
    marksPerQuestion: toNumber(r.marks),
    negativeNumerator: toNumber(r.neg_num),
    negativeDenominator: r.neg_den,
  }));
}

/**
 * Finishes open attempts: `submitted` (the learner ended it) or `expired` (deadline passed), with
 * the figures `figuresOf` works out from what each holds. Locks each attempt row FOR UPDATE
 * first, in its own statement: an answer write holding the row (FOR KEY SHARE) commits before
 * the counting statement starts, and a later one sees the new status and is refused. So every
 * acknowledged answer is counted, and none lands afterwards.
 */
export async function finaliseAttempts(
  db: Db,
  ids: string[],
  status: 'submitted' | 'expired',
  figuresOf: (t: AttemptTally) => FinishedFigures,
) {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    const locked = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from attempts where id = any(${uuidArray(ids)}::uuid[])
          and status = 'in_progress' order by id for update`,
    );
    if (locked.length === 0) return;
    const lockedIds = uuidArray(locked.map((l) => l.id));
    const f = (await tallies(tx, sql`a.id = any(${lockedIds}::uuid[])`)).map(figuresOf);
    await tx.execute(sql`
      update attempts a set
        status = ${status},
        ended_at = f.ended_at,
        correct = f.correct,
        wrong = f.wrong,
        unanswered = f.unanswered,
        score = f.score,
        max_score = f.max_score,
        time_taken_seconds = f.time_taken,
        ranked = a.user_id is not null and not exists (
          select 1 from attempts b where b.exam_id = a.exam_id and b.user_id = a.user_id and b.ranked)
      from unnest(
        ${uuidArray(f.map((x) => x.id))}::uuid[],
        ${timeArray(f.map((x) => x.endedAt))}::timestamptz[],
        ${numberArray(f.map((x) => x.correct))}::int[],
        ${numberArray(f.map((x) => x.wrong))}::int[],
        ${numberArray(f.map((x) => x.unanswered))}::int[],
        ${numberArray(f.map((x) => x.score))}::numeric[],
        ${numberArray(f.map((x) => x.maxScore))}::numeric[],
        ${numberArray(f.map((x) => x.timeTakenSeconds))}::int[]
      ) as f(id, ended_at, correct, wrong, unanswered, score, max_score, time_taken)
      where a.id = f.id`);
  });
}

/** What the finished attempts of an exam hold by today's key and marking (to regrade them). */
export const finishedTallies = (db: Db, examId: number) =>
  tallies(db, sql`a.exam_id = ${examId} and a.status <> 'in_progress'`);

/** New marks of finished attempts (a regrade); their end, time and rank stay as they were. */
export async function writeMarks(db: Db, f: MarkedFigures[]) {
  if (f.length === 0) return;
  await db.execute(sql`
    update attempts a set correct = f.correct, wrong = f.wrong, unanswered = f.unanswered,
      score = f.score, max_score = f.max_score
    from unnest(
      ${uuidArray(f.map((x) => x.id))}::uuid[],
      ${numberArray(f.map((x) => x.correct))}::int[],
      ${numberArray(f.map((x) => x.wrong))}::int[],
      ${numberArray(f.map((x) => x.unanswered))}::int[],
      ${numberArray(f.map((x) => x.score))}::numeric[],
      ${numberArray(f.map((x) => x.maxScore))}::numeric[]
    ) as f(id, correct, wrong, unanswered, score, max_score)
    where a.id = f.id`);
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
