import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { categories, courses, levels } from '../../db/schema/index';
import { seedCatalogue } from '../../seed/catalogue';

let t: TestApp;
let headers: Record<string, string>;
const search = (query?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/courses/search',
    query: query === undefined ? {} : { query },
    headers,
  });
const names = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { course_name: string }[]).map((h) => h.course_name);
};

// Names whose characters mean something in LIKE patterns or SQL strings.
const TRICKY = [
  'Maths 100% Sure',
  'Maths_Special Batch',
  'O\'Brien\'s Quiz "Gold"',
  'Back\\slash Course',
];
// Enough similar names to fill more than one answer.
const DRILLS = Array.from({ length: 12 }, (_, i) => `Arithmetic Drill ${i + 1}`);

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app);
  headers = (await createUser(t.app)).headers;
  const [cat] = await t.app.db.select().from(categories).where(eq(categories.slug, 'ssc'));
  const [lvl] = await t.app.db.select().from(levels).where(eq(levels.slug, 'degree-level'));
  await t.app.db.insert(courses).values(
    [...TRICKY, ...DRILLS].map((name, i) => ({
      name,
      slug: `tricky-${i}`,
      categoryId: cat!.id,
      levelId: lvl!.id,
      image: '/media/courses/ssc-cgl-quant.svg',
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/courses/search', () => {
  it('answers hits as {id, course_name, course_image, categoryName, levelName} inside data', async () => {
    const res = await search('ldc');
    expect(res.statusCode).toBe(200);
    const [hit] = res.json().data;
    expect(Object.keys(hit).sort()).toEqual([
      'categoryName',
      'course_image',
      'course_name',
      'id',
      'levelName',
    ]);
    expect(hit.course_name).toContain('LDC Complete Course');
    expect(hit.course_image).toBe('/media/courses/kpsc-ldc-complete.svg');
    expect(hit).toMatchObject({ categoryName: 'Kerala PSC', levelName: '10th Level' });
  });

  it('names the category and level of every hit, typos included', async () => {
    for (const query of ['c', 'polity', 'polty']) {
      const res = await search(query);
      for (const hit of res.json().data) {
        expect(hit.categoryName).toMatch(/^(Kerala PSC|UPSC|SSC)$/);
        expect(hit.levelName).toMatch(/Level$/);
      }
    }
    const [polity] = (await search('polty')).json().data;
    expect(polity).toMatchObject({ categoryName: 'UPSC', levelName: 'Degree Level' });
  });

  it('answers [] for a missing, empty or blank query', async () => {
    for (const q of [undefined, '', '   ', '\t\n']) {
      const res = await search(q);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    }
  });

  it('ignores case and finds partial words', async () => {
    expect((await names('POLITY'))[0]).toBe('Indian Polity & Constitution');
    expect((await names('renai'))[0]).toContain('Kerala Renaissance');
    expect((await names('quantit'))[0]).toBe('CGL Quantitative Aptitude');
  });

  it('tolerates a one-letter typo', async () => {
    expect((await names('polty'))[0]).toBe('Indian Polity & Constitution');
    expect((await names('kerla'))[0]).toContain('Kerala Renaissance');
    expect((await names('renaisance'))[0]).toContain('Kerala Renaissance');
    expect(await names('foundaton')).toEqual(
      expect.arrayContaining([
        'KAS Foundation',
        'NCERT Foundation',
        'Last Grade Servants Foundation',
      ]),
    );
    expect((await names('aptitde')).slice(0, 2).sort()).toEqual([
      'CGL Quantitative Aptitude',
      'CSAT Aptitude',
    ]);
  });

  it('tolerates typos in Malayalam and in names changed since', async () => {
    expect((await names('നവോത്ഥനം'))[0]).toBe('Kerala Renaissance — കേരള നവോത്ഥാനം');
    await t.app.db
      .update(courses)
      .set({ name: 'Zoology Basics' })
      .where(eq(courses.slug, 'tricky-15'));
    expect(await names('zoolgy')).toEqual(['Zoology Basics']);
    expect(await names('kerla renaissance')).toContain('Kerala Renaissance — കേരള നവോത്ഥാനം');
  });

  it('shows a renamed course under its new name within 30 seconds', async () => {
    expect(await names('numismatics')).toEqual([]);
    await t.app.db
      .update(courses)
      .set({ name: 'Numismatics Basics' })
      .where(eq(courses.slug, 'tricky-14'));
    t.clock.advance(30_001);
    expect(await names('numismatics')).toEqual(['Numismatics Basics']);
  });

  it('finds Malayalam names from Malayalam input', async () => {
    expect((await names('മലയാളം'))[0]).toBe('മലയാളം വ്യാകരണം — Malayalam Grammar');
    expect((await names('നവോത്ഥാനം'))[0]).toBe('Kerala Renaissance — കേരള നവോത്ഥാനം');
    expect((await names('വ്യാകര'))[0]).toBe('മലയാളം വ്യാകരണം — Malayalam Grammar');
  });

  it('ranks names that start with the text first and answers at most 10', async () => {
    const general = await names('general');
    expect(general[0]).toBe('General Studies Prelims');
    expect(general).toContain('MTS General Awareness');
    expect(await names('prelim')).toEqual(
      expect.arrayContaining([
        '+2 Level Preliminary Exam',
        'Degree Level Preliminary Exam',
        'General Studies Prelims',
      ]),
    );
    expect(await names('arith')).toHaveLength(10);
  });

  it('matches the first letter typed against the start of names', async () => {
    // Shorter names first.
    expect(await names('c')).toEqual([
      'CSAT Aptitude',
      'CHSL Complete Course',
      'CGL Quantitative Aptitude',
    ]);
    expect(await names('A')).toHaveLength(10);
    expect((await names('മ'))[0]).toBe('മലയാളം വ്യാകരണം — Malayalam Grammar');
  });

  it('matches two letters against the start of any word', async () => {
    expect(await names('po')).toEqual(['Indian Polity & Constitution']);
    expect(await names('CS')).toEqual(['CSAT Aptitude']);
  });

  it('takes %, _, quotes and backslashes literally', async () => {
    // As wildcards these would match every name, or every word starting with c.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('c%')).toEqual([]);
    expect(await names('c_')).toEqual([]);
    expect((await names('100%'))[0]).toBe('Maths 100% Sure');
    expect(await names('% s')).toEqual(['Maths 100% Sure']);
    expect((await names('hs_'))[0]).toBe('Maths_Special Batch');
    expect(await names('M_th')).not.toContain('Maths 100% Sure');
    expect(await names("O'Brien")).toEqual(['O\'Brien\'s Quiz "Gold"']);
    expect(await names('"Gold"')).toEqual(['O\'Brien\'s Quiz "Gold"']);
    expect(await names('k\\s')).toEqual(['Back\\slash Course']);
    expect(await names("'; drop table courses; --")).toEqual([]);
    expect((await names('ldc')).length).toBeGreaterThan(0);
  });

  it('never fails on hostile input', async () => {
    const long = 'x'.repeat(2000);
    expect((await search(long)).statusCode).toBe(200);
    const tooLong = await search('x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.code).toBe('VALIDATION_FAILED');
    for (const q of ['😀 emoji', 'ldc'.repeat(600), '\ud800', '[(*+?{'])
      expect((await search(q)).statusCode).toBe(200);
    for (const q of ['a\u0000b', '\u0000', 'a\u007fb']) {
      const refused = await search(q);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    const repeated = await t.app.inject({
      method: 'GET',
      url: '/api/courses/search?query=ldc&query=polity',
      headers,
    });
    expect(repeated.statusCode).toBeLessThan(500);
  });

  it('answers nothing for text that matches no course', async () => {
    expect(await names('zzzqqq')).toEqual([]);
  });
});
