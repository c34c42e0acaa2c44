import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { numberArray, uuidArray } from '../../lib/sql-arrays';
import { maxScoreOf, scoreOf } from './scoring';
import type { Marking } from './exams.types';
import { writeOrder } from '../catalogue/catalogue.staff.repository';

/*
 * Exams and questions as staff see them: published or not, with keys, and with the counts that
 * decide what may still change.
 */

export type ExamRow = {
  id: number;
  courseId: number;
  title: string;
  instructions: string;
  instructionsMl: string | null;
  durationSeconds: number;
  marksPerQuestion: number;
  negativeNumerator: number;
  negativeDenominator: number;
  maxAttempts: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  published: boolean;
  position: number;
  updatedAt: Date;
  questionCount: number;
  attempts: number;
  sections: { id: number; title: string; questionCount: number }[];
};

const examColumns = sql`e.id, e.course_id as "courseId", e.title, e.instructions,
  e.instructions_ml as "instructionsMl", e.duration_seconds as "durationSeconds",
  e.marks_per_question::float8 as "marksPerQuestion",
  e.negative_marks_numerator::float8 as "negativeNumerator",
  e.negative_marks_denominator as "negativeDenominator", e.max_attempts as "maxAttempts",
  e.opens_at as "opensAt", e.closes_at as "closesAt", e.published, e.position,
  e.updated_at as "updatedAt",
  (select count(*)::int from questions q where q.exam_id = e.id) as "questionCount",
  (select count(*)::int from attempts a where a.exam_id = e.id) as attempts,
  coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title, 'questionCount',
      (select count(*) from questions q where q.section_id = s.id)) order by s.position)
    from exam_sections s where s.exam_id = e.id), '[]') as sections`;

export const listExams = (db: Db, courseId: number) =>
  queryRows<ExamRow>(
    db,
    sql`select ${examColumns} from exams e where e.course_id = ${courseId} order by e.position, e.id`,
  );

export async function findExam(db: Db, id: number) {
  const rows = await queryRows<ExamRow>(
    db,
    sql`select ${examColumns} from exams e where e.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Holds the exam row until the transaction ends: one change to its paper at a time. */
export async function lockExam(db: Db, id: number) {
  await db.execute(sql`select id from exams where id = ${id} for update`);
}

export async function nextExamPosition(db: Db, courseId: number) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(position), 0)::int + 1 as n from exams where course_id = ${courseId}`,
  );
  return rows[0]!.n;
}

/** Gives an exam's sections the positions of `ids` (1…n), out of each other's way first. */
export async function writeSectionOrder(db: Db, examId: number, ids: number[]) {
  const array = `{${ids.join(',')}}`;
  await db.execute(
    sql`update exam_sections set position = -position - 1 where exam_id = ${examId}`,
  );
  await db.execute(sql`update exam_sections s set position = o.n
    from unnest(${array}::int[]) with ordinality as o(id, n) where s.id = o.id`);
}

/**
 * Numbers an exam's questions 1…n section by section, keeping their order within a section: the
 * paper shows a section's questions together.
 */
export async function renumberQuestions(db: Db, examId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select q.id from questions q join exam_sections s on s.id = q.section_id
        where q.exam_id = ${examId} order by s.position, q.position, q.id`,
  );
  if (rows.length > 0)
    await writeOrder(
      db,
      'questions',
      rows.map((r) => r.id),
    );
}

export type QuestionRow = {
  id: number;
  examId: number;
  sectionId: number;
  position: number;
  stem: string;
  stemMl: string | null;
  explanation: string;
  explanationMl: string | null;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  updatedAt: Date;
  options: { id: number; text: string; textMl: string | null; correct: boolean }[];
};

const questionColumns = sql`q.id, q.exam_id as "examId", q.section_id as "sectionId", q.position,
  q.stem, q.stem_ml as "stemMl", q.explanation, q.explanation_ml as "explanationMl", q.topic,
  q.difficulty, q.updated_at as "updatedAt",
  (select json_agg(json_build_object('id', o.id, 'text', o.text, 'textMl', o.text_ml,
      'correct', o.is_correct) order by o.position)
    from question_options o where o.question_id = q.id) as options`;

export const listQuestions = (db: Db, examId: number) =>
  queryRows<QuestionRow>(
    db,
    sql`select ${questionColumns} from questions q where q.exam_id = ${examId} order by q.position`,
  );

export async function findQuestion(db: Db, id: number) {
  const rows = await queryRows<QuestionRow>(
    db,
    sql`select ${questionColumns} from questions q where q.id = ${id}`,
  );
  return rows[0] ?? null;
}

/**
 * Recomputes the figures of an exam's finished attempts from their answers and today's key and
 * marking, with the one score formula; returns how many. Ranks and percentiles are read from
 * these scores, so they follow.
 */
export async function regradeFinished(db: Db, examId: number, marking: Marking) {
  const rows = await queryRows<{ id: string; correct: number; wrong: number; questions: number }>(
    db,
    sql`select a.id::text as id,
          count(o.id) filter (where o.is_correct)::int as correct,
          count(o.id) filter (where not o.is_correct)::int as wrong,
          (select count(*)::int from questions q where q.exam_id = a.exam_id) as questions
        from attempts a
        left join attempt_answers aa on aa.attempt_id = a.id
        left join question_options o on o.id = aa.option_id and o.question_id = aa.question_id
        where a.exam_id = ${examId} and a.status <> 'in_progress'
        group by a.id`,
  );
  if (rows.length === 0) return 0;
  await db.execute(sql`
    update attempts a set correct = f.correct, wrong = f.wrong, unanswered = f.unanswered,
      score = f.score, max_score = f.max_score
    from unnest(
      ${uuidArray(rows.map((r) => r.id))}::uuid[],
      ${numberArray(rows.map((r) => r.correct))}::int[],
      ${numberArray(rows.map((r) => r.wrong))}::int[],
      ${numberArray(rows.map((r) => r.questions - r.correct - r.wrong))}::int[],
      ${numberArray(rows.map((r) => scoreOf(marking, r.correct, r.wrong)))}::numeric[],
      ${numberArray(rows.map((r) => maxScoreOf(marking, r.questions)))}::numeric[]
    ) as f(id, correct, wrong, unanswered, score, max_score)
    where a.id = f.id`);
  return rows.length;
}
