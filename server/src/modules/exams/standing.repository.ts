import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { LEADERBOARD_PLACES, TOP_SHARE, TREND_TESTS } from '@pariksha/contracts/progress';
import { numberArray } from '../../lib/sql-arrays';
import type { Week } from './standing.rules';

/*
 * "Where I stand" and the weekly leaderboard (decision 027). Topic figures are practice's
 * (practice.repository); here are the learner's ranked tests and the week's board.
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type TrendRow = {
  attemptId: string;
  examId: number;
  title: string;
  kind: 'mock' | 'paper';
  endedAt: Date;
  score: number;
  maxScore: number;
  seconds: number;
  questions: number;
};

/** The learner's latest ranked (first finished) attempts of mock tests and papers, newest first. */
export const latestTests = (db: Db, userId: string) =>
  queryRows<TrendRow>(
    db,
    sql`select a.id::text as "attemptId", e.id as "examId", e.title, e.kind,
          a.ended_at as "endedAt", a.score::float8 as score, a.max_score::float8 as "maxScore",
          a.time_taken_seconds as seconds, (a.correct + a.wrong + a.unanswered) as questions
        from attempts a join exams e on e.id = a.exam_id
        where a.user_id = ${userId} and a.ended_at is not null and a.ranked
          and e.kind in ('mock', 'paper')
        order by a.ended_at desc, a.id desc
        limit ${TREND_TESTS}`,
  );

export type TopPaceRow = { examId: number; takers: number; topTakers: number; top: number };

/**
 * For each exam: its ranked takers, and the seconds per question of its best tenth (score, then
 * time, as ranks are), averaged over the paper's questions (a taken paper's questions are fixed).
 * Both read the ranking index alone, best first, as far as they need.
 */
export const topPace = (db: Db, examIds: number[]) =>
  queryRows<TopPaceRow>(
    db,
    sql`select x.id as "examId", n.takers, k.top as "topTakers", t.seconds / p.questions as top
        from unnest(${numberArray(examIds)}::int[]) as x(id)
        cross join lateral (select count(*)::int as questions from exam_questions
                            where exam_id = x.id) p
        cross join lateral (select count(*)::int as takers from attempts
                            where exam_id = x.id and ranked) n
        cross join lateral (select greatest(1, ceil(n.takers * ${TOP_SHARE}::float8))::int as top) k
        cross join lateral (
          select avg(b.time_taken_seconds)::float8 as seconds
          from (select time_taken_seconds from attempts where exam_id = x.id and ranked
                order by score desc, time_taken_seconds asc limit k.top) b) t
        where n.takers > 0 and p.questions > 0`,
  );

export async function levelNamed(db: Db, levelId: number) {
  const rows = await queryRows<{ id: number; name: string; nameMl: string | null }>(
    db,
    sql`select id, name, name_ml as "nameMl" from levels where id = ${levelId}`,
  );
  return rows[0];
}

/** The exams a level's board counts: the mock tests and papers of its courses, its days' quizzes. */
const examsOfLevel = (levelId: number) => sql`(
  select e.id from exams e join courses c on c.id = e.course_id
  where c.level_id = ${levelId} and e.kind in ('mock', 'paper')
  union all
  select e.id from exams e where e.level_id = ${levelId} and e.kind = 'daily')`;

export type BoardRow = {
  row: 'entry' | 'you';
  place: number;
  name: string | null;
  points: number;
  tests: number;
  seconds: number;
  you: boolean;
  ranked: number;
};

/**
 * The week's board of a level, in one statement: each learner's points (the sum of their ranked
 * tests' percentages that week, each at least 0), the first places among those who chose a name
 * (more points first, then fewer seconds), and the learner's own row with the place they hold
 * among those, shown or not.
 */
export const weekBoard = (db: Db, levelId: number, week: Week, userId: string) =>
  queryRows<BoardRow>(
    db,
    sql`with week as (
          select a.user_id, sum(greatest(0, 100 * a.score / a.max_score))::float8 as points,
            sum(a.time_taken_seconds)::int as seconds, count(*)::int as tests
          from attempts a
          where a.ranked and a.user_id is not null and a.max_score > 0
            and a.ended_at >= ${at(week.startsAt)} and a.ended_at < ${at(week.endsAt)}
            and a.exam_id in ${examsOfLevel(levelId)}
          group by a.user_id),
        shown as (
          select w.*, p.leaderboard_name as name from week w
          join profiles p on p.user_id = w.user_id where p.leaderboard_name is not null),
        board as (
          select s.*, rank() over (order by s.points desc, s.seconds asc)::int as place from shown s)
        (select 'entry' as row, b.place, b.name, b.points, b.tests, b.seconds,
           b.user_id = ${userId} as you, (select count(*) from shown)::int as ranked
         from board b order by b.place, b.name, b.user_id limit ${LEADERBOARD_PLACES})
        union all
        select 'you', 1 + (select count(*) from shown s where s.user_id <> w.user_id
                             and (s.points > w.points
                                  or (s.points = w.points and s.seconds < w.seconds)))::int,
          null, w.points, w.tests, w.seconds,
          exists (select 1 from shown s where s.user_id = w.user_id), 0
        from week w where w.user_id = ${userId}`,
  );
