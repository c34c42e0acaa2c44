// The documented bulk path of the standing bench (bench/README.md, "Where I stand"): what 10,000
// learners' 50 finished mock tests and 5,000 practice answers leave in the database, written in
// a few statements instead of 500,000 attempts through the API. The rows are those the app writes
// when an attempt ends (server/src/modules/exams: attempts.service, learner-questions.repository):
// - attempts: submitted, each learner's first (ranked) attempt of each test, its score by the
//   exam's marking (1 a right answer, 1/3 off a wrong one), counts and time taken;
// - attempt_answers: one per answered question, the option chosen (the key, or a wrong option);
// - learner_questions: per learner and question, the test's answer plus five practice answers,
//   summed as the app sums them (answered, correct, last right, right in a row, last answered).
// Which option a learner chose is a hash of (learner, test, question) against the learner's skill,
// so the attempts, their answers and the per-question figures agree. Practice sets' own exams,
// attempts and answers are left out: "where I stand" reads practice only through
// learner_questions, and the leaderboard counts no practice.

/**
 * The statements: `setup` once (the run's learners, tests and questions, in a schema of its own
 * dropped by `finish`), then `fill(part)` for each part on a connection of its own at once (each
 * part a share of the learners: the machine's cores work together), then `finish`.
 */
export const bulkStatements = (tag: string, courseId: number, nowIso: string, parts: number) => {
  const now = `'${nowIso}'::timestamptz`;
  const share = (n: string, part: number) => `${n} % ${parts} = ${part}`;
  const setup = [
    'create schema bulk',
    `create unlogged table bulk.b_learner as
       select id as user_id, row_number() over (order by id)::int as n
       from users where email like '${tag}-%@bench.local'`,
    `create unlogged table bulk.b_exam as
       select id as exam_id, row_number() over (order by id)::int as k, duration_seconds
       from exams where course_id = ${courseId}`,
    `create unlogged table bulk.b_q as
       select x.exam_id, x.question_id, x.position,
         (select o.id from question_options o where o.question_id = x.question_id and o.is_correct)
           as right_id,
         (select o.id from question_options o where o.question_id = x.question_id
            and not o.is_correct order by o.position limit 1) as wrong_id
       from exam_questions x join bulk.b_exam using (exam_id)`,
    // A number in [0, 1) from a key: the same key, the same number. Plain expressions, so that
    // PostgreSQL inlines them into each statement.
    `create function bulk.h(key bigint) returns float8 language sql immutable
       as $$ select (hashint8(key)::bigint & 1048575) / 1048576.0 $$`,
    // 'U' unanswered (1 in 10), else right with the learner's skill (35–84 %), else wrong.
    `create function bulk.outcome(n int, k int, p int) returns text language sql immutable
       as $$ select case when bulk.h(n::bigint * 1000003 + k * 1009 + p) < 0.1 then 'U'
         when bulk.h(n::bigint * 1000003 + k * 1009 + p) < 0.1 + 0.9 * (0.35 + (n % 50) / 100.0)
         then 'R' else 'W' end $$`,
    // Test k of 50 ended (50 − k) weeks and up to three days before now, 5 to 20 minutes long.
    `create unlogged table bulk.b_attempt as
       select gen_random_uuid() as id, l.user_id, l.n, e.exam_id, e.k, e.duration_seconds,
         ${now} - make_interval(days => (50 - e.k) * 7)
           - make_interval(secs => bulk.h(l.n::bigint * 7 + e.k) * 3 * 86400) as ended_at,
         300 + (bulk.h(l.n::bigint * 13 + e.k) * 900)::int as secs
       from bulk.b_learner l cross join bulk.b_exam e`,
    'create index on bulk.b_attempt (n)',
  ];
  const fill = (part: number) => [
    `insert into attempts (id, exam_id, user_id, status, started_at, deadline, ended_at, score,
        max_score, correct, wrong, unanswered, time_taken_seconds, ranked)
     select a.id, a.exam_id, a.user_id, 'submitted', a.ended_at - make_interval(secs => a.secs),
       a.ended_at - make_interval(secs => a.secs) + make_interval(secs => a.duration_seconds),
       a.ended_at, c.r - c.w / 3.0, c.q, c.r, c.w, c.q - c.r - c.w, a.secs, true
     from bulk.b_attempt a join (
       select a.id, count(*) filter (where z.o = 'R')::int as r,
         count(*) filter (where z.o = 'W')::int as w, count(*)::int as q
       from bulk.b_attempt a join bulk.b_q q on q.exam_id = a.exam_id
       cross join lateral (select bulk.outcome(a.n, a.k, q.position) as o) z
       where ${share('a.n', part)}
       group by a.id) c on c.id = a.id
     order by a.id`,
    // In the order of the primary key, as one learner's saves arrive: the index grows at its end.
    `insert into attempt_answers (attempt_id, question_id, option_id, marked_for_review, seq,
        saved_at, checked)
     select a.id, q.question_id, case when z.o = 'R' then q.right_id else q.wrong_id end, false,
       q.position, a.ended_at - make_interval(secs => a.secs * (1 - q.position / 25.0)), false
     from bulk.b_attempt a join bulk.b_q q on q.exam_id = a.exam_id
     cross join lateral (select bulk.outcome(a.n, a.k, q.position) as o) z
     where z.o <> 'U' and ${share('a.n', part)}
     order by a.id, q.question_id`,
    // Five practice answers a question (1,000 questions: 5,000), right with the learner's skill.
    `insert into learner_questions (user_id, question_id, answered, correct, last_correct,
        right_in_row, last_answered_at)
     select l.user_id, q.question_id, 5 + (t.o <> 'U')::int, p.r + (t.o = 'R')::int,
       case when t.o = 'U' then p.r >= 3 else t.o = 'R' end,
       case when t.o = 'W' then 0 else least(p.r, 2) + (t.o = 'R')::int end,
       ${now} - make_interval(secs => bulk.h(l.n::bigint * 31 + q.question_id) * 40 * 86400)
     from bulk.b_learner l cross join bulk.b_q q join bulk.b_exam e on e.exam_id = q.exam_id
     cross join lateral (select bulk.outcome(l.n, e.k, q.position) as o) t
     cross join lateral (
       select least(5, greatest(0, round(5 * (0.35 + (l.n % 50) / 100.0)
         + 2 * bulk.h(l.n::bigint * 17 + q.question_id) - 1)))::int as r) p
     where ${share('l.n', part)}
     order by l.user_id, q.question_id`,
  ];
  const finish = [
    // Their exam, as the profile form sets it, and a leaderboard name for one learner in three.
    `insert into profiles (user_id, target_category_id, target_level_id, leaderboard_name,
        completed_at, updated_at)
     select l.user_id, c.category_id, c.level_id,
       case when l.n % 3 = 0 then 'Bench learner ' || l.n end, ${now}, ${now}
     from bulk.b_learner l cross join courses c where c.id = ${courseId}
     on conflict (user_id) do update set target_category_id = excluded.target_category_id,
       target_level_id = excluded.target_level_id, leaderboard_name = excluded.leaderboard_name`,
    'drop schema bulk cascade',
    // What autovacuum does after so many inserts: statistics, and the visibility map that lets
    // an index answer alone.
    'vacuum analyze',
  ];
  return { setup, fill, finish };
};
