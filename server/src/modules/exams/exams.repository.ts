import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { numberArray } from '../../lib/sql-arrays';
import { visibleClasses, visibleExams, visibleLiveClasses } from '../../lib/visible';
import { toNumber, type ExamDetail, type QuestionDetail } from './exams.types';
import { pastPaperOf } from './past-papers';
import { topicPathOf } from './topics.repository';

/** Everything about one exam, answer key included. Only presenters decide what leaves the server. */
export async function loadExamDetail(db: Db, id: number): Promise<ExamDetail | null> {
  const [exam] = await queryRows<{
    id: number;
    course_id: number | null;
    kind: ExamDetail['kind'];
    owner_id: string | null;
    practice_mode: ExamDetail['practiceMode'];
    paperBoard: string | null;
    paperPost: string | null;
    paperYear: number | null;
    paperCode: string | null;
    title: string;
    instructions: string;
    instructions_ml: string | null;
    duration_seconds: number;
    marks: number;
    neg_num: number;
    neg_den: number;
    max_attempts: number | null;
    opens_at: Date | null;
    closes_at: Date | null;
    is_demo: boolean;
    published: boolean;
    open_to_all: boolean;
  }>(
    db,
    sql`select e.id, e.course_id, e.kind, e.owner_id, e.practice_mode, e.paper_board as "paperBoard",
          e.paper_post as "paperPost", e.paper_year as "paperYear", e.paper_code as "paperCode",
          e.title, e.instructions,
          e.instructions_ml, e.duration_seconds,
          e.marks_per_question::float8 as marks, e.negative_marks_numerator::float8 as neg_num,
          e.negative_marks_denominator as neg_den, e.max_attempts, e.opens_at, e.closes_at,
          e.is_demo, e.published and coalesce(c.published, true) as published,
          coalesce(c.access = 'free', false)
            and not exists (select 1 from exam_batches eb where eb.exam_id = e.id) as open_to_all
        from exams e left join courses c on c.id = e.course_id where e.id = ${id}`,
  );
  if (!exam) return null;
  const sectionRows = await queryRows<{ id: number; title: string }>(
    db,
    sql`select id, title from exam_sections where exam_id = ${id} order by position`,
  );
  const rows = await queryRows<{
    id: number;
    section_id: number;
    position: number;
    stem: string;
    stem_ml: string | null;
    explanation: string;
    explanation_ml: string | null;
    topic: string;
    option_id: number;
    text: string;
    text_ml: string | null;
    is_correct: boolean;
  }>(
    db,
    sql`select q.id, x.section_id, x.position, q.stem, q.stem_ml, q.explanation, q.explanation_ml,
          ${topicPathOf(sql`q.topic_id`)} as topic, o.id as option_id, o.text, o.text_ml,
          o.is_correct
        from exam_questions x join questions q on q.id = x.question_id
        join question_options o on o.question_id = q.id
        where x.exam_id = ${id} order by x.position, o.position`,
  );
  const byId = new Map<number, QuestionDetail>();
  for (const r of rows) {
    let q = byId.get(r.id);
    if (!q) {
      q = {
        id: r.id,
        sectionId: r.section_id,
        number: 0,
        stem: r.stem,
        stemMl: r.stem_ml,
        explanation: r.explanation,
        explanationMl: r.explanation_ml,
        topic: r.topic,
        options: [],
        correctOptionId: 0,
      };
      byId.set(r.id, q);
    }
    q.options.push({ id: r.option_id, text: r.text, textMl: r.text_ml });
    if (r.is_correct) q.correctOptionId = r.option_id;
  }
  const questionList = [...byId.values()];
  questionList.forEach((q, i) => (q.number = i + 1));
  return {
    id: exam.id,
    courseId: exam.course_id,
    kind: exam.kind,
    ownerId: exam.owner_id,
    practiceMode: exam.practice_mode,
    paper: pastPaperOf(exam),
    title: exam.title,
    instructions: exam.instructions,
    instructionsMl: exam.instructions_ml,
    durationSeconds: exam.duration_seconds,
    marksPerQuestion: toNumber(exam.marks),
    negativeNumerator: toNumber(exam.neg_num),
    negativeDenominator: exam.neg_den,
    maxAttempts: exam.max_attempts,
    opensAt: exam.opens_at,
    closesAt: exam.closes_at,
    isDemo: exam.is_demo,
    published: exam.published,
    sections: sectionRows.map((s) => ({
      id: s.id,
      title: s.title,
      questionCount: questionList.filter((q) => q.sectionId === s.id).length,
    })),
    questions: questionList,
    optionsOf: new Map(questionList.map((q) => [q.id, new Set(q.options.map((o) => o.id))])),
    languages: questionList.some((q) => q.stemMl) ? ['en', 'ml'] : ['en'],
    openToAll: exam.open_to_all,
  };
}

