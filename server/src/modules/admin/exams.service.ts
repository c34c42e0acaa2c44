import { and, eq, inArray } from 'drizzle-orm';
import type {
  AdminExam,
  AdminQuestion,
  ExamInput,
  ImportResult,
  QuestionInput,
} from '@pariksha/contracts/admin-exams';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../../db/client';
import { examSections, exams, questionOptions, questions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';
import type { ExamEngine } from '../exams/exam-engine';
import { recordChange, type Actor } from './audit';
import { findCourse } from './catalogue.repository';
import { toCsv, toGift } from './bank/export';
import { parseQuestionBank, type BankFormat } from './bank/parse';
import type { BankQuestion } from './bank/types';
import * as repo from './exams.repository';
import { updateVersioned } from './versioned';

/*
 * Exams and their questions in the console. Once learners have started an exam its paper is
 * fixed: no question or option comes or goes, and what decides a score (the key, the marks)
 * changes only as an explicit regrade, which recomputes every finished attempt and is written to
 * the audit log.
 */

type Versioned<T> = T & { updatedAt: string };

const iso = (d: Date | string) => new Date(d).toISOString();
const optionalIso = (d: Date | string | null) => (d === null ? null : iso(d));
const ml = (v: string | null | undefined) => (v?.trim() ? v : null);

const presentExam = (r: repo.ExamRow): AdminExam => ({
  id: r.id,
  courseId: r.courseId,
  title: r.title,
  instructions: r.instructions,
  instructionsMl: r.instructionsMl,
  durationMinutes: r.durationSeconds / 60,
  marksPerQuestion: r.marksPerQuestion,
  negativeNumerator: r.negativeNumerator,
  negativeDenominator: r.negativeDenominator,
  maxAttempts: r.maxAttempts,
  opensAt: optionalIso(r.opensAt),
  closesAt: optionalIso(r.closesAt),
  published: r.published,
  position: r.position,
  sections: r.sections,
  questionCount: r.questionCount,
  attempts: r.attempts,
  updatedAt: iso(r.updatedAt),
});

const presentQuestion = (r: repo.QuestionRow): AdminQuestion => ({
  ...r,
  options: r.options ?? [],
  updatedAt: iso(r.updatedAt),
});

const examValues = (input: ExamInput) => ({
  title: input.title,
  instructions: input.instructions,
  instructionsMl: ml(input.instructionsMl),
  durationSeconds: input.durationMinutes * 60,
  marksPerQuestion: String(input.marksPerQuestion),
  negativeMarksNumerator: String(input.negativeNumerator),
  negativeMarksDenominator: input.negativeDenominator,
  maxAttempts: input.maxAttempts,
  opensAt: input.opensAt ? new Date(input.opensAt) : null,
  closesAt: input.closesAt ? new Date(input.closesAt) : null,
  published: input.published,
});

/** 409 when the paper has attempts: what the change would do to them, and how to go on. */
function fixedPaper(attempts: number, what: string) {
  return new AppError(
    ErrorCode.CONFLICT,
    `${attempts} attempt(s) have been made at this exam, so ${what}`,
    { attempts },
  );
}

async function examOrThrow(db: Db, id: number) {
  const exam = await repo.findExam(db, id);
  if (!exam) throw AppError.notFound('Exam');
  return exam;
}

export async function listExams(db: Db, courseId: number) {
  if (!(await findCourse(db, courseId))) throw AppError.notFound('Course');
  return (await repo.listExams(db, courseId)).map(presentExam);
}

export async function getExam(db: Db, id: number) {
  return presentExam(await examOrThrow(db, id));
}

export function createExam(db: Db, actor: Actor, courseId: number, input: ExamInput) {
  return db.transaction(async (tx) => {
    if (!(await findCourse(tx, courseId))) throw AppError.notFound('Course');
    const [row] = await tx
      .insert(exams)
      .values({
        ...examValues(input),
        courseId,
        position: await repo.nextExamPosition(tx, courseId),
      })
      .returning();
    await tx
      .insert(examSections)
      .values(input.sections.map((s, i) => ({ examId: row!.id, position: i + 1, title: s.title })));
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'exam',
      entityId: row!.id,
      after: row,
    });
    return presentExam((await repo.findExam(tx, row!.id))!);
  });
}

const sameMarking = (a: repo.ExamRow, b: ExamInput) =>
  a.marksPerQuestion === b.marksPerQuestion &&
  a.negativeNumerator === b.negativeNumerator &&
  a.negativeDenominator === b.negativeDenominator;

