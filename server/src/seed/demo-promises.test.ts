import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Course, SyllabusUnit } from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { examUrl, type ExamListItem } from '@pariksha/contracts/exams';
import { courses, syllabusUnits } from '../db/schema/index';
import { DEMO_COURSES, seedCatalogue } from './catalogue';
import { demoQuestions } from './exams';
import { DEMO_EXAMS } from './exams/demo-exams';
import { seededApp } from './seeded-app';

// What a demo course says it holds, it holds: a mock test in every course, no test promised
// daily or weekly, and every "N-question" test it names is there with N questions.

/** Every text a learner reads about a course: description, highlights and its units. */
const wordsOf = (c: (typeof DEMO_COURSES)[number]) => [
  c.description,
  c.descriptionMl,
  ...c.highlights,
  ...c.highlightsMl,
  ...c.units.flatMap((u) => [u.title, u.description, u.titleMl, u.descriptionMl]),
];
/** A test promised again and again: "daily mock test", "a weekly quiz", "ദിവസവും … പരീക്ഷ". */
const RECURRING_TEST = [
  /\b(daily|weekly|every (day|week))\b[^.;:]{0,40}\b(tests?|quiz(zes)?|mocks?)\b/i,
  /\b(tests?|quiz(zes)?|mocks?)\b[^.;:]{0,40}\b(daily|weekly|every (day|week))\b/i,
  /(ദിവസവും|ദിവസേന|ആഴ്ചതോറും|ആഴ്ചയിലും)[^.;:]{0,60}(പരീക്ഷ|ടെസ്റ്റ്|ക്വിസ്)/,
];
const questionCounts = (slug: string) =>
  DEMO_EXAMS.filter((e) => e.courseSlug === slug).map(
    (e) => e.sections.flatMap((s) => demoQuestions(s)).length,
  );

describe('the demo content as written', () => {
  it.each(DEMO_COURSES.map((c) => [c.slug, c] as const))(
    '%s has a mock test, promises no recurring one, and has every test it counts',
    (slug, course) => {
      const counts = questionCounts(slug);
      expect(counts.length, 'mock tests').toBeGreaterThan(0);
      for (const words of wordsOf(course))
        for (const pattern of RECURRING_TEST) expect(words).not.toMatch(pattern);
      for (const words of [course.description, ...course.highlights])
        for (const [, n] of words.matchAll(/(\d+)-question/g))
          expect(counts, `"${words}"`).toContain(Number(n));
    },
  );

  it('keeps earlier words apart from the present ones', () => {
    for (const c of DEMO_COURSES) {
      expect(c.earlier?.description ?? []).not.toContain(c.description);
      expect(c.earlier?.highlights ?? []).not.toContainEqual(c.highlights);
    }
  });
});

const { seeded: app, get } = seededApp();
const courseIdOf = async (slug: string) =>
  (await app.t.app.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!
    .id;
const seeded = (slug: string) => DEMO_COURSES.find((c) => c.slug === slug)!;

describe('the demo content as a learner finds it', () => {
  it('gives every demo course at least one published mock test, counted on its page', async () => {
    for (const c of DEMO_COURSES) {
      const id = await courseIdOf(c.slug);
      const course = await get<Course>(catalogueUrl.course(id));
      const tests = await get<ExamListItem[]>(examUrl.byCourse(id));
      expect(tests.length, c.slug).toBeGreaterThan(0);
      expect(course.counts.tests, c.slug).toBe(tests.length);
      expect(course.isDemo).toBe(true);
      expect(tests.every((e) => e.isDemo)).toBe(true);
    }
  });

  it('corrects an install still holding words the seed has corrected, and keeps edited ones', async () => {
    const vfa = seeded('kpsc-vfa-crash');
    const lgs = seeded('kpsc-lgs-foundation');
    const vfaId = await courseIdOf(vfa.slug);
    // An install seeded before the correction, one of whose courses was edited since.
    await app.t.app.db
      .update(courses)
      .set({
        description: vfa.earlier!.description![0]!,
        descriptionMl: 'പഴയ വിവരണം',
        highlights: vfa.earlier!.highlights![0]!,
        highlightsMl: null,
      })
      .where(eq(courses.id, vfaId));
    const unit6 = vfa.units[5]!;
    await app.t.app.db
      .update(syllabusUnits)
      .set({ ...unit6.earlier![0]!, titleMl: null, descriptionMl: null, topicsMl: null })
      .where(and(eq(syllabusUnits.courseId, vfaId), eq(syllabusUnits.position, 6)));
    await app.t.app.db
      .update(courses)
      .set({ description: 'Our own words, with a daily mock test.' })
      .where(eq(courses.slug, lgs.slug));

    await seedCatalogue(app.t.app);

    expect(await get<Course>(catalogueUrl.course(vfaId))).toMatchObject({
      description: vfa.description,
      descriptionMl: vfa.descriptionMl,
      highlights: vfa.highlights,
      highlightsMl: vfa.highlightsMl,
    });
    const units = await get<SyllabusUnit[]>(catalogueUrl.syllabus(vfaId));
    expect(units[5]).toMatchObject({
      title: unit6.title,
      description: unit6.description,
      titleMl: unit6.titleMl,
      descriptionMl: unit6.descriptionMl,
      topicsMl: unit6.topicsMl,
    });
    expect((await get<Course>(catalogueUrl.course(await courseIdOf(lgs.slug)))).description).toBe(
      'Our own words, with a daily mock test.',
    );
  });
});

describe('the demo library of previous-year papers', () => {
  it('holds model papers written for the demo, each saying so, with the pattern it states', async () => {
    const papers = await get<ExamListItem[]>(examUrl.papers());
    expect(papers.map((p) => [p.paper?.board, p.paper?.year])).toEqual([
      ['Kerala PSC', 2025],
      ['SSC', 2024],
    ]);
    for (const p of papers) {
      expect(p.isDemo).toBe(true);
      expect(p.title).toMatch(/model paper \(demo\)/);
      const demo = DEMO_EXAMS.find((e) => e.title === p.title)!;
      const questions = demo.sections.flatMap((s) => demoQuestions(s));
      // What its instructions tell a learner is what it is.
      expect(demo.instructions).toContain(`${questions.length} objective questions`);
      expect(demo.instructions).toContain(`${p.durationSeconds / 60} minutes`);
      expect(p.questionCount).toBe(questions.length);
      expect(questions.every((q) => q.source?.startsWith('Pariksha model paper (demo)'))).toBe(
        true,
      );
    }
  });
});
