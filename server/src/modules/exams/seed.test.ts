import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { seedCatalogue } from '../../seed/catalogue';
import { demoQuestions, fraction, seedExams } from '../../seed/exams';
import { DEMO_EXAMS, type DemoExam } from '../../seed/exams/demo-exams';
import { toCsv, type ExportQuestion } from './bank/export';
import { createCourse } from './exams.factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const question = (n: number, extra: Partial<ExportQuestion> = {}): ExportQuestion => ({
  stem: `<p>Q${n}</p>`,
  options: ['a', 'b', 'c', 'd'].map((text, i) => ({ text, correct: i === 2 })),
  explanation: `because ${n}`,
  topic: 'Kerala',
  difficulty: null,
  source: '',
  stemMl: `<p>ചോ${n}</p>`,
  optionsMl: ['എ', 'ബി', 'സി', 'ഡി'],
  explanationMl: null,
  ...extra,
});
const figure = '<p><img src="/media/questions/right-triangle.svg" alt="Figure"></p>';

const demo = (slug: string, courseSlug: string, extra: Partial<DemoExam> = {}): DemoExam => ({
  slug,
  courseSlug,
  title: `Demo ${slug}`,
  instructions: '<p>Go</p>',
  instructionsMl: '<p>തുടങ്ങാം</p>',
  durationMinutes: 30,
  marksPerQuestion: 1,
  negativeMarks: '1/3',
  sections: [
    {
      title: 'General',
      file: 'general.csv',
      csv: toCsv([question(1, { stem: `<p>Q1</p>${figure}` }), question(2)]),
    },
  ],
  ...extra,
});

describe('demo exam seeding', () => {
  it('adds demo exams once, skips ones whose course is missing, and marks them as demo', async () => {
    const course = await createCourse(t.app);
    const list = [
      demo('seed-a', course.slug, { maxAttempts: 3 }),
      demo('seed-b', 'no-such-course'),
      demo('seed-c', course.slug, { window: { opensInHours: -1, closesInHours: 47 } }),
    ];
    await seedExams(t.app, list);
    await seedExams(t.app, list);
    const rows = await queryRows<{ slug: string; n: number }>(
      t.app.db,
      sql`select e.slug, count(q.id)::int as n from exams e join exam_questions x on x.exam_id = e.id join questions q on q.id = x.question_id
          where e.slug like 'seed-%' group by e.slug order by e.slug`,
    );
    expect(rows).toEqual([
      { slug: 'seed-a', n: 2 },
      { slug: 'seed-c', n: 2 },
    ]);

    const user = await createUser(t.app);
    const exams = (
      await t.app.inject({
        method: 'GET',
        url: examUrl.byCourse(course.id),
        headers: user.headers,
      })
    ).json().data;
    expect(exams[0]).toMatchObject({
      isDemo: true,
      negativeMarksLabel: '1/3',
      durationSeconds: 1800,
      languages: ['en', 'ml'],
      questionCount: 2,
      maxAttempts: 3,
    });
    const now = t.clock.now().getTime();
    expect(Date.parse(exams[1].closesAt) - now).toBe(47 * 3_600_000);
    // A scheduled test allows one attempt (exams.rules.ts).
    expect(exams[1]).toMatchObject({ availability: 'open', maxAttempts: 1 });

    const a = (
      await t.app.inject({
        method: 'POST',
        url: examUrl.start(exams[0].id),
        headers: user.headers,
      })
    ).json().data;
    const paper = (
      await t.app.inject({
        method: 'GET',
        url: examUrl.paper(exams[0].id, a.attemptId),
        headers: user.headers,
      })
    ).json().data;
    expect(paper.questions[0].stem).toContain('<img src="/media/questions/right-triangle.svg"');
    // Paid content: only with the media cookie a signed-in learner is given.
    const url = '/media/questions/right-triangle.svg';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'POST',
      url: MediaPaths.session,
      headers: user.headers,
    });
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const img = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
  });

  it('puts every shipped demo exam into its demo course, each question with one key', async () => {
    await seedCatalogue(t.app);
    await seedExams(t.app);
    const rows = await queryRows<{ slug: string; questions: number; keys: number }>(
      t.app.db,
      sql`select e.slug, count(distinct q.id)::int as questions, count(o.id)::int as keys
          from exams e join exam_questions x on x.exam_id = e.id join questions q on q.id = x.question_id
          join question_options o on o.question_id = q.id and o.is_correct
          where e.is_demo and e.slug not like 'seed-%' group by e.slug`,
    );
    const expected = DEMO_EXAMS.map((d) => ({
      slug: d.slug,
      questions: d.sections.reduce((n, s) => n + demoQuestions(s).length, 0),
    }));
    expect(
      rows
        .map((r) => ({ slug: r.slug, questions: r.questions }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
    ).toEqual(expected.sort((a, b) => a.slug.localeCompare(b.slug)));
    for (const r of rows) expect(r.keys).toBe(r.questions);
  });

  it('stores negative marks as exact fractions', () => {
    expect(fraction('1/3')).toEqual({ numerator: '1', denominator: 3 });
    expect(fraction('1/4')).toEqual({ numerator: '1', denominator: 4 });
    expect(fraction('0')).toEqual({ numerator: '0', denominator: 1 });
    expect(fraction('2/3')).toEqual({ numerator: '2', denominator: 3 });
  });
});
