import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { topicParts } from '@pariksha/contracts/exams-staff';
import { exams } from '../db/schema/index';
import { SYSTEM_ACTOR } from '../lib/audit';
import {
  createTopic,
  deleteTopic,
  fileQuestions,
  listTopics,
  updateTopic,
} from '../modules/exams/bank.staff.service';
import { listQuestions } from '../modules/exams/questions.service';
import { DEMO_TOPICS, topicsOf, type DemoSubject } from './exams/demo-topics';

/**
 * The demo topic tree (content/exams/topics.json), made through the console's own writers before
 * any demo question is imported, so that the importer files each question under a topic already
 * there, named in both languages and in the file's order. A topic already there (its name in any
 * case) is kept: one without a Malayalam name is given the seed's, one given since keeps its own.
 * Returns the topic id of each path.
 */
export async function seedTopics(app: FastifyInstance, tree: DemoSubject[] = DEMO_TOPICS) {
  const existing = await listTopics(app.db);
  const ids = new Map<string, number>();
  for (const t of topicsOf(tree)) {
    const parentId = t.parent === null ? null : ids.get(t.parent)!;
    const found = existing.find(
      (e) => e.parentId === parentId && e.name.toLowerCase() === t.name.toLowerCase(),
    );
    if (!found) {
      const input = { parentId, name: t.name, nameMl: t.nameMl };
      ids.set(t.path, (await createTopic(app.db, SYSTEM_ACTOR, input)).id);
      continue;
    }
    if (found.nameMl === null)
      await updateTopic(app.db, SYSTEM_ACTOR, found.id, {
        parentId,
        name: found.name,
        nameMl: t.nameMl,
        updatedAt: found.updatedAt,
      });
    ids.set(t.path, found.id);
  }
  return ids;
}

/** A demo exam seeded before, with its questions as the content has them now. */
export type SeededPaper = { examId: number; questions: { stem: string; topic: string }[] };

/** A stem's words, whatever the markup and entities the sanitiser wrote around them. */
const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#?\w+;/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Installs seeded before the tree filed every demo question under a subject of its flat topic
 * ("Percentage", "Kerala Geography"). A question of a demo exam still filed under a subject alone
 * is filed under its place in the tree (`tree`: seedTopics' ids), found by its words; one filed
 * under a topic of a subject since stays there. A subject this leaves with nothing under it, that
 * the tree does not hold, is deleted.
 */
export async function refileFlatTopics(
  app: FastifyInstance,
  tree: Map<string, number>,
  papers: SeededPaper[],
) {
  if (papers.length === 0) return;
  const examIds = papers.map((p) => p.examId);
  const demo = await app.db
    .select({ id: exams.id })
    .from(exams)
    .where(and(inArray(exams.id, examIds), eq(exams.isDemo, true)));
  const to = new Map<number, number>();
  const left = new Set<number>();
  for (const paper of papers.filter((p) => demo.some((d) => d.id === p.examId))) {
    const wanted = new Map(paper.questions.map((q) => [words(q.stem), tree.get(q.topic)]));
    for (const q of await listQuestions(app.db, paper.examId)) {
      const topicId = wanted.get(words(q.stem));
      if (topicId === undefined || q.topicId === null || topicParts(q.topic).length > 1) continue;
      if (q.topicId === topicId || to.has(q.id)) continue;
      to.set(q.id, topicId);
      left.add(q.topicId);
    }
  }
  for (const topicId of new Set(to.values())) {
    const ids = [...to].filter(([, t]) => t === topicId).map(([q]) => q);
    await fileQuestions(app.db, SYSTEM_ACTOR, ids, topicId);
  }
  const topics = await listTopics(app.db);
  const inTree = new Set(tree.values());
  const empty = (id: number) =>
    !inTree.has(id) && !topics.some((t) => (t.id === id ? t.questionCount > 0 : t.parentId === id));
  for (const id of left) if (empty(id)) await deleteTopic(app.db, SYSTEM_ACTOR, id);
}
