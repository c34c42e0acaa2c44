import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { examSections, exams } from '../../db/schema/index';
import { numberArray } from '../../lib/sql-arrays';
import { visibleExams } from '../../lib/visible';
import { appendToPaper } from './bank.staff.repository';
import { MISTAKE_CLEARED_AFTER } from '@pariksha/contracts/practice-paths';
import { keyKeptIfClosingAfter } from './exams.rules';
import { topicPathOf } from './topics.repository';

/*
 * Practice sets (decision 026): which bank questions a learner may draw, the topic tree with their
 * figures, and the sets themselves (exams of kind `practice` owned by their learner).
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type PracticeScope = {
  userId: string;
  /** Restricted courses the learner may open in full (enrolment's rule, asked by the caller). */
  openCourseIds: number[];
  now: Date;
};

/**
 * The question ids on a paper that keeps its key back: one that has not opened yet, or a scheduled
 * test before its review opens. Practice never draws them, and a learner's figures leave them out
 * until then (a topic's accuracy would tell whether an answer was right).
 */
const keptBack = (now: Date) => sql`(
  select y.question_id from exam_questions y join exams f on f.id = y.exam_id
  where f.kind in ('mock', 'paper')
    and (f.opens_at > ${at(now)} or f.closes_at > ${at(keyKeptIfClosingAfter(now))}))`;

/**
 * The question ids a learner may practise: on a published paper of a published course they may
 * open (a free course, one they are enrolled in, or a preview test), open now and not limited to
 * batches they are not in; and on no paper that keeps its key back, so practice never gives a
 * test's questions away.
 */
export const drawable = (s: PracticeScope) => sql`(
  select x.question_id from ${visibleExams}
  join exam_questions x on x.exam_id = e.id
  where (c.access = 'free' or c.id = any(${numberArray(s.openCourseIds)}::int[])
         or exists (select 1 from preview_items p where p.exam_id = e.id))
    and (e.opens_at is null or e.opens_at <= ${at(s.now)})
    and (not exists (select 1 from exam_batches eb where eb.exam_id = e.id)
         or exists (select 1 from exam_batches eb
                      join batch_members m on m.batch_id = eb.batch_id
                      join batches b on b.id = eb.batch_id
                    where eb.exam_id = e.id and m.user_id = ${s.userId}
                      and b.starts_at <= ${at(s.now)} and b.ends_at > ${at(s.now)}))
  except ${keptBack(s.now)})`;

/**
 * The question ids every learner of an exam level may see without asking: on a published paper,
 * open now, of a published free course of that level, limited to no batch, and on no paper that
 * keeps its key back. The day's quiz draws from these, so it never shows restricted content.
 */
export const levelDrawable = (levelId: number, now: Date) => sql`(
  select x.question_id from ${visibleExams}
  join exam_questions x on x.exam_id = e.id
  where c.level_id = ${levelId} and c.access = 'free'
    and (e.opens_at is null or e.opens_at <= ${at(now)})
    and not exists (select 1 from exam_batches eb where eb.exam_id = e.id)
  except ${keptBack(now)})`;

/** Restricted, published courses with papers: those whose access the caller must ask about. */
export const restrictedCoursesWithPapers = (db: Db) =>
  queryRows<{ id: number }>(
    db,
    sql`select c.id from courses c where c.published and c.access = 'restricted'
          and exists (select 1 from exams e where e.course_id = c.id and e.published)`,
  );

export type TopicFigures = {
  id: number;
  parentId: number | null;
  name: string;
  nameMl: string | null;
  position: number;
  /** Questions filed right under it that the learner may draw. */
  available: number;
  /** The learner's figures on questions filed right under it. */
  seen: number;
  answered: number;
  correct: number;
  lastAnsweredAt: Date | null;
};

/** Question `q` is on this previous-year paper. */
const onPaper = (paperId: number) =>
  sql`exists (select 1 from exam_questions x join exams p on p.id = x.exam_id
              where x.question_id = q.id and p.id = ${paperId} and p.kind = 'paper')`;

/**
 * Every topic with what is filed right under it: drawable questions (of one paper, if named) and
 * the learner's figures.
 */
export const topicFigures = (db: Db, s: PracticeScope, paperId?: number) =>
  queryRows<TopicFigures>(
    db,
    sql`with pool as ${drawable(s)},
        avail as (select q.topic_id, count(*)::int as n from questions q
                  where q.id in (select question_id from pool)
                    ${paperId === undefined ? sql`` : sql`and ${onPaper(paperId)}`}
                  group by q.topic_id),
        mine as (select q.topic_id, count(*)::int as seen, sum(lq.answered)::int as answered,
                   sum(lq.correct)::int as correct, max(lq.last_answered_at) as last
                 from learner_questions lq join questions q on q.id = lq.question_id
                 where lq.user_id = ${s.userId} and lq.question_id not in ${keptBack(s.now)}
                 group by q.topic_id)
        select t.id, t.parent_id as "parentId", t.name, t.name_ml as "nameMl", t.position,
          coalesce(avail.n, 0) as available, coalesce(mine.seen, 0) as seen,
          coalesce(mine.answered, 0) as answered, coalesce(mine.correct, 0) as correct,
          mine.last as "lastAnsweredAt"
        from topics t left join avail on avail.topic_id = t.id
        left join mine on mine.topic_id = t.id
        order by t.position, lower(t.name), t.id`,
  );

