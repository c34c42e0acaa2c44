import { beforeAll, describe, expect, it } from 'vitest';
import type { BankQuestion, Topic } from '@pariksha/contracts/exams-bank';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { TOPIC_DEPTH, topicParts, type AdminQuestion } from '@pariksha/contracts/exams-staff';
import type { PracticeTopics } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { callAs, createStaff } from '../modules/admin/admin.factories';
import { examIdBySlug } from '../modules/exams/exams.repository';
import { demoQuestions } from './exams';
import { DEMO_EXAMS } from './exams/demo-exams';
import { DEMO_TOPICS, topicsOf } from './exams/demo-topics';
import { seededApp } from './seeded-app';

/** Malayalam script only (with the zero-width non-joiner of സമ്പദ്‌വ്യവസ്ഥ, spaces and stops). */
const MALAYALAM = /^[\u0D00-\u0D7F](?:[\u0D00-\u0D7F .,-]|\u200C)*$/;

const TREE = topicsOf(DEMO_TOPICS);
/** Each demo question's topic, as the importer reads its CSV file, with its exam. */
const FILED = DEMO_EXAMS.flatMap((d) =>
  d.sections.flatMap((s) => demoQuestions(s).map((q) => ({ slug: d.slug, topic: q.topic }))),
);
const under = (path: string, topic: string) => topic === path || topic.startsWith(`${path} > `);

describe('the demo topic tree (content/exams/topics.json)', () => {
  it('holds the topic of every demo question, a path two or three levels deep', () => {
    const paths = new Set(TREE.map((t) => t.path));
    for (const q of FILED) {
      expect(paths.has(q.topic), `${q.slug}: "${q.topic}" is not in topics.json`).toBe(true);
      expect(topicParts(q.topic).length, `${q.slug}: ${q.topic}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('holds no topic without a demo question under it', () => {
    for (const t of TREE)
      expect(
        FILED.some((q) => under(t.path, q.topic)),
        t.path,
      ).toBe(true);
  });

  it('names each topic once among its siblings, in English and in Malayalam script', () => {
    const siblings = (parent: string | null) => TREE.filter((t) => t.parent === parent);
    for (const parent of [null, ...TREE.map((t) => t.path)]) {
      const names = siblings(parent).map((t) => t.name.toLowerCase());
      expect(new Set(names).size, `under ${parent}`).toBe(names.length);
      const namesMl = siblings(parent).map((t) => t.nameMl);
      expect(new Set(namesMl).size, `under ${parent}`).toBe(namesMl.length);
    }
    for (const t of TREE) expect(t.nameMl, t.path).toMatch(MALAYALAM);
  });
});

describe('the seeded question bank', () => {
  const { seeded, get } = seededApp();
  let teacher: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    teacher = await createStaff(seeded.t.app, 'teacher');
  });
  const staffGet = async <T>(url: string) => {
    const res = await callAs(seeded.t.app, teacher, 'GET', url);
    expect(res.statusCode, url).toBe(200);
    return res.json().data as T;
  };

  it('has the file’s tree, in its order, three levels at most, each topic named in Malayalam', async () => {
    const topics = await staffGet<Topic[]>(examStaffUrl.topics());
    const byId = new Map(topics.map((t) => [t.id, t]));
    const pathOf = (t: Topic): string[] =>
      t.parentId === null ? [t.name] : [...pathOf(byId.get(t.parentId)!), t.name];
    // The console's order: parents before children, siblings by position.
    const inOrder = (parentId: number | null): { path: string; nameMl: string | null }[] =>
      topics
        .filter((t) => t.parentId === parentId)
        .flatMap((t) => [{ path: pathOf(t).join(' > '), nameMl: t.nameMl }, ...inOrder(t.id)]);
    expect(inOrder(null)).toEqual(TREE.map((t) => ({ path: t.path, nameMl: t.nameMl })));
    for (const t of topics) expect(pathOf(t).length).toBeLessThanOrEqual(TOPIC_DEPTH);
  });

  it('files every demo question under its topic', async () => {
    expect(await staffGet<BankQuestion[]>(examStaffUrl.bankQuestions({ unfiled: 'true' }))).toEqual(
      [],
    );
    for (const demo of DEMO_EXAMS) {
      const examId = (await examIdBySlug(seeded.t.app.db, demo.slug))!;
      const questions = await staffGet<AdminQuestion[]>(examStaffUrl.questions(examId));
      expect(
        questions.map((q) => q.topic),
        demo.slug,
      ).toEqual(FILED.filter((q) => q.slug === demo.slug).map((q) => q.topic));
    }
  });

  it('offers a learner the subjects to practise in the file’s order, in Malayalam too', async () => {
    const { topics } = await get<PracticeTopics>(practiceUrl.topics());
    const subjects = topics.filter((t) => t.parentId === null);
    expect(subjects.length).toBeGreaterThan(5);
    const order = DEMO_TOPICS.map((s) => s.name);
    expect(subjects.map((s) => s.name)).toEqual(
      order.filter((name) => subjects.some((s) => s.name === name)),
    );
    for (const t of topics) expect(t.nameMl, t.name).toMatch(MALAYALAM);
  });
});
