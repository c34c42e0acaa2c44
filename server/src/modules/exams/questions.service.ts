import { and, eq, inArray } from 'drizzle-orm';
import type { AdminQuestion, QuestionInput } from '@pariksha/contracts/admin-exams';
import type { Db } from '../../db/client';
import { questionOptions, questions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { sanitizeRichTextFields, type RichTextField } from '../../lib/rich-text';
import type { ExamEngine } from './exam-engine';
import { recordChange, type Actor } from '../../lib/audit';
import { examOrThrow, fixedPaper, iso, ml, type Versioned } from './exams.staff.service';
import * as repo from './exams.staff.repository';
import { updateVersioned } from '../../lib/versioned';

/*
 * The questions of an exam in the console: the one writer of a question (the console, the
 * importers, the seed's own path aside). Once learners have started the exam, no question or
 * option comes or goes, and a new key is an explicit regrade.
 */

const presentQuestion = (r: repo.QuestionRow): AdminQuestion => ({
  ...r,
  options: r.options ?? [],
  updatedAt: iso(r.updatedAt),
});

export async function listQuestions(db: Db, examId: number) {
  await examOrThrow(db, examId);
  return (await repo.listQuestions(db, examId)).map(presentQuestion);
}

export function checkSection(exam: repo.ExamRow, sectionId: number) {
  if (!exam.sections.some((s) => s.id === sectionId))
    throw AppError.validation('sectionId', 'Choose one of this exam’s sections');
}

/**
 * A question's columns and options as stored: every rich-text field sanitised in one task off
 * this thread (as imported questions are, bank/types), before any transaction is opened.
 */
async function questionValues(input: QuestionInput) {
  const fields: RichTextField[] = [
    { field: 'stem', html: input.stem, kind: 'question' },
    { field: 'stemMl', html: input.stemMl ?? '', kind: 'question' },
    { field: 'explanation', html: input.explanation, kind: 'explanation' },
    { field: 'explanationMl', html: input.explanationMl ?? '', kind: 'explanation' },
    ...input.options.flatMap((o, i): RichTextField[] => [
      { field: `options.${i}.text`, html: o.text, kind: 'option' },
      { field: `options.${i}.textMl`, html: o.textMl ?? '', kind: 'option' },
    ]),
  ];
  const clean = (await sanitizeRichTextFields(fields)).map((f) => f.html.trim());
  const [stem, stemMl, explanation, explanationMl] = clean;
  if (stem === '') throw AppError.validation('stem', 'Enter the question');
  const options = input.options.map((o, i) => ({
    text: clean[4 + 2 * i]!,
    textMl: ml(clean[5 + 2 * i]),
    correct: o.correct,
  }));
  const empty = options.findIndex((o) => o.text === '');
  if (empty >= 0) throw AppError.validation(`options.${empty}.text`, 'Enter the option');
  return {
    values: {
      sectionId: input.sectionId,
      stem: stem!,
      stemMl: ml(stemMl),
      explanation: explanation!,
      explanationMl: ml(explanationMl),
      topic: input.topic,
      difficulty: input.difficulty,
    },
    options,
  };
}

export type NewQuestion = Awaited<ReturnType<typeof questionValues>>['values'] & {
  options: { text: string; textMl: string | null; correct: boolean }[];
};

/** Adds questions at the end of their section. */
export async function insertQuestions(tx: Db, examId: number, items: NewQuestion[]) {
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
  const { values, options } = await questionValues(input);
  const question = await db.transaction(async (tx) => {
    const exam = await examOrThrow(tx, examId);
    if (exam.attempts > 0) throw fixedPaper(exam.attempts, 'no question can be added to it');
    checkSection(exam, input.sectionId);
    const [id] = await insertQuestions(tx, examId, [{ ...values, options }]);
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
  const clean = await questionValues(input);
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

    await updateVersioned(tx, questions, id, updatedAt, clean.values, 'Question');
    // At most one correct option at any moment: clear the key, then write each option.
    await tx
      .update(questionOptions)
      .set({ isCorrect: false })
      .where(eq(questionOptions.questionId, id));
    for (const [n, o] of clean.options.entries()) {
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