/** Edits an exam and its sections (a section left out goes, if empty); regrades on request. */
export async function updateExam(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  id: number,
  input: Versioned<ExamInput>,
) {
  const { updatedAt, regrade, sections, ...rest } = input;
  const result = await db.transaction(async (tx) => {
    const current = await examOrThrow(tx, id);
    const remarked = !sameMarking(current, input) && current.attempts > 0;
    if (remarked && !regrade)
      throw fixedPaper(
        current.attempts,
        'changing its marks recomputes their scores and ranks: confirm the regrade to go on',
      );
    const known = new Map(current.sections.map((s) => [s.id, s]));
    const stray = sections.find((s) => s.id !== undefined && !known.has(s.id));
    if (stray) throw AppError.validation('sections', 'A section is not one of this exam’s');
    const kept = new Set(sections.flatMap((s) => (s.id === undefined ? [] : [s.id])));
    const dropped = current.sections.filter((s) => !kept.has(s.id));
    const full = dropped.find((s) => s.questionCount > 0);
    if (full)
      throw new AppError(
        ErrorCode.CONFLICT,
        `Section “${full.title}” has ${full.questionCount} question(s): move or delete them before removing it`,
      );

    const change = await updateVersioned(
      tx,
      exams,
      id,
      updatedAt,
      examValues({ ...rest, sections }),
      'Exam',
    );
    if (dropped.length > 0)
      await tx.delete(examSections).where(
        inArray(
          examSections.id,
          dropped.map((s) => s.id),
        ),
      );
    const order: number[] = [];
    const top = current.sections.length + sections.length + 1;
    for (const [i, s] of sections.entries()) {
      if (s.id === undefined) {
        // Placed past the end for now; the order below gives it its place.
        const [added] = await tx
          .insert(examSections)
          .values({ examId: id, position: top + i, title: s.title })
          .returning({ id: examSections.id });
        order.push(added!.id);
      } else {
        await tx.update(examSections).set({ title: s.title }).where(eq(examSections.id, s.id));
        order.push(s.id);
      }
    }
    await repo.writeSectionOrder(tx, id, order);
    await repo.renumberQuestions(tx, id);
    const after = (await repo.findExam(tx, id))!;
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'exam',
      entityId: id,
      before: { ...change.before, sections: current.sections },
      after: { ...change.after, sections: after.sections },
    });
    let regraded = 0;
    if (remarked) {
      regraded = await repo.regradeFinished(tx, id, input);
      await recordChange(tx, actor, {
        action: 'regrade',
        entity: 'exam',
        entityId: id,
        before: pickMarking(current),
        after: { ...pickMarking(input), attempts: regraded },
      });
    }
    return { exam: presentExam(after), regraded };
  });
  engine.forgetExam(id);
  return result;
}

const pickMarking = (m: {
  marksPerQuestion: number;
  negativeNumerator: number;
  negativeDenominator: number;
}) => ({
  marksPerQuestion: m.marksPerQuestion,
  negativeNumerator: m.negativeNumerator,
  negativeDenominator: m.negativeDenominator,
});

/** Deletes an exam with its questions; with attempts (and their results), only if confirmed. */
export async function deleteExam(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  id: number,
  confirmed: boolean,
) {
  await db.transaction(async (tx) => {
    const current = await examOrThrow(tx, id);
    if (current.attempts > 0 && !confirmed)
      throw fixedPaper(
        current.attempts,
        'deleting it deletes their answers and results too: confirm to go on',
      );
    await tx.delete(exams).where(eq(exams.id, id));
    await recordChange(tx, actor, {
      action: 'delete',
      entity: 'exam',
      entityId: id,
      before: current,
    });
  });
  engine.forgetExam(id);
}

/* ─── questions ─── */

export async function listQuestions(db: Db, examId: number) {
  await examOrThrow(db, examId);
  return (await repo.listQuestions(db, examId)).map(presentQuestion);
}

function checkSection(exam: repo.ExamRow, sectionId: number) {
  if (!exam.sections.some((s) => s.id === sectionId))
    throw AppError.validation('sectionId', 'Choose one of this exam’s sections');
}

/** Question HTML as stored: through the one sanitiser, as imported questions are (bank/types). */
const clean = (html: string) => sanitizeRichText(html).trim();
const cleanMl = (html: string | null) => ml(html === null ? null : clean(html));

function questionValues(input: QuestionInput) {
  const stem = clean(input.stem);
  if (stem === '') throw AppError.validation('stem', 'Enter the question');
  return {
    sectionId: input.sectionId,
    stem,
    stemMl: cleanMl(input.stemMl),
    explanation: clean(input.explanation),
    explanationMl: cleanMl(input.explanationMl),
    topic: input.topic,
    difficulty: input.difficulty,
  };
}

