import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uuidArray } from '../../lib/sql-arrays';

/*
 * What each learner has made of each question (learner_questions), wherever they answered it:
 * the one writer of those rows (decision 026). An attempt's answers are counted when it ends, and a
 * learn-mode answer when it is checked (then never again at the end).
 */

/**
 * Adds answers to the learners' figures. `answers` yields (user_id, question_id, is_correct,
 * saved_at), one row per answer; several answers of one learner to one question (two papers that
 * share it, ended together) are counted together, the latest deciding "last answered right".
 */
async function addAnswers(db: Db, answers: SQL) {
  await db.execute(sql`
    insert into learner_questions as lq
      (user_id, question_id, answered, correct, last_correct, right_in_row, last_answered_at)
    select user_id, question_id, count(*)::int, count(*) filter (where is_correct)::int,
      (array_agg(is_correct order by saved_at desc))[1],
      case when bool_and(is_correct) then count(*)::int
           when (array_agg(is_correct order by saved_at desc))[1] then 1 else 0 end,
      max(saved_at)
    from (${answers}) as a(user_id, question_id, is_correct, saved_at)
    group by user_id, question_id
    on conflict (user_id, question_id) do update set
      answered = lq.answered + excluded.answered,
      correct = lq.correct + excluded.correct,
      last_correct = excluded.last_correct,
      right_in_row = case when excluded.right_in_row = excluded.answered
        then lq.right_in_row + excluded.answered else excluded.right_in_row end,
      last_answered_at = greatest(lq.last_answered_at, excluded.last_answered_at)`);
}

/**
 * Counts the answers of attempts that have just ended (those on the attempt's paper, with an
 * option of their question), but those checked in learn mode, which were counted then.
 */
export const addAnswersOfAttempts = (db: Db, attemptIds: string[]) =>
  addAnswers(
    db,
    sql`select a.user_id, aa.question_id, o.is_correct, aa.saved_at
        from attempts a
        join attempt_answers aa on aa.attempt_id = a.id and not aa.checked
        join exam_questions x on x.exam_id = a.exam_id and x.question_id = aa.question_id
        join question_options o on o.id = aa.option_id and o.question_id = aa.question_id
        where a.id = any(${uuidArray(attemptIds)}::uuid[]) and a.user_id is not null`,
  );

/** Counts one answer checked in a learn-mode practice set. */
export const addCheckedAnswer = (
  db: Db,
  a: { userId: string; questionId: number; correct: boolean; at: Date },
) =>
  addAnswers(
    db,
    sql`select ${a.userId}::text, ${a.questionId}::int, ${a.correct}::boolean,
          ${a.at.toISOString()}::timestamptz`,
  );
