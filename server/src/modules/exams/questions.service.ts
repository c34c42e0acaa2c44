import { and, eq, inArray } from 'drizzle-orm';
import type { AdminQuestion, QuestionInput } from '@pariksha/contracts/exams-staff';
import type { Db } from '../../db/client';
import { examQuestions, questionOptions, questions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { iso } from '../../lib/iso';
import type { ExamEngine } from './exam-engine';
import { recordChange, type Actor } from '../../lib/audit';
import { checkPaperOpen, fixedPaper } from './exams.rules';
import { examOrThrow, regradeFinished, type Versioned } from './exams.staff.service';
import * as repo from './exams.staff.repository';
import { questionValues } from './question-values';
import { topicIdsOf } from './topics.repository';
import { updateVersioned } from '../../lib/versioned';

/*
 * The questions of an exam: addQuestions is the one way a question goes in (the console's form,
 * the question-bank importer, the demo seed and the test factories all use it). Once learners
 * have started the exam, no question or option comes or goes, and a new key is an explicit
 * regrade (exams.rules.ts).
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
 * How added questions are written to the audit log: each on its own with what was stored (the
 * console's form), or, for a set of them (a file, the demo content, a test's exam), one `import`
 * entry on the exam with what the caller says of them (a file's format, a demo exam's slug).
 */
export type AddedBy = { each: true } | { import: Record<string, unknown> };

/**
 * Puts questions at the end of their sections: each with exactly one correct option and its rich
 * text sanitised (before any transaction is opened), only while no learner has started the exam,
 * written to the audit log in the same transaction. Returns their ids, in order.
 */
export async function addQuestions(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  examId: number,
  items: QuestionInput[],
  addedBy: AddedBy = { each: true },
) {
  const values = await questionValues(items);
  const ids = await db.transaction(async (tx) => {
    await repo.lockExam(tx, examId);
    const exam = await examOrThrow(tx, examId);
    checkPaperOpen(exam, 'no question can be added to it');
    for (const sectionId of new Set(items.map((q) => q.sectionId))) checkSection(exam, sectionId);
    const ids = await repo.insertQuestions(tx, examId, values);
    await repo.renumberQuestions(tx, examId);
    if ('import' in addedBy)
      await recordChange(tx, actor, {
        action: 'import',
        entity: 'exam',
        entityId: examId,
        after: { ...addedBy.import, questions: ids.length },
      });
    else
      for (const id of ids)
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'question',
          entityId: id,
          after: await repo.findQuestion(tx, id),
        });
    return ids;
  });
  engine.forgetExam(examId);
  return ids;
}

/** A question from the console's form. */
export async function createQuestion(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  examId: number,
  input: QuestionInput,
) {
  const [id] = await addQuestions(db, engine, actor, examId, [input]);
  return presentQuestion((await repo.findQuestion(db, id!))!);
}

/**
 * Edits a question of the bank from one paper it is on (the section sent names the paper),
 * keeping its options' ids (answers point at them): the n-th option stays the n-th. Once any
 * paper it is on has been taken, options cannot come or go, and a new key needs `regrade`, which
 * recomputes the finished attempts of every such paper (decision 026).
 */
export async function updateQuestion(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  id: number,
  input: Versioned<QuestionInput>,
) {
  const { updatedAt, regrade, options, sectionId } = input;
  const { options: cleanOptions, ...values } = (await questionValues([input]))[0]!;
  let papers: { examId: number; attempts: number }[] = [];
  const result = await db.transaction(async (tx) => {
    papers = await repo.papersOf(tx, id);
    if (papers.length === 0) throw AppError.notFound('Question');
    const examId = await repo.examOfSection(tx, sectionId);
    const before = examId === null ? null : await repo.findQuestion(tx, id, examId);
    if (!before) throw AppError.validation('sectionId', 'Choose one of this exam’s sections');
    const attempts = papers.reduce((n, p) => n + p.attempts, 0);
    const oldKey = before.options.findIndex((o) => o.correct);
    const newKey = options.findIndex((o) => o.correct);
    const rekeyed = attempts > 0 && oldKey !== newKey;
    if (attempts > 0 && options.length !== before.options.length)
      throw fixedPaper(attempts, 'its questions keep the options they had: correct their text');
    if (rekeyed && !regrade)
      throw fixedPaper(
        attempts,
        'changing the correct answer recomputes their scores and ranks: confirm the regrade to go on',
      );

    const [topicId] = (await topicIdsOf(tx, [values.topic])).values();
    await updateVersioned(
      tx,
      questions,
      id,
      updatedAt,
      {
        stem: values.stem,
        stemMl: values.stemMl,
        explanation: values.explanation,
        explanationMl: values.explanationMl,
        topicId: topicId ?? null,
        difficulty: values.difficulty,
        source: values.source,
      },
      'Question',
    );
    // At most one correct option at any moment: clear the key, then write each option.
    await tx
      .update(questionOptions)
      .set({ isCorrect: false })
      .where(eq(questionOptions.questionId, id));
    for (const [n, o] of cleanOptions.entries()) {
      const option = { text: o.text, textMl: o.textMl, isCorrect: o.correct };
      const existing = before.options[n];
      if (existing)
        await tx.update(questionOptions).set(option).where(eq(questionOptions.id, existing.id));
      else await tx.insert(questionOptions).values({ ...option, questionId: id, position: n + 1 });
    }
    const surplus = before.options.slice(options.length).map((o) => o.id);
    if (surplus.length > 0)
      await tx
        .delete(questionOptions)
        .where(and(eq(questionOptions.questionId, id), inArray(questionOptions.id, surplus)));
    if (before.sectionId !== sectionId) await repo.moveToSection(tx, examId!, id, sectionId);

    const after = (await repo.findQuestion(tx, id, examId!))!;
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'question',
      entityId: id,
      before,
      after,
    });
    let regraded = 0;
    if (rekeyed) {
      for (const p of papers) if (p.attempts > 0) regraded += await regradeFinished(tx, p.examId);
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
  for (const p of papers) engine.forgetExam(p.examId);
  return result;
}

/**
 * Deletes a question from the bank and from every paper it is on; refused once any of them has
 * been taken (its answers and scores stand on it).
 */
export async function deleteQuestion(db: Db, engine: ExamEngine, actor: Actor, id: number) {
  let papers: { examId: number; attempts: number }[] = [];
  await db.transaction(async (tx) => {
    const row = await repo.findQuestion(tx, id);
    if (!row) throw AppError.notFound('Question');
    papers = await repo.papersOf(tx, id);
    for (const p of papers) checkPaperOpen(p, 'no question can be removed from it');
    await tx.delete(examQuestions).where(eq(examQuestions.questionId, id));
    await tx.delete(questions).where(eq(questions.id, id));
    for (const p of papers) await repo.renumberQuestions(tx, p.examId);
    await recordChange(tx, actor, {
      action: 'delete',
      entity: 'question',
      entityId: id,
      before: row,
    });
  });
  for (const p of papers) engine.forgetExam(p.examId);
}