function cleanOptions(options: QuestionInput['options']) {
  const out = options.map((o) => ({
    text: clean(o.text),
    textMl: cleanMl(o.textMl),
    correct: o.correct,
  }));
  const empty = out.findIndex((o) => o.text === '');
  if (empty >= 0) throw AppError.validation(`options.${empty}.text`, 'Enter the option');
  return out;
}

/** Adds questions at the end of their section. */
async function insertQuestions(
  tx: Db,
  examId: number,
  items: (ReturnType<typeof questionValues> & {
    options: { text: string; textMl: string | null; correct: boolean }[];
  })[],
) {
  await repo.lockExam(tx, examId);
  const ids: number[] = [];
  let position = 1_000_000_000 - items.length;
  for (let i = 0; i < items.length; i += 500) {
    const chunk = items.slice(i, i + 500);
    const rows = await tx
      .insert(questions)
      .values(chunk.map(({ options: _, ...q }) => ({ ...q, examId, position: (position += 1) })))
      .returning({ id: questions.id });
    const options = rows.flatMap((r, k) =>
      chunk[k]!.options.map((o, n) => ({
        questionId: r.id,
        position: n + 1,
        text: o.text,
        textMl: o.textMl,
        isCorrect: o.correct,
      })),
    );
    for (let j = 0; j < options.length; j += 2000)
      await tx.insert(questionOptions).values(options.slice(j, j + 2000));
    ids.push(...rows.map((r) => r.id));
  }
  await repo.renumberQuestions(tx, examId);
  return ids;
}

export async function createQuestion(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  examId: number,
  input: QuestionInput,
) {
  const question = await db.transaction(async (tx) => {
    const exam = await examOrThrow(tx, examId);
    if (exam.attempts > 0) throw fixedPaper(exam.attempts, 'no question can be added to it');
    checkSection(exam, input.sectionId);
    const [id] = await insertQuestions(tx, examId, [
      {
        ...questionValues(input),
        options: cleanOptions(input.options),
      },
    ]);
    const row = (await repo.findQuestion(tx, id!))!;
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'question',
      entityId: id!,
      after: row,
    });
    return presentQuestion(row);
  });
  engine.forgetExam(examId);
  return question;
}

/**
 * Edits a question, keeping its options' ids (answers point at them): the n-th option stays the
 * n-th. With attempts, options cannot come or go and a new key needs `regrade`.
 */
export async function updateQuestion(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  id: number,
  input: Versioned<QuestionInput>,
) {
  const { updatedAt, regrade, options, ...rest } = input;
  let examId = 0;
  const result = await db.transaction(async (tx) => {
    const before = await repo.findQuestion(tx, id);
    if (!before) throw AppError.notFound('Question');
    examId = before.examId;
    const exam = (await repo.findExam(tx, examId))!;
    checkSection(exam, rest.sectionId);
    const oldKey = before.options.findIndex((o) => o.correct);
    const newKey = options.findIndex((o) => o.correct);
    const rekeyed = exam.attempts > 0 && oldKey !== newKey;
    if (exam.attempts > 0 && options.length !== before.options.length)
      throw fixedPaper(
        exam.attempts,
        'its questions keep the options they had: correct their text',
      );
    if (rekeyed && !regrade)
      throw fixedPaper(
        exam.attempts,
        'changing the correct answer recomputes their scores and ranks: confirm the regrade to go on',
      );

    await updateVersioned(tx, questions, id, updatedAt, questionValues(input), 'Question');
    // At most one correct option at any moment: clear the key, then write each option.
    await tx
      .update(questionOptions)
      .set({ isCorrect: false })
      .where(eq(questionOptions.questionId, id));
    for (const [n, o] of cleanOptions(options).entries()) {
      const values = { text: o.text, textMl: o.textMl, isCorrect: o.correct };
      const existing = before.options[n];
      if (existing)
        await tx.update(questionOptions).set(values).where(eq(questionOptions.id, existing.id));
      else await tx.insert(questionOptions).values({ ...values, questionId: id, position: n + 1 });
    }
    const surplus = before.options.slice(options.length).map((o) => o.id);
    if (surplus.length > 0)
      await tx
        .delete(questionOptions)
        .where(and(eq(questionOptions.questionId, id), inArray(questionOptions.id, surplus)));
    if (before.sectionId !== rest.sectionId) await repo.renumberQuestions(tx, examId);

    const after = (await repo.findQuestion(tx, id))!;
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'question',
      entityId: id,
      before,
      after,
    });
    let regraded = 0;
    if (rekeyed) {
      regraded = await repo.regradeFinished(tx, examId, exam);
      await recordChange(tx, actor, {
        action: 'regrade',
        entity: 'question',
        entityId: id,
        before: { key: before.options[oldKey]?.id },
        after: { key: after.options[newKey]?.id, attempts: regraded },
      });
    }
    return { question: presentQuestion(after), regraded };
  });
  engine.forgetExam(examId);
  return result;
}

