import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { examSections, exams } from '../../db/schema/index';
import { boolArray, numberArray, textArray } from '../../lib/sql-arrays';
import { nextPosition, writePositions } from '../../lib/positions';
import { topicIdsOf, topicPathOf } from './topics.repository';

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
  paperBoard: string | null;
  paperPost: string | null;
  paperYear: number | null;
  paperCode: string | null;
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
  e.paper_board as "paperBoard", e.paper_post as "paperPost", e.paper_year as "paperYear",
  e.paper_code as "paperCode",
  e.updated_at as "updatedAt",
  (select count(*)::int from exam_questions x where x.exam_id = e.id) as "questionCount",
  (select count(*)::int from attempts a where a.exam_id = e.id) as attempts,
  coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title, 'questionCount',
      (select count(*) from exam_questions x where x.section_id = s.id)) order by s.position)
    from exam_sections s where s.exam_id = e.id), '[]') as sections,
  coalesce((select json_agg(eb.batch_id order by eb.batch_id) from exam_batches eb
    where eb.exam_id = e.id), '[]') as "batchIds"`;

export const listExams = (db: Db, courseId: number) =>
  queryRows<ExamRow>(
    db,
    sql`select ${examColumns} from exams e where e.course_id = ${courseId} order by e.position, e.id`,
  );

/** A course's exam; a learner's practice set and a day's quiz are not the console's to edit. */
export async function findExam(db: Db, id: number) {
  const rows = await queryRows<ExamRow>(
    db,
    sql`select ${examColumns} from exams e where e.id = ${id} and e.course_id is not null`,
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
  // Positions are unique per paper: each row takes its new place negated, out of the others'
  // way, then its sign.
  await db.execute(
    sql`update exam_questions x set position = -o.n
        from (select x.question_id,
                (row_number() over (order by s.position, x.position, x.question_id))::int as n
              from exam_questions x join exam_sections s on s.id = x.section_id
              where x.exam_id = ${examId}) o
        where x.exam_id = ${examId} and x.question_id = o.question_id`,
  );
  await db.execute(
    sql`update exam_questions set position = -position where exam_id = ${examId} and position < 0`,
  );
}

/** The exam a section belongs to; null when there is no such section. */
export async function examOfSection(db: Db, sectionId: number) {
  const rows = await queryRows<{ examId: number }>(
    db,
    sql`select exam_id as "examId" from exam_sections where id = ${sectionId}`,
  );
  return rows[0]?.examId ?? null;
}

/** Moves a question to another section of the same paper, then renumbers the paper. */
export async function moveToSection(db: Db, examId: number, questionId: number, sectionId: number) {
  await db.execute(
    sql`update exam_questions set section_id = ${sectionId}
        where exam_id = ${examId} and question_id = ${questionId}`,
  );
  await renumberQuestions(db, examId);
}

/** A question of the bank as it stands on one paper (its exam, section and place there). */
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
  topicId: number | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  source: string;
  updatedAt: Date;
  options: { id: number; text: string; textMl: string | null; correct: boolean }[];
};

const questionColumns = sql`q.id, x.exam_id as "examId", x.section_id as "sectionId", x.position,
  q.stem, q.stem_ml as "stemMl", q.explanation, q.explanation_ml as "explanationMl",
  ${topicPathOf(sql`q.topic_id`)} as topic, q.topic_id as "topicId", q.difficulty, q.source,
  q.updated_at as "updatedAt",
  (select json_agg(json_build_object('id', o.id, 'text', o.text, 'textMl', o.text_ml,
      'correct', o.is_correct) order by o.position)
    from question_options o where o.question_id = q.id) as options`;

export const listQuestions = (db: Db, examId: number) =>
  queryRows<QuestionRow>(
    db,
    sql`select ${questionColumns} from exam_questions x join questions q on q.id = x.question_id
        where x.exam_id = ${examId} order by x.position`,
  );

/** A question on the paper of `examId`; without one, on the first paper that holds it. */
export async function findQuestion(db: Db, id: number, examId?: number) {
  const rows = await queryRows<QuestionRow>(
    db,
    sql`select ${questionColumns} from questions q join exam_questions x on x.question_id = q.id
        where q.id = ${id} ${examId === undefined ? sql`` : sql`and x.exam_id = ${examId}`}
        order by x.exam_id limit 1`,
  );
  return rows[0] ?? null;
}

/** The papers a question is on, with the attempts each has had. */
export const papersOf = (db: Db, questionId: number) =>
  queryRows<{ examId: number; attempts: number }>(
    db,
    sql`select x.exam_id as "examId",
          (select count(*)::int from attempts a where a.exam_id = x.exam_id) as attempts
        from exam_questions x where x.question_id = ${questionId} order by x.exam_id`,
  );

/** A question as it is written: its columns and its options in their order. */
export type QuestionValues = Pick<
  QuestionRow,
  | 'sectionId'
  | 'stem'
  | 'stemMl'
  | 'explanation'
  | 'explanationMl'
  | 'topic'
  | 'difficulty'
  | 'source'
> & { options: { text: string; textMl: string | null; correct: boolean }[] };

/** Blank for none: '' stands for null in a text array (the nullable columns hold no blank). */
const orBlank = (xs: (string | null)[]) => textArray(xs.map((x) => x ?? ''));

/**
 * Writes questions after the exam's last (renumber them after), a few hundred a statement, each
 * column as one array; returns their ids in order. Lock the exam first (lockExam).
 */
export async function insertQuestions(db: Db, examId: number, items: QuestionValues[]) {
  const ids: number[] = [];
  const topicIds = await topicIdsOf(
    db,
    items.map((q) => q.topic),
  );
  const [{ next }] = (await queryRows<{ next: number }>(
    db,
    sql`select coalesce(max(position), 0)::int + 1 as next from exam_questions
        where exam_id = ${examId}`,
  )) as [{ next: number }];
  for (let i = 0; i < items.length; i += 500) {
    const chunk = items.slice(i, i + 500);
    // Ids drawn first, so each row is known by its own: RETURNING keeps no order.
    const drawn = await queryRows<{ id: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('questions', 'id'))::int as id
          from generate_series(1, ${chunk.length})`,
    );
    const chunkIds = drawn.map((r) => r.id).sort((a, b) => a - b);
    await db.execute(
      sql`insert into questions (id, stem, stem_ml, explanation, explanation_ml, topic_id,
            difficulty, source)
          select q.id, q.stem, nullif(q.stem_ml, ''), q.explanation, nullif(q.explanation_ml, ''),
            nullif(q.topic_id, 0), nullif(q.difficulty, ''), q.source
          from unnest(${numberArray(chunkIds)}::int[],
            ${textArray(chunk.map((q) => q.stem))}::text[],
            ${orBlank(chunk.map((q) => q.stemMl))}::text[],
            ${textArray(chunk.map((q) => q.explanation))}::text[],
            ${orBlank(chunk.map((q) => q.explanationMl))}::text[],
            ${numberArray(chunk.map((q) => topicIds.get(q.topic) ?? 0))}::int[],
            ${orBlank(chunk.map((q) => q.difficulty))}::text[],
            ${textArray(chunk.map((q) => q.source))}::text[])
            as q(id, stem, stem_ml, explanation, explanation_ml, topic_id, difficulty, source)`,
    );
    await db.execute(
      sql`insert into exam_questions (exam_id, question_id, section_id, position)
          select ${examId}, x.question_id, x.section_id, ${next + i} + x.n - 1
          from unnest(${numberArray(chunkIds)}::int[],
            ${numberArray(chunk.map((q) => q.sectionId))}::int[])
            with ordinality as x(question_id, section_id, n)`,
    );
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
