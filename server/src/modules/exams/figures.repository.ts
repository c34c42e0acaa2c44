import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { numberArray, timeArray, uuidArray } from '../../lib/sql-arrays';
import { addAnswersOfAttempts } from './learner-questions.repository';
import {
  toNumber,
  type AttemptTally,
  type FinishedFigures,
  type MarkedFigures,
} from './exams.types';

/*
 * The figures of attempts (right, wrong, unanswered, score): what their answers count for by the
 * key, written when an attempt ends and again when a regrade changes the key or the marks.
 */

type RawTally = {
  id: string;
  started_at: Date;
  deadline: Date;
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
          (select count(*)::int from exam_questions x where x.exam_id = a.exam_id) as questions,
          e.marks_per_question::float8 as marks, e.negative_marks_numerator::float8 as neg_num,
          e.negative_marks_denominator as neg_den
        from attempts a join exams e on e.id = a.exam_id
        cross join lateral (
          select count(*) filter (where o.is_correct)::int as correct,
            count(*) filter (where not o.is_correct)::int as wrong
          from attempt_answers aa
          join question_options o on o.id = aa.option_id and o.question_id = aa.question_id
          join exam_questions x on x.exam_id = a.exam_id and x.question_id = aa.question_id
          where aa.attempt_id = a.id
        ) c
        where ${which}`,
  );
  return rows.map((r) => ({
    id: r.id,
    startedAt: r.started_at,
    deadline: r.deadline,
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
 * first, in its own statement: an answer write holding the row (FOR SHARE) commits before
 * the counting statement starts, and a later one sees the new status and is refused. So every
 * acknowledged answer is counted, and none lands afterwards. The learners' figures of each
 * question they answered (learner_questions) are written in the same transaction.
 */
export async function finaliseAttempts(
  db: Db,
  ids: string[],
  status: 'submitted' | 'expired',
  figuresOf: (t: AttemptTally) => FinishedFigures,
  holderId?: string,
) {
  if (ids.length === 0) return;
  // An end from a tab or device that no longer holds the attempt ends nothing.
  const held = holderId ? sql`and holder_id = ${holderId}::uuid` : sql``;
  await db.transaction(async (tx) => {
    const locked = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from attempts where id = any(${uuidArray(ids)}::uuid[])
          and status = 'in_progress' ${held} order by id for update`,
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
    await addAnswersOfAttempts(
      tx,
      locked.map((l) => l.id),
    );
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
