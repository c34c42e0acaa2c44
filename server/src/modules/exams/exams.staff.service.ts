import { eq, inArray } from 'drizzle-orm';
import type { AdminExam, ExamInput } from '@pariksha/contracts/exams-staff';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../../db/client';
import { examSections, exams } from '../../db/schema/index';
import { pastPaperColumns, pastPaperOf } from './past-papers';
import { AppError } from '../../lib/app-error';
import { iso } from '../../lib/iso';
import { sanitizeRichTextFields, type RichTextField } from '../../lib/rich-text';
import type { ExamEngine } from './exam-engine';
import { recordChange, type Actor } from '../../lib/audit';
import { toCsv, toGift } from './bank/export';
import * as repo from './exams.staff.repository';
import { finishedTallies, writeMarks } from './figures.repository';
import { fixedPaper } from './exams.rules';
import type { NewExam } from './exams.types';
import { markedFigures } from './scoring';
import { updateVersioned } from '../../lib/versioned';
import { publishedCourseName } from '../../lib/visible';
import type { Notifier } from '../notifications/notifications.service';

/*
 * Exams in the console (their questions: questions.service.ts). Once learners have started an
 * exam its paper is fixed (exams.rules.ts): what decides a score (the key, the marks) changes
 * only as an explicit regrade, which recomputes every finished attempt and is written to the
 * audit log.
 */

export type Versioned<T> = T & { updatedAt: string };

export const ml = (v: string | null | undefined) => (v?.trim() ? v : null);

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
  opensAt: iso(r.opensAt),
  closesAt: iso(r.closesAt),
  published: r.published,
  paper: pastPaperOf(r),
  batchIds: r.batchIds,
  position: r.position,
  sections: r.sections,
  questionCount: r.questionCount,
  attempts: r.attempts,
  updatedAt: iso(r.updatedAt),
});

/** An exam's columns; its instructions sanitised as every rich text is (before any transaction). */
async function examValues(input: ExamInput) {
  const fields: RichTextField[] = [
    { field: 'instructions', html: input.instructions, kind: 'instructions' },
    { field: 'instructionsMl', html: input.instructionsMl ?? '', kind: 'instructions' },
  ];
  const [instructions, instructionsMl] = await sanitizeRichTextFields(fields);
  return {
    title: input.title,
    instructions: instructions!.html.trim(),
    instructionsMl: ml(instructionsMl!.html.trim()),
    durationSeconds: input.durationMinutes * 60,
    marksPerQuestion: String(input.marksPerQuestion),
    negativeMarksNumerator: String(input.negativeNumerator),
    negativeMarksDenominator: input.negativeDenominator,
    maxAttempts: input.maxAttempts,
    opensAt: input.opensAt ? new Date(input.opensAt) : null,
    closesAt: input.closesAt ? new Date(input.closesAt) : null,
    published: input.published,
    ...(input.paper !== undefined && pastPaperColumns(input.paper)),
  };
}

/** Limits the exam to the batches given (absent: left as it is); 400 for one that is not there. */
async function writeBatches(db: Db, examId: number, batchIds: number[] | undefined) {
  if (batchIds === undefined) return;
  const ids = [...new Set(batchIds)];
  const missing = await repo.missingBatches(db, ids);
  if (missing.length > 0)
    throw AppError.validation('batchIds', `No such batch: ${missing.join(', ')}`);
  await repo.setExamBatches(db, examId, ids);
}

export async function examOrThrow(db: Db, id: number) {
  const exam = await repo.findExam(db, id);
  if (!exam) throw AppError.notFound('Exam');
  return exam;
}

export async function listExams(db: Db, courseId: number) {
  if (!(await repo.courseExists(db, courseId))) throw AppError.notFound('Course');
  return (await repo.listExams(db, courseId)).map(presentExam);
}

export async function getExam(db: Db, id: number) {
  return presentExam(await examOrThrow(db, id));
}

/**
 * Tells the learners of the exam's course that it is out, once (a test unpublished and published
 * again is not news twice), and only when learners can see it.
 */
