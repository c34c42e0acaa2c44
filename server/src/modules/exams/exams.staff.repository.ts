import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { examSections, exams, questions } from '../../db/schema/index';
import { boolArray, numberArray, textArray } from '../../lib/sql-arrays';
import { nextPosition, writePositions } from '../../lib/positions';

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
  batchIds: number[];
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
    from exam_sections s where s.exam_id = e.id), '[]') as sections,
  coalesce((select json_agg(eb.batch_id order by eb.batch_id) from exam_batches eb
    where eb.exam_id = e.id), '[]') as "batchIds"`;

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

export async function courseExists(db: Db, id: number) {
  const rows = await queryRows<{ id: number }>(db, sql`select id from courses where id = ${id}`);
  return rows.length > 0;
}

export const nextExamPosition = (db: Db, courseId: number) =>
  nextPosition(db, exams, sql`course_id = ${courseId}`);

/** Gives an exam's sections (all of them, in the caller's transaction) the order of `ids`. */
export const writeSectionOrder = (db: Db, ids: number[]) => writePositions(db, examSections, ids);

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
  await writePositions(
    db,
    questions,
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

/** A question as it is written: its columns and its options in their order. */
export type QuestionValues = Pick<
  QuestionRow,
  'sectionId' | 'stem' | 'stemMl' | 'explanation' | 'explanationMl' | 'topic' | 'difficulty'
> & { options: { text: string; textMl: string | null; correct: boolean }[] };

/** Blank for none: '' stands for null in a text array (the nullable columns hold no blank). */
const orBlank = (xs: (string | null)[]) => textArray(xs.map((x) => x ?? ''));

/**
 * Writes questions after the exam's last (renumber them after), a few hundred a statement, each
 * column as one array; returns their ids in order. Lock the exam first (lockExam).
 */
export async function insertQuestions(db: Db, examId: number, items: QuestionValues[]) {
  const ids: number[] = [];
  let next = await nextPosition(db, questions, sql`exam_id = ${examId}`);
  for (let i = 0; i < items.length; i += 500) {
    const chunk = items.slice(i, i + 500);
    const positions = chunk.map(() => next++);
    const rows = await queryRows<{ id: number; position: number }>(
      db,
      sql`insert into questions (exam_id, section_id, position, stem, stem_ml, explanation,
            explanation_ml, topic, difficulty)
          select ${examId}, q.section_id, q.position, q.stem, nullif(q.stem_ml, ''), q.explanation,
            nullif(q.explanation_ml, ''), q.topic, nullif(q.difficulty, '')
          from unnest(${numberArray(chunk.map((q) => q.sectionId))}::int[],
            ${numberArray(positions)}::int[], ${textArray(chunk.map((q) => q.stem))}::text[],
            ${orBlank(chunk.map((q) => q.stemMl))}::text[],
            ${textArray(chunk.map((q) => q.explanation))}::text[],
            ${orBlank(chunk.map((q) => q.explanationMl))}::text[],
            ${textArray(chunk.map((q) => q.topic))}::text[],
            ${orBlank(chunk.map((q) => q.difficulty))}::text[])
            as q(section_id, position, stem, stem_ml, explanation, explanation_ml, topic, difficulty)
          returning id, position`,
    );
    const idAt = new Map(rows.map((r) => [r.position, r.id]));
    const chunkIds = positions.map((p) => idAt.get(p)!);
    const options = chunk.flatMap((q, k) =>
      q.options.map((o, n) => ({ questionId: chunkIds[k]!, position: n + 1, ...o })),
    );
    await db.execute(
      sql`insert into question_options (question_id, position, text, text_ml, is_correct)
          select o.question_id, o.position, o.text, nullif(o.text_ml, ''), o.correct
          from unnest(${numberArray(options.map((o) => o.questionId))}::int[],
            ${numberArray(options.map((o) => o.position))}::int[],
            ${textArray(options.map((o) => o.text))}::text[],
            ${orBlank(options.map((o) => o.textMl))}::text[],
            ${boolArray(options.map((o) => o.correct))}::bool[])
            as o(question_id, position, text, text_ml, correct)`,
    );
    ids.push(...chunkIds);
  }
  return ids;
}

/** Of these batch ids, those naming no batch. */
export async function missingBatches(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from batches where id = any(${numberArray(ids)}::int[])`,
  );
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** Limits an exam to these batches (none: open to everyone with access to its course). */
export async function setExamBatches(db: Db, examId: number, batchIds: number[]) {
  await db.execute(sql`delete from exam_batches where exam_id = ${examId}`);
  if (batchIds.length > 0)
    await db.execute(
      sql`insert into exam_batches (exam_id, batch_id)
          select ${examId}, unnest(${numberArray(batchIds)}::int[])`,
    );
}