/** Published exam ids of a course in display order; null when learners cannot see the course. */
export async function examIdsOfCourse(db: Db, courseId: number): Promise<number[] | null> {
  const rows = await queryRows<{ id: number | null }>(
    db,
    sql`select e.id from courses c left join exams e on e.course_id = c.id and e.published
        where c.id = ${courseId} and c.published order by e.position, e.id`,
  );
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** Exams attached to a recorded class learners see, in order; null when they do not see it. */
export async function examIdsOfRecordedClass(db: Db, classId: number): Promise<number[] | null> {
  const rows = await queryRows<{ id: number | null }>(
    db,
    sql`select x.exam_id as id from ${visibleClasses}
        left join recorded_class_exams x on x.recorded_class_id = rc.id
        where rc.id = ${classId} order by x.position, x.exam_id`,
  );
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

export type ClassExamRow = {
  classId: number;
  unitId: number;
  title: string;
  titleMl: string | null;
  examId: number;
};

/** (class, exam) pairs of the classes learners see in a course, in unit, class and exam order. */
export function classExamsOfCourse(db: Db, courseId: number) {
  return queryRows<ClassExamRow>(
    db,
    sql`select rc.id as "classId", u.id as "unitId", rc.title, rc.title_ml as "titleMl",
          x.exam_id as "examId"
        from ${visibleClasses}
        join recorded_class_exams x on x.recorded_class_id = rc.id
        where u.course_id = ${courseId}
        order by u.position, rc.position, x.position, x.exam_id`,
  );
}

export type LiveClassExamRow = {
  classId: number;
  title: string;
  titleMl: string | null;
  startsAt: Date;
  examId: number;
};

/** (live class, exam) pairs of the live classes learners see in a course, by start time. */
export function liveClassExamsOfCourse(db: Db, courseId: number) {
  return queryRows<LiveClassExamRow>(
    db,
    sql`select lc.id as "classId", lc.title, lc.title_ml as "titleMl", lc.starts_at as "startsAt",
          x.exam_id as "examId"
        from ${visibleLiveClasses}
        join live_class_exams x on x.live_class_id = lc.id
        where lc.course_id = ${courseId}
        order by lc.starts_at, lc.id, x.position, x.exam_id`,
  );
}

export async function examExists(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from exams where id = ${id}`,
  );
  return rows.length > 0;
}

export async function examIdBySlug(db: Db, slug: string): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from exams where slug = ${slug}`);
  return rows[0]?.id ?? null;
}

export type CourseExamProgress = {
  /** Mock tests of the course. */
  testsTotal: number;
  /** Distinct mock tests the learner has finished at least once. */
  testsTaken: number;
  /** Average over finished attempts, as a percent of the maximum (not rounded); null before any. */
  averageScorePercent: number | null;
};

/**
 * Per course: its mock tests, how many of them the learner has finished and the average score as
 * a percent of the maximum (negative marking can make it negative). Courses with no tests are absent.
 */
export async function examProgressByCourse(
  db: Db,
  userId: string,
  courseIds: number[],
): Promise<Map<number, CourseExamProgress>> {
  if (courseIds.length === 0) return new Map();
  const rows = await queryRows<{
    course_id: number;
    total: number;
    taken: number;
    average: number | null;
  }>(
    db,
    sql`select e.course_id, count(distinct e.id)::int as total, count(distinct a.exam_id)::int as taken,
          avg(a.score / nullif(a.max_score, 0) * 100)::float8 as average
        from ${visibleExams}
        left join attempts a on a.exam_id = e.id and a.user_id = ${userId} and a.status <> 'in_progress'
        where e.course_id = any(${`{${courseIds.map(Number).join(',')}}`}::int[])
        group by e.course_id`,
  );
  return new Map(
    rows.map((r) => [
      r.course_id,
      {
        testsTotal: r.total,
        testsTaken: r.taken,
        averageScorePercent: r.average === null ? null : toNumber(r.average),
      },
    ]),
  );
}

export type OpenAttemptRow = {
  attemptId: string;
  examId: number;
  courseId: number | null;
  kind: ExamDetail['kind'];
  practiceMode: ExamDetail['practiceMode'];
  examTitle: string;
  deadline: Date;
};

/**
 * The learner's attempts in progress whose deadline is after `now`, soonest first. Read through
 * the attempts' (user_id, ended_at) index: an open attempt has no end yet.
 */
export function openAttemptsOfUser(db: Db, userId: string, now: Date) {
  return queryRows<OpenAttemptRow>(
    db,
    sql`select a.id::text as "attemptId", a.exam_id as "examId", e.course_id as "courseId",
          e.kind, e.practice_mode as "practiceMode", e.title as "examTitle", a.deadline
        from attempts a join exams e on e.id = a.exam_id
        where a.user_id = ${userId} and a.ended_at is null and a.status = 'in_progress'
          and a.deadline > ${now.toISOString()}::timestamptz
        order by a.deadline, a.id`,
  );
}

/**
 * Of these exams, those limited to batches (exam_batches) none of which the learner is in while
 * it runs. Staff see every exam, so for them none.
 */
export async function examsOutsideBatches(db: Db, examIds: number[], userId: string, now: Date) {
  if (examIds.length === 0) return new Set<number>();
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select eb.exam_id as id from exam_batches eb
        where eb.exam_id = any(${numberArray(examIds)}::int[])
          and not exists (select 1 from staff_roles s where s.user_id = ${userId})
        group by eb.exam_id
        having not bool_or(exists (
          select 1 from batch_members m join batches b on b.id = m.batch_id
          where m.batch_id = eb.batch_id and m.user_id = ${userId}
            and b.starts_at <= ${at} and b.ends_at > ${at}))`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The published previous-year papers of published courses, newest year first. */
export async function pastPaperIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select e.id from ${visibleExams} where e.kind = 'paper'
        order by e.paper_year desc, e.paper_board, e.paper_post, e.title, e.id`,
  );
  return rows.map((r) => r.id);
}
