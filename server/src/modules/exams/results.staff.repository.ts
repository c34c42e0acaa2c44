import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { StatisticsInput } from './statistics';
import { containing } from '../../lib/sql-like';

/*
 * An exam's attempts as staff read them. Thirds are PostgreSQL's ntile(3) over the ranked
 * attempts, best first: the same order as ranks.
 */

const ranked = (examId: number) => sql`
  select id, score, time_taken_seconds,
    ntile(3) over (order by score desc, time_taken_seconds asc, id) as third
  from attempts where exam_id = ${examId} and ranked`;

export async function statisticsInput(
  db: Db,
  examId: number,
): Promise<Omit<StatisticsInput, 'maxScore'>> {
  const [scores, questions, choices] = await Promise.all([
    queryRows<{ score: number }>(
      db,
      sql`select score::float8 as score from (${ranked(examId)}) r
          order by score desc, time_taken_seconds asc, id`,
    ),
    queryRows<StatisticsInput['questions'][number]>(
      db,
      sql`select q.id, x.position, q.stem,
            (select json_agg(json_build_object('id', o.id, 'position', o.position,
                'correct', o.is_correct) order by o.position)
              from question_options o where o.question_id = q.id) as options
          from exam_questions x join questions q on q.id = x.question_id
          where x.exam_id = ${examId} order by x.position`,
    ),
    queryRows<StatisticsInput['choices'][number]>(
      db,
      sql`select aa.question_id as "questionId", aa.option_id as "optionId", r.third,
            count(*)::int as count
          from attempt_answers aa join (${ranked(examId)}) r on r.id = aa.attempt_id
          where aa.option_id is not null
          group by aa.question_id, aa.option_id, r.third`,
    ),
  ]);
  return {
    scores: scores.map((s) => s.score),
    questions: questions.map((q) => ({ ...q, options: q.options ?? [] })),
    choices,
  };
}

export type AttemptRow = {
  attemptId: string;
  learner: string | null;
  email: string | null;
  status: string;
  startedAt: Date;
  endedAt: Date | null;
  score: number | null;
  maxScore: number | null;
  correct: number | null;
  wrong: number | null;
  unanswered: number | null;
  timeTakenSeconds: number | null;
  ranked: boolean;
};

/** An exam's attempts, newest first, optionally those of learners matching `q`; and how many. */
export async function listAttempts(
  db: Db,
  examId: number,
  q: string | undefined,
  limit: number | null,
) {
  const like = q?.trim() ? containing(q.trim()) : null;
  const match = like ? sql`and (u.name ilike ${like} or u.email ilike ${like})` : sql``;
  const from = sql`from attempts a left join users u on u.id = a.user_id
    where a.exam_id = ${examId} ${match}`;
  const [rows, [count]] = await Promise.all([
    queryRows<AttemptRow>(
      db,
      sql`select a.id::text as "attemptId", u.name as learner, u.email, a.status,
            a.started_at as "startedAt", a.ended_at as "endedAt", a.score::float8 as score,
            a.max_score::float8 as "maxScore", a.correct, a.wrong, a.unanswered,
            a.time_taken_seconds as "timeTakenSeconds", a.ranked
          ${from} order by a.started_at desc, a.id ${limit === null ? sql`` : sql`limit ${limit}`}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { rows, total: count!.total };
}
