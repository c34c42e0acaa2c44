import { eq } from 'drizzle-orm';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { BankQuery, TopicInput } from '@pariksha/contracts/exams-bank';
import { TOPIC_MAX_DEPTH } from '@pariksha/contracts/exams-paths';
import type { Db } from '../../db/client';
import { topics } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordChange, type Actor } from '../../lib/audit';
import { iso } from '../../lib/iso';
import { updateVersioned } from '../../lib/versioned';
import * as bank from './bank.staff.repository';
import type { ExamEngine } from './exam-engine';
import { checkPaperOpen } from './exams.rules';
import { examOrThrow, type Versioned } from './exams.staff.service';
import * as repo from './exams.staff.repository';
import { checkSection } from './questions.service';
import * as tree from './topics.repository';

/*
 * The question bank in the console (decision 026): its topic tree (subject → topic → subtopic),
 * its questions browsed and filed under topics, and questions of the bank put on a paper or taken
 * off one. A question itself is written by questions.service.ts, its one writer.
 */

const presentTopic = (t: tree.TopicRow) => ({ ...t, updatedAt: iso(t.updatedAt) });

export const listTopics = async (db: Db) => (await tree.listTopics(db)).map(presentTopic);

/** Where a topic may go: under an existing parent, with the tree at most three levels deep. */
async function checkPlace(db: Db, parentId: number | null, levelsBelow: number) {
  if (parentId === null) return;
  const parent = await tree.depthOf(db, parentId);
  if (!parent) throw AppError.validation('parentId', 'Choose an existing topic');
  if (parent.above + 1 + levelsBelow > TOPIC_MAX_DEPTH)
    throw AppError.validation(
      'parentId',
      'Topics go three levels deep at most: subject > topic > subtopic',
    );
}

async function checkName(db: Db, input: TopicInput, except?: number) {
  if (await tree.siblingNamed(db, input.parentId, input.name, except))
    throw AppError.validation('name', 'A topic of this name is already there');
}

export function createTopic(db: Db, actor: Actor, input: TopicInput) {
  return db.transaction(async (tx) => {
    await checkPlace(tx, input.parentId, 0);
    await checkName(tx, input);
    const [row] = await tx
      .insert(topics)
      .values({
        parentId: input.parentId,
        name: input.name,
        nameMl: input.nameMl,
        position: await tree.nextTopicPosition(tx, input.parentId),
      })
      .returning({ id: topics.id });
    const created = (await tree.findTopic(tx, row!.id))!;
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'topic',
      entityId: created.id,
      after: created,
    });
    return presentTopic(created);
  });
}

/** Renames a topic or moves it (with what is under it) under another parent. */
export function updateTopic(db: Db, actor: Actor, id: number, input: Versioned<TopicInput>) {
  return db.transaction(async (tx) => {
    const before = await tree.findTopic(tx, id);
    if (!before) throw AppError.notFound('Topic');
    if (input.parentId !== before.parentId) {
      const place = (await tree.depthOf(tx, id))!;
      if (input.parentId !== null && (await tree.isUnder(tx, input.parentId, id)))
        throw AppError.validation('parentId', 'A topic cannot go under itself or its subtopics');
      await checkPlace(tx, input.parentId, place.below);
    }
    await checkName(tx, input, id);
    const { updatedAt, ...values } = input;
    await updateVersioned(tx, topics, id, updatedAt, values, 'Topic');
    if (input.parentId !== before.parentId)
      await tx
        .update(topics)
        .set({ position: await tree.nextTopicPosition(tx, input.parentId) })
        .where(eq(topics.id, id));
    const after = (await tree.findTopic(tx, id))!;
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'topic',
      entityId: id,
      before,
      after,
    });
    return presentTopic(after);
  });
}

/** Deletes a topic with nothing under it: subtopics and questions go elsewhere first. */
export function deleteTopic(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const before = await tree.findTopic(tx, id);
    if (!before) throw AppError.notFound('Topic');
    const under = await tree.topicDependents(tx, id);
    if (under.subtopics > 0 || under.questions > 0)
      throw new AppError(
        ErrorCode.CONFLICT,
        `${under.subtopics} subtopic(s) and ${under.questions} question(s) are under this topic: move them first`,
        { dependents: under },
      );
    await tx.delete(topics).where(eq(topics.id, id));
    await recordChange(tx, actor, { action: 'delete', entity: 'topic', entityId: id, before });
  });
}

export async function listBank(db: Db, query: BankQuery) {
  const { rows, next } = await bank.listBank(db, { ...query, unfiled: query.unfiled === 'true' });
  return { data: rows.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) })), meta: { next } };
}

async function checkQuestions(db: Db, ids: number[], field: string) {
  const missing = await bank.missingQuestions(db, ids);
  if (missing.length > 0)
    throw AppError.validation(field, `No question has the id(s) ${missing.join(', ')}`);
}

/** Files questions under a topic (null: under none). */
export function fileQuestions(db: Db, actor: Actor, ids: number[], topicId: number | null) {
  return db.transaction(async (tx) => {
    await checkQuestions(tx, ids, 'ids');
    if (topicId !== null && !(await tree.findTopic(tx, topicId)))
      throw AppError.validation('topicId', 'Choose an existing topic');
    const moved = await bank.fileUnder(tx, ids, topicId);
    await recordChange(tx, actor, {
      action: 'file',
      entity: 'question',
      entityId: ids.join(',').slice(0, 64),
      after: { ids, topicId },
    });
    return { moved };
  });
}

/** Puts questions of the bank at the end of a section of a paper no learner has started. */
export async function addFromBank(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  examId: number,
  input: { sectionId: number; questionIds: number[] },
) {
  const added = await db.transaction(async (tx) => {
    await repo.lockExam(tx, examId);
    const exam = await examOrThrow(tx, examId);
    checkPaperOpen(exam, 'no question can be added to it');
    checkSection(exam, input.sectionId);
    const ids = [...new Set(input.questionIds)];
    await checkQuestions(tx, ids, 'questionIds');
    const already = await bank.onPaper(tx, examId, ids);
    if (already.length > 0)
      throw AppError.validation(
        'questionIds',
        `Already on this paper: question(s) ${already.join(', ')}`,
      );
    await bank.appendToPaper(tx, examId, input.sectionId, ids);
    await repo.renumberQuestions(tx, examId);
    await recordChange(tx, actor, {
      action: 'add-from-bank',
      entity: 'exam',
      entityId: examId,
      after: { sectionId: input.sectionId, questionIds: ids },
    });
    return ids.length;
  });
  engine.forgetExam(examId);
  return { added };
}

/** Takes a question off a paper no learner has started; it stays in the bank. */
export async function removeFromPaper(
  db: Db,
  engine: ExamEngine,
  actor: Actor,
  examId: number,
  questionId: number,
) {
  await db.transaction(async (tx) => {
    await repo.lockExam(tx, examId);
    const exam = await examOrThrow(tx, examId);
    checkPaperOpen(exam, 'no question can be removed from it');
    if (!(await bank.takeOffPaper(tx, examId, questionId))) throw AppError.notFound('Question');
    await repo.renumberQuestions(tx, examId);
    await recordChange(tx, actor, {
      action: 'remove-from-paper',
      entity: 'exam',
      entityId: examId,
      after: { questionId },
    });
  });
  engine.forgetExam(examId);
}
