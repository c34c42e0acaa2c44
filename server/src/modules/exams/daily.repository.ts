import { sql, type SQL } from 'drizzle-orm';
import { CURRENT_AFFAIRS_DAYS, DAILY_CURRENT_AFFAIRS } from '@pariksha/contracts/daily-paths';
import { queryRows, type Db } from '../../db/client';
import { examSections, exams } from '../../db/schema/index';
import { appendToPaper } from './bank.staff.repository';
import { levelDrawable } from './practice.repository';

/*
 * The day's quiz (decision 026): exams of kind `daily`, one per exam level and India-time day, the
 * draw that makes one, and what learners read of them (their takes, the streak, the leaderboard).
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The learner's exam level, with its names; undefined when they have not chosen one. */
export async function levelOf(db: Db, userId: string) {
  const rows = await queryRows<{ id: number; name: string; nameMl: string | null }>(
    db,
    sql`select l.id, l.name, l.name_ml as "nameMl" from profiles p
        join levels l on l.id = p.target_level_id where p.user_id = ${userId}`,
  );
  return rows[0];
}

/** The id of a level's quiz of a day, if it has been made. */
export async function findQuiz(db: Db, levelId: number, day: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from exams where level_id = ${levelId} and quiz_day = ${day}::date`,
  );
  return rows[0]?.id;
}

/**
 * Draws a level's quiz of a day: up to `count` questions its learners may all see, the week's
 * current-affairs questions first (at most DAILY_CURRENT_AFFAIRS), then the subjects of the topic
 * tree taken in turn. Every order is a hash of (day, level, id), so every node draws the same quiz.
 * A current-affairs question is one filed under the subject named "Current affairs" and added to
 * the bank in the CURRENT_AFFAIRS_DAYS before the quiz opens.
 */
export async function drawQuiz(
  db: Db,
  q: { levelId: number; day: string; opensAt: Date; now: Date; count: number },
) {
  const seed = `${q.day}:${q.levelId}`;
  const weekAgo = new Date(q.opensAt.getTime() - CURRENT_AFFAIRS_DAYS * 24 * 60 * 60_000);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive roots(id, root) as (
          select id, id from topics where parent_id is null
          union all select t.id, r.root from topics t join roots r on t.parent_id = r.id),
        pool as (
          select q.id, r.root as subject, md5(${seed}::text || ':' || q.id) as h,
            coalesce(lower(s.name) = 'current affairs' and q.created_at > ${at(weekAgo)}, false)
              as fresh
          from questions q left join roots r on r.id = q.topic_id
          left join topics s on s.id = r.root
          where q.id in ${levelDrawable(q.levelId, q.now)}),
        news as (select id, h from pool where fresh order by h limit ${DAILY_CURRENT_AFFAIRS}),
        drawn as (
          select id, h, 0 as band, 0::bigint as turn, '' as sh from news
          union all
          select id, h, 1, row_number() over (partition by subject order by h),
            md5(${seed}::text || ':' || coalesce(subject, 0))
          from pool where id not in (select id from news))
        select id from drawn order by band, turn, sh, h limit ${q.count}`,
  );
  return rows.map((r) => r.id);
}

export type NewQuiz = {
  levelId: number;
  day: string;
  title: string;
  opensAt: Date;
  closesAt: Date;
  durationSeconds: number;
  questionIds: number[];
};

/**
 * Writes a level's quiz of a day, in the caller's transaction: PSC marking (+1, −1/3), one attempt.
 * Undefined when another request made it first (the unique index on level and day).
 */
export async function insertQuiz(db: Db, p: NewQuiz) {
  const [exam] = await db
    .insert(exams)
    .values({
      kind: 'daily',
      levelId: p.levelId,
      quizDay: p.day,
      title: p.title,
      durationSeconds: p.durationSeconds,
      marksPerQuestion: '1',
      negativeMarksNumerator: '1',
      negativeMarksDenominator: 3,
      maxAttempts: 1,
      opensAt: p.opensAt,
      closesAt: p.closesAt,
    })
    .onConflictDoNothing({ target: [exams.levelId, exams.quizDay] })
    .returning({ id: exams.id });
  if (!exam) return undefined;
  const [section] = await db
    .insert(examSections)
    .values({ examId: exam.id, position: 1, title: 'Daily quiz' })
    .returning({ id: examSections.id });
  await appendToPaper(db, exam.id, section!.id, p.questionIds);
  return exam.id;
}