/** The topics and every topic under them. */
const subtree = (topicIds: number[]) => sql`(
  with recursive tree(id) as (
    select id from topics where id = any(${numberArray(topicIds)}::int[])
    union select t.id from topics t join tree on t.parent_id = tree.id)
  select id from tree)`;

/** A question in the learner's mistakes: answered wrong, and not right twice running since. */
const isMistake = sql`lq.correct < lq.answered and lq.right_in_row < ${MISTAKE_CLEARED_AFTER}`;

/** Where a set is drawn from: topics of the bank (with their subtopics), mistakes, bookmarks. */
export type Pool =
  | { from: 'topics'; topicIds: number[] }
  | { from: 'mistakes'; topicIds: number[] }
  | { from: 'bookmarks' }
  | { from: 'paper'; paperId: number; topicIds: number[] };

function poolFilter(s: PracticeScope, pool: Pool) {
  const inTopics = (ids: number[]) => sql`q.topic_id in ${subtree(ids)}`;
  switch (pool.from) {
    case 'topics':
      return inTopics(pool.topicIds);
    case 'mistakes':
      return pool.topicIds.length > 0
        ? sql`${isMistake} and ${inTopics(pool.topicIds)}`
        : isMistake;
    case 'bookmarks':
      return sql`exists (select 1 from question_bookmarks b
                         where b.user_id = ${s.userId} and b.question_id = q.id)`;
    case 'paper':
      return pool.topicIds.length > 0
        ? sql`${onPaper(pool.paperId)} and ${inTopics(pool.topicIds)}`
        : onPaper(pool.paperId);
  }
}

/**
 * Draws up to `count` questions of the pool for a practice set, of those the learner may practise:
 * those the learner has not answered first, then those last answered wrong, then the rest, at
 * random within each.
 */