export async function deleteQuestion(db: Db, engine: ExamEngine, actor: Actor, id: number) {
  const examId = await db.transaction(async (tx) => {
    const row = await repo.findQuestion(tx, id);
    if (!row) throw AppError.notFound('Question');
    const exam = (await repo.findExam(tx, row.examId))!;
    if (exam.attempts > 0) throw fixedPaper(exam.attempts, 'no question can be removed from it');
    await tx.delete(questions).where(eq(questions.id, id));
    await repo.renumberQuestions(tx, row.examId);
    await recordChange(tx, actor, {
      action: 'delete',
      entity: 'question',
      entityId: id,
      before: row,
    });
    return row.examId;
  });
  engine.forgetExam(examId);
}

/* ─── question bank ─── */

export type ImportRequest = {
  format: BankFormat;
  dryRun: boolean;
  onlyValid: boolean;
  sectionId?: number;
};

/**
 * Reads a question-bank file into an exam. A dry run writes nothing; a real import with rejected
 * questions writes nothing unless `onlyValid`, and then only the valid ones.
 */
export async function importQuestions(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  examId: number,
  request: ImportRequest,
  text: string,
): Promise<ImportResult> {
  const exam = await examOrThrow(db, examId);
  if (exam.attempts > 0) throw fixedPaper(exam.attempts, 'no question can be added to it');
  const sectionId = request.sectionId ?? exam.sections[0]!.id;
  checkSection(exam, sectionId);
  const { questions: found, rejected } = parseQuestionBank(request.format, text);
  if (found.length === 0 && rejected.length === 0)
    throw AppError.validation('file', 'The file holds no questions');
  const summary = found.map((q) => ({
    line: q.line,
    stem: q.stem,
    options: q.options,
    topic: q.topic,
  }));
  const refused = rejected.length > 0 && !request.onlyValid;
  if (request.dryRun)
    return { dryRun: true, created: refused ? 0 : found.length, questions: summary, rejected };
  if (refused)
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `${rejected.length} question(s) in the file were rejected, so nothing was imported. Correct them, or import only the valid ones.`,
      rejected.map((r) => ({ field: `line ${r.line}`, message: r.reason })),
    );
  await db.transaction(async (tx) => {
    // Another import or a first attempt may have come in since the check above.
    const now = (await repo.findExam(tx, examId))!;
    if (now.attempts > 0) throw fixedPaper(now.attempts, 'no question can be added to it');
    const ids = await insertQuestions(
      tx,
      examId,
      found.map((q) => bankToValues(q, sectionId)),
    );
    await recordChange(tx, actor, {
      action: 'import',
      entity: 'exam',
      entityId: examId,
      after: { format: request.format, questions: ids.length, rejected: rejected.length },
    });
  });
  engine.forgetExam(examId);
  return { dryRun: false, created: found.length, questions: summary, rejected };
}

const bankToValues = (q: BankQuestion, sectionId: number) => ({
  sectionId,
  stem: q.stem,
  stemMl: q.stemMl,
  explanation: q.explanation,
  explanationMl: q.explanationMl,
  topic: q.topic,
  difficulty: q.difficulty,
  options: q.options.map((o, i) => ({ ...o, textMl: q.optionsMl?.[i] || null })),
});

/** The exam's questions as a file that imports back to the same questions. */
export async function exportQuestions(db: Db, examId: number, format: 'csv' | 'gift') {
  const exam = await examOrThrow(db, examId);
  const rows = await repo.listQuestions(db, examId);
  const items = rows.map((q) => ({
    stem: q.stem,
    options: q.options.map((o) => ({ text: o.text, correct: o.correct })),
    explanation: q.explanation,
    topic: q.topic,
    difficulty: q.difficulty,
    stemMl: q.stemMl,
    optionsMl: q.options.some((o) => o.textMl) ? q.options.map((o) => o.textMl ?? '') : null,
    explanationMl: q.explanationMl,
  }));
  return { title: exam.title, body: format === 'csv' ? toCsv(items) : toGift(items) };
}