export type QuizRow = {
  examId: number;
  day: string;
  levelId: number;
  levelName: string;
  levelNameMl: string | null;
  questionCount: number;
  durationSeconds: number;
  opensAt: Date;
  closesAt: Date;
  takers: number;
  attemptId: string | null;
  status: 'in_progress' | 'submitted' | 'expired' | null;
  score: number | null;
  maxScore: number | null;
  correct: number | null;
  wrong: number | null;
  timeTakenSeconds: number | null;
};

/** Daily quizzes as a learner sees them (with their own go at each), newest first. */
export const quizzesFor = (db: Db, userId: string, where: SQL, limit = 1) =>
  queryRows<QuizRow>(
    db,
    sql`select e.id as "examId", e.quiz_day::text as day, l.id as "levelId",
          l.name as "levelName", l.name_ml as "levelNameMl",
          (select count(*)::int from exam_questions x where x.exam_id = e.id) as "questionCount",
          e.duration_seconds as "durationSeconds", e.opens_at as "opensAt",
          e.closes_at as "closesAt",
          (select count(*)::int from attempts r where r.exam_id = e.id and r.ranked) as takers,
          a.id::text as "attemptId", a.status, a.score::float8 as score,
          a.max_score::float8 as "maxScore", a.correct, a.wrong,
          a.time_taken_seconds as "timeTakenSeconds"
        from exams e join levels l on l.id = e.level_id
        left join lateral (select * from attempts t where t.exam_id = e.id and t.user_id = ${userId}
                           order by t.started_at limit 1) a on true
        where e.kind = 'daily' and ${where}
        order by e.quiz_day desc, l.position, l.id
        limit ${limit}`,
  );

/** The days (India time) on which the learner finished a day's quiz, of any level. */
export async function daysTaken(db: Db, userId: string) {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select distinct e.quiz_day::text as day from attempts a join exams e on e.id = a.exam_id
        where a.user_id = ${userId} and e.kind = 'daily' and a.status <> 'in_progress'`,
  );
  return rows.map((r) => r.day);
}

/** A day's quiz by its exam id; undefined for any other exam. */
export async function dailyQuiz(db: Db, examId: number) {
  const rows = await queryRows<{
    examId: number;
    day: string;
    levelId: number;
    levelName: string;
    levelNameMl: string | null;
  }>(
    db,
    sql`select e.id as "examId", e.quiz_day::text as day, l.id as "levelId",
          l.name as "levelName", l.name_ml as "levelNameMl"
        from exams e join levels l on l.id = e.level_id
        where e.id = ${examId} and e.kind = 'daily'`,
  );
  return rows[0];
}

export type PlaceRow = {
  you: boolean;
  place: number;
  name: string | null;
  score: number;
  timeTakenSeconds: number;
  takers: number;
};

/**
 * A quiz's leaderboard in one query, however many took it: every learner's first finished attempt
 * ranked by score, then time (equal on both, equal place); of those who chose a leaderboard name,
 * the best `size`; and the learner's own place, named or not.
 */
export const leaderboard = (db: Db, examId: number, userId: string, size: number) =>
  queryRows<PlaceRow>(
    db,
    sql`with ranked as (
          select a.user_id, a.score::float8 as score, a.time_taken_seconds as time,
            rank() over (order by a.score desc, a.time_taken_seconds asc)::int as place,
            count(*) over ()::int as takers, p.leaderboard_name as name
          from attempts a left join profiles p on p.user_id = a.user_id
          where a.exam_id = ${examId} and a.ranked),
        listed as (
          select *, row_number() over (partition by name is null order by place, name) as nth
          from ranked)
        select coalesce(user_id = ${userId}, false) as you, place, name, score,
          time as "timeTakenSeconds", takers
        from listed
        where (name is not null and nth <= ${size}) or user_id = ${userId}
        order by place, name`,
  );

/** The learner's attempt of a quiz, if they took it. */
export async function attemptOf(db: Db, examId: number, userId: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from attempts where exam_id = ${examId} and user_id = ${userId}
        order by started_at limit 1`,
  );
  return rows[0]?.id;
}