async function announce(db: Db, notifier: Notifier | undefined, exam: AdminExam) {
  if (!notifier || !exam.published) return;
  const courseName = await publishedCourseName(db, exam.courseId);
  if (courseName === null) return;
  await notifier.raise({
    kind: 'test-published',
    subject: `exam:${exam.id}`,
    audience: { type: 'course', courseId: exam.courseId, examId: exam.id },
    data: { examId: exam.id, examTitle: exam.title, courseId: exam.courseId, courseName },
    link: `/instructions/${exam.id}`,
  });
}

/**
 * A new exam, with its sections and no questions yet (they go in with addQuestions); one made
 * published is announced through `notifier` (the console's; the seed and factories pass none).
 */
export async function createExam(
  db: Db,
  actor: Actor,
  courseId: number,
  input: NewExam,
  notifier?: Notifier,
) {
  const values = await examValues(input);
  const exam = await db.transaction(async (tx) => {
    if (!(await repo.courseExists(tx, courseId))) throw AppError.notFound('Course');
    const [row] = await tx
      .insert(exams)
      .values({
        ...values,
        slug: input.slug ?? null,
        isDemo: input.isDemo ?? false,
        courseId,
        position: await repo.nextExamPosition(tx, courseId),
      })
      .returning();
    await tx
      .insert(examSections)
      .values(input.sections.map((s, i) => ({ examId: row!.id, position: i + 1, title: s.title })));
    await writeBatches(tx, row!.id, input.batchIds);
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'exam',
      entityId: row!.id,
      after: { ...row, batchIds: input.batchIds ?? [] },
    });
    return presentExam((await repo.findExam(tx, row!.id))!);
  });
  await announce(db, notifier, exam);
  return exam;
}

const sameMarking = (a: repo.ExamRow, b: ExamInput) =>
  a.marksPerQuestion === b.marksPerQuestion &&
  a.negativeNumerator === b.negativeNumerator &&
  a.negativeDenominator === b.negativeDenominator;

/**
 * Edits an exam and its sections (a section left out goes, if empty); regrades on request. An
 * exam published by the edit is announced through `notifier`.
 */
export async function updateExam(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  id: number,
  input: Versioned<ExamInput>,
  notifier?: Notifier,
) {
  const { updatedAt, regrade, sections } = input;
  const values = await examValues(input);
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

    const change = await updateVersioned(tx, exams, id, updatedAt, values, 'Exam');
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
    await repo.writeSectionOrder(tx, order);
    await repo.renumberQuestions(tx, id);
    await writeBatches(tx, id, input.batchIds);
    const after = (await repo.findExam(tx, id))!;
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'exam',
      entityId: id,
      before: { ...change.before, sections: current.sections, batchIds: current.batchIds },
      after: { ...change.after, sections: after.sections, batchIds: after.batchIds },
    });
    let regraded = 0;
    if (remarked) {
      regraded = await regradeFinished(tx, id);
      await recordChange(tx, actor, {
        action: 'regrade',
        entity: 'exam',
        entityId: id,
        before: pickMarking(current),
        after: { ...pickMarking(input), attempts: regraded },
      });
    }
    return { exam: presentExam(after), regraded, published: !current.published };
  });
  engine.forgetExam(id);
  const { published, ...change } = result;
  if (published) await announce(db, notifier, change.exam);
  return change;
}

/**
 * Recomputes the figures of an exam's finished attempts from their answers and today's key and
 * marking (written earlier in the same transaction); returns how many. Ranks and percentiles are
 * read from these scores, so they follow.
 */
export async function regradeFinished(db: Db, examId: number) {
  const tallies = await finishedTallies(db, examId);
  await writeMarks(db, tallies.map(markedFigures));
  return tallies.length;
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

/* Questions: questions.service.ts; imports: bank/import.service.ts. */

/** After the questions of an exam were put in a new order: each section's together again. */
export const renumberQuestions = (db: Db, examId: number) => repo.renumberQuestions(db, examId);

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
    source: q.source,
    stemMl: q.stemMl,
    optionsMl: q.options.some((o) => o.textMl) ? q.options.map((o) => o.textMl ?? '') : null,
    explanationMl: q.explanationMl,
  }));
  return { title: exam.title, body: format === 'csv' ? toCsv(items) : toGift(items) };
}