export async function drawQuestions(db: Db, s: PracticeScope, pool: Pool, count: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select q.id from questions q
        left join learner_questions lq on lq.question_id = q.id and lq.user_id = ${s.userId}
        where ${poolFilter(s, pool)} and q.id in ${drawable(s)}
        order by case when lq.question_id is null then 0 when not lq.last_correct then 1 else 2 end,
          random()
        limit ${count}`,
  );
  return rows.map((r) => r.id);
}

/** The learner's mistakes they may practise now, by the topic each is filed right under. */
export const mistakesByTopic = (db: Db, s: PracticeScope) =>
  queryRows<{
    id: number | null;
    name: string;
    nameMl: string | null;
    path: string;
    count: number;
  }>(
    db,
    sql`select q.topic_id as id, t.name, t.name_ml as "nameMl",
          ${topicPathOf(sql`q.topic_id`)} as path, count(*)::int as count
        from learner_questions lq join questions q on q.id = lq.question_id
        left join topics t on t.id = q.topic_id
        where lq.user_id = ${s.userId} and ${isMistake} and q.id in ${drawable(s)}
        group by q.topic_id, t.name, t.name_ml
        order by count(*) desc, path`,
  );

export type MistakeQuestionRow = {
  questionId: number;
  stem: string;
  stemMl: string | null;
  topicId: number | null;
  lastAnsweredAt: Date;
  rightInRow: number;
};

/** The learner's mistakes they may practise now, most recently answered first. */
export const mistakeQuestions = (db: Db, s: PracticeScope, limit: number) =>
  queryRows<MistakeQuestionRow>(
    db,
    sql`select q.id as "questionId", q.stem, q.stem_ml as "stemMl", q.topic_id as "topicId",
          lq.last_answered_at as "lastAnsweredAt", lq.right_in_row as "rightInRow"
        from learner_questions lq join questions q on q.id = lq.question_id
        where lq.user_id = ${s.userId} and ${isMistake} and q.id in ${drawable(s)}
        order by lq.last_answered_at desc, q.id desc
        limit ${limit}`,
  );

/** Of these questions, those the learner has bookmarked. */
export async function bookmarkedOf(db: Db, userId: string, questionIds: number[]) {
  if (questionIds.length === 0) return new Set<number>();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select question_id as id from question_bookmarks
        where user_id = ${userId} and question_id = any(${numberArray(questionIds)}::int[])`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Whether the learner has met the question: it is on the paper of an attempt of theirs. With
 * `reviewed`, also that no paper keeps its key back any more (its doubts and reports may be read
 * and sent: they talk about the key).
 */
export async function hasMet(db: Db, userId: string, questionId: number, reviewed?: { now: Date }) {
  const open = reviewed ? sql`and ${questionId} not in ${keptBack(reviewed.now)}` : sql``;
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from attempts a join exam_questions x on x.exam_id = a.exam_id
        where a.user_id = ${userId} and x.question_id = ${questionId} ${open} limit 1`,
  );
  return rows.length > 0;
}

export async function addBookmark(db: Db, userId: string, questionId: number, at: Date) {
  await db.execute(
    sql`insert into question_bookmarks (user_id, question_id, created_at)
        values (${userId}, ${questionId}, ${at.toISOString()}::timestamptz)
        on conflict do nothing`,
  );
}

/** Takes a bookmark off; answers whether the question is there at all. */
export async function removeBookmark(db: Db, userId: string, questionId: number) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`with gone as (delete from question_bookmarks
          where user_id = ${userId} and question_id = ${questionId} returning 1)
        select 1 as one from questions where id = ${questionId}`,
  );
  return rows.length > 0;
}

export type BookmarkRow = {
  questionId: number;
  stem: string;
  stemMl: string | null;
  topic: string;
  bookmarkedAt: Date;
  total: number;
};

/** A page of the learner's bookmarks, newest first, each with the count of them all. */
export const bookmarksPage = (db: Db, userId: string, offset: number, limit: number) =>
  queryRows<BookmarkRow>(
    db,
    sql`select b.question_id as "questionId", q.stem, q.stem_ml as "stemMl",
          ${topicPathOf(sql`q.topic_id`)} as topic, b.created_at as "bookmarkedAt",
          count(*) over ()::int as total
        from question_bookmarks b join questions q on q.id = b.question_id
        where b.user_id = ${userId}
        order by b.created_at desc, b.question_id desc
        offset ${offset} limit ${limit}`,
  );

export type NewPracticeSet = {
  ownerId: string;
  title: string;
  mode: 'learn' | 'timed';
  durationSeconds: number;
  negativeNumerator: number;
  questionIds: number[];
};

/** Writes a practice set: the exam, its one section and its paper, in the caller's transaction. */
export async function insertPracticeSet(db: Db, p: NewPracticeSet) {
  const [exam] = await db
    .insert(exams)
    .values({
      kind: 'practice',
      ownerId: p.ownerId,
      practiceMode: p.mode,
      title: p.title,
      durationSeconds: p.durationSeconds,
      marksPerQuestion: '1',
      negativeMarksNumerator: String(p.negativeNumerator),
      negativeMarksDenominator: 3,
      maxAttempts: 1,
    })
    .returning({ id: exams.id });
  const [section] = await db
    .insert(examSections)
    .values({ examId: exam!.id, position: 1, title: 'Practice' })
    .returning({ id: examSections.id });
  await appendToPaper(db, exam!.id, section!.id, p.questionIds);
  return exam!.id;
}

export type PracticeSetRow = {
  examId: number;
  attemptId: string;
  title: string;
  mode: 'learn' | 'timed';
  questionCount: number;
  marks: number;
  status: 'in_progress' | 'submitted' | 'expired';
  startedAt: Date;
  deadline: Date;
  score: number | string | null;
  maxScore: number | string | null;
  correct: number | null;
  wrong: number | null;
};

/** The learner's practice sets, newest first. */
export const practiceSetsOf = (db: Db, userId: string, limit: number) =>
  queryRows<PracticeSetRow>(
    db,
    sql`select e.id as "examId", a.id::text as "attemptId", e.title,
          e.practice_mode as mode,
          (select count(*)::int from exam_questions x where x.exam_id = e.id) as "questionCount",
          e.marks_per_question::float8 as marks, a.status, a.started_at as "startedAt",
          a.deadline, a.score::float8 as score, a.max_score::float8 as "maxScore", a.correct,
          a.wrong
        from exams e join attempts a on a.exam_id = e.id
        where e.owner_id = ${userId} and e.kind = 'practice'
        order by e.created_at desc, e.id desc
        limit ${limit}`,
  );

/** A published previous-year paper's title; undefined for any other exam. */
export async function pastPaperTitle(db: Db, id: number) {
  const rows = await queryRows<{ title: string }>(
    db,
    sql`select e.title from ${visibleExams} where e.id = ${id} and e.kind = 'paper'`,
  );
  return rows[0]?.title;
}

/** The names of these topics, in tree order. */
export async function topicNames(db: Db, ids: number[]) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select name from topics where id = any(${numberArray(ids)}::int[])
        order by position, lower(name), id`,
  );
  return rows.map((r) => r.name);
}
