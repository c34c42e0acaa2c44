import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Category, Course, SyllabusUnit } from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { type Exam, examUrl } from '@pariksha/contracts/exams';
import { buildTestApp, createUser, type TestApp } from '../../test/helper';
import { queryRows } from '../db/client';
import {
  categories,
  courses,
  exams,
  levels,
  questions,
  syllabusUnits,
  topics,
} from '../db/schema/index';
import { SYSTEM_ACTOR } from '../lib/audit';
import {
  createTopic,
  fileQuestions,
  listTopics,
  updateTopic,
} from '../modules/exams/bank.staff.service';
import { examIdBySlug } from '../modules/exams/exams.repository';
import { listQuestions } from '../modules/exams/questions.service';
import { DEMO_COURSES, seedCatalogue } from './catalogue';
import { DEMO_CATEGORIES, DEMO_LEVELS } from './catalogue/demo-courses';
import { seedExams } from './exams';
import { DEMO_EXAMS } from './exams/demo-exams';

let t: TestApp;
let headers: Record<string, string>;
const seedAll = async () => {
  await seedCatalogue(t.app);
  await seedExams(t.app);
};
beforeAll(async () => {
  t = await buildTestApp();
  await seedAll();
  headers = (await createUser(t.app)).headers;
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json().data as T;
};
const category = async (slug: string) =>
  (await get<Category[]>(catalogueUrl.categories())).find((c) => c.slug === slug)!;
const levelNameMl = async (slug: string) =>
  (await get<Category[]>(catalogueUrl.categories()))
    .flatMap((c) => c.levels)
    .find((l) => l.slug === slug)!.nameMl;
const courseIdOf = async (slug: string) =>
  (await t.app.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
const course = async (slug: string) => get<Course>(catalogueUrl.course(await courseIdOf(slug)));
const units = async (slug: string) =>
  get<SyllabusUnit[]>(catalogueUrl.syllabus(await courseIdOf(slug)));
const exam = async (slug: string) => get<Exam>(examUrl.exam((await examIdBySlug(t.app.db, slug))!));

const seeded = {
  category: (slug: string) => DEMO_CATEGORIES.find((c) => c.slug === slug)!,
  level: (slug: string) => DEMO_LEVELS.find((l) => l.slug === slug)!,
  course: (slug: string) => DEMO_COURSES.find((c) => c.slug === slug)!,
  exam: (slug: string) => DEMO_EXAMS.find((e) => e.slug === slug)!,
};

const everything = async () => ({
  categories: await t.app.db.select().from(categories).orderBy(categories.id),
  levels: await t.app.db.select().from(levels).orderBy(levels.id),
  courses: await t.app.db.select().from(courses).orderBy(courses.id),
  units: await t.app.db.select().from(syllabusUnits).orderBy(syllabusUnits.id),
  exams: await t.app.db.select().from(exams).orderBy(exams.id),
  topics: await t.app.db.select().from(topics).orderBy(topics.id),
  filed: await t.app.db
    .select({ id: questions.id, topicId: questions.topicId })
    .from(questions)
    .orderBy(questions.id),
  questions: await queryRows(
    t.app.db,
    sql`select (select count(*)::int from questions) as questions,
               (select count(*)::int from question_options) as options`,
  ),
});

describe('seeding again', () => {
  it('changes nothing on an install that already has all of it', async () => {
    const before = await everything();
    await seedAll();
    expect(await everything()).toEqual(before);
  });

  it('brings the Malayalam to rows whose English is still the seed’s, and only to those', async () => {
    // An install seeded before the Malayalam existed, some of whose English was edited since.
    await t.app.db.update(categories).set({ nameMl: null, descriptionMl: null });
    await t.app.db.update(levels).set({ nameMl: null });
    await t.app.db.update(courses).set({ descriptionMl: null, highlightsMl: null });
    await t.app.db
      .update(syllabusUnits)
      .set({ titleMl: null, descriptionMl: null, topicsMl: null });
    await t.app.db.update(exams).set({ instructionsMl: null });

    await t.app.db.update(categories).set({ name: 'SSC exams' }).where(eq(categories.slug, 'ssc'));
    await t.app.db
      .update(categories)
      .set({ description: 'Our own words.', descriptionMl: 'ഞങ്ങളുടെ സ്വന്തം വിവരണം.' })
      .where(eq(categories.slug, 'upsc'));
    // An earlier translation of untouched English is replaced by the seed's (a correction).
    await t.app.db
      .update(categories)
      .set({ nameMl: 'പഴയ പേര്' })
      .where(eq(categories.slug, 'kerala-psc'));
    await t.app.db.update(levels).set({ name: 'Graduate' }).where(eq(levels.slug, 'degree-level'));
    await t.app.db
      .update(courses)
      .set({ description: 'Edited description.' })
      .where(eq(courses.slug, 'upsc-csat'));
    await t.app.db
      .update(courses)
      .set({ highlights: ['Edited highlight'] })
      .where(eq(courses.slug, 'ssc-mts-gk'));
    // A course taken over by the owner (no longer demo content) is left as it is.
    await t.app.db.update(courses).set({ isDemo: false }).where(eq(courses.slug, 'kpsc-vfa-crash'));
    const polity = await courseIdOf('upsc-indian-polity');
    await t.app.db
      .update(syllabusUnits)
      .set({ topics: ['Edited topic'] })
      .where(and(eq(syllabusUnits.courseId, polity), eq(syllabusUnits.position, 1)));
    await t.app.db
      .update(exams)
      .set({ instructions: '<p>Edited.</p>' })
      .where(eq(exams.slug, 'daily-quick-quiz-1'));

    await seedAll();

    expect(await category('ssc')).toMatchObject({
      name: 'SSC exams',
      nameMl: null,
      descriptionMl: seeded.category('ssc').descriptionMl,
    });
    expect(await category('upsc')).toMatchObject({
      nameMl: seeded.category('upsc').nameMl,
      description: 'Our own words.',
      descriptionMl: 'ഞങ്ങളുടെ സ്വന്തം വിവരണം.',
    });
    expect((await category('kerala-psc')).nameMl).toBe(seeded.category('kerala-psc').nameMl);

    expect(await levelNameMl('degree-level')).toBeNull();
    expect(await levelNameMl('10th-level')).toBe(seeded.level('10th-level').nameMl);

    expect(await course('upsc-csat')).toMatchObject({
      description: 'Edited description.',
      descriptionMl: null,
      highlightsMl: seeded.course('upsc-csat').highlightsMl,
    });
    expect(await course('ssc-mts-gk')).toMatchObject({
      highlights: ['Edited highlight'],
      highlightsMl: null,
      descriptionMl: seeded.course('ssc-mts-gk').descriptionMl,
    });
    expect(await course('kpsc-vfa-crash')).toMatchObject({
      descriptionMl: null,
      highlightsMl: null,
    });
    expect((await units('kpsc-vfa-crash')).every((u) => u.titleMl === null)).toBe(true);

    const [edited, untouched] = await units('upsc-indian-polity');
    expect(edited).toMatchObject({
      topics: ['Edited topic'],
      titleMl: null,
      descriptionMl: null,
      topicsMl: null,
    });
    const unit2 = seeded.course('upsc-indian-polity').units[1]!;
    expect(untouched).toMatchObject({
      titleMl: unit2.titleMl,
      descriptionMl: unit2.descriptionMl,
      topicsMl: unit2.topicsMl,
    });

    expect(await exam('daily-quick-quiz-1')).toMatchObject({
      instructions: '<p>Edited.</p>',
      instructionsMl: null,
    });
    expect((await exam('kpsc-ldc-model-1')).instructionsMl).toBe(
      seeded.exam('kpsc-ldc-model-1').instructionsMl,
    );
  });
});

describe('an install seeded before the topic tree', () => {
  it('has its demo questions filed under the tree, and keeps what staff filed or named since', async () => {
    const db = t.app.db;
    const ldc = (await examIdBySlug(db, 'kpsc-ldc-model-1'))!;
    const paper = await listQuestions(db, ldc);
    const at = (path: string) => paper.filter((q) => q.topic === path);
    const [percent1, percent2] = at('Arithmetic > Percentage');
    const [keralaHistory] = at('History > Kerala History');
    const [river] = at('Geography > Kerala Geography');
    const subject = async (name: string) =>
      (await listTopics(db)).find((s) => s.parentId === null && s.name === name)!;

    // As the seed and migration 0027 left them: each question under a subject of its flat topic.
    const flat = async (name: string) =>
      (await createTopic(db, SYSTEM_ACTOR, { parentId: null, name, nameMl: null })).id;
    await fileQuestions(db, SYSTEM_ACTOR, [percent1!.id, percent2!.id], await flat('Percentage'));
    await fileQuestions(db, SYSTEM_ACTOR, [keralaHistory!.id], (await subject('History')).id);
    // Filed by a teacher since under another topic of the tree.
    const average = at('Arithmetic > Average')[0]!.topicId!;
    await fileQuestions(db, SYSTEM_ACTOR, [river!.id], average);
    // An exam taken over by the owner (no longer demo content) is left as it is.
    await db.update(exams).set({ isDemo: false }).where(eq(exams.slug, 'daily-quick-quiz-1'));
    const quiz = (await examIdBySlug(db, 'daily-quick-quiz-1'))!;
    const [daily] = await listQuestions(db, quiz);
    await fileQuestions(db, SYSTEM_ACTOR, [daily!.id], await flat('Kerala'));
    // A subject without its Malayalam name is given it; one named since keeps its own.
    for (const [name, nameMl] of [
      ['Geography', null],
      ['History', 'ചരിത്രം (ഞങ്ങളുടേത്)'],
    ] as const) {
      const s = await subject(name);
      await updateTopic(db, SYSTEM_ACTOR, s.id, { ...s, nameMl });
    }

    await seedAll();

    const topicOf = async (examId: number, id: number) =>
      (await listQuestions(db, examId)).find((q) => q.id === id)!.topic;
    expect(await topicOf(ldc, percent1!.id)).toBe('Arithmetic > Percentage');
    expect(await topicOf(ldc, percent2!.id)).toBe('Arithmetic > Percentage');
    expect(await topicOf(ldc, keralaHistory!.id)).toBe('History > Kerala History');
    expect(await topicOf(ldc, river!.id)).toBe('Arithmetic > Average');
    expect(await topicOf(quiz, daily!.id)).toBe('Kerala');
    const roots = (await listTopics(db)).filter((s) => s.parentId === null).map((s) => s.name);
    expect(roots).not.toContain('Percentage');
    expect(roots).toContain('Kerala');
    expect((await subject('Geography')).nameMl).toBe('ഭൂമിശാസ്ത്രം');
    expect((await subject('History')).nameMl).toBe('ചരിത്രം (ഞങ്ങളുടേത്)');

    const before = await everything();
    await seedAll();
    expect(await everything()).toEqual(before);
  });
});
