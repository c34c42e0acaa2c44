import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CataloguePaths, catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { categories, courses, levels } from '../../db/schema/index';
import { seedCatalogue } from '../../seed/catalogue';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { setCourseAccess } from './catalogue.staff.service';

let t: TestApp;
let headers: Record<string, string>;
const search = (query?: string) =>
  t.app.inject({
    method: 'GET',
    url: CataloguePaths.search,
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

/** Hits as "name (category · level)". */
const described = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode).toBe(200);
  return (
    res.json().data as { course_name: string; categoryName: string; levelName: string }[]
  ).map((h) => `${h.course_name} (${h.categoryName} · ${h.levelName})`);
};
const KERALA_PSC = [
  'LDC Complete Course — എൽ.ഡി.സി സമ്പൂർണ്ണ പരിശീലനം',
  'Last Grade Servants Foundation',
  'Kerala Renaissance — കേരള നവോത്ഥാനം',
  'Village Field Assistant Crash Course',
  '+2 Level Preliminary Exam',
  'Degree Level Preliminary Exam',
  'മലയാളം വ്യാകരണം — Malayalam Grammar',
  'KAS Foundation',
];
const UPSC = [
  'General Studies Prelims',
  'CSAT Aptitude',
  'Indian Polity & Constitution',
  'NCERT Foundation',
];

describe('GET /api/courses/search', () => {
  it('answers hits as {id, course_name, course_image, categoryName(Ml), levelName(Ml)} in data', async () => {
    const res = await search('ldc');
    expect(res.statusCode).toBe(200);
    const [hit] = res.json().data;
    expect(Object.keys(hit).sort()).toEqual([
      'access',
      'categoryName',
      'categoryNameMl',
      'course_image',
      'course_name',
      'id',
      'levelName',
      'levelNameMl',
    ]);
    expect(hit.course_name).toContain('LDC Complete Course');
    expect(hit.access).toEqual({ kind: 'free', until: null });
    expect(hit.course_image).toBe('/media/courses/kpsc-ldc-complete.svg');
    expect(hit).toMatchObject({
      categoryName: 'Kerala PSC',
      categoryNameMl: 'കേരള പി.എസ്.സി',
      levelName: '10th Level',
      levelNameMl: 'പത്താം ക്ലാസ് നിലവാരം',
    });
  });

  it('tells a learner a course found is restricted once it is, though its hits were cached', async () => {
    const accessOf = async () => {
      const [hit] = (await search('arithmetic drill 12')).json().data;
      return hit.access.kind;
    };
    expect(await accessOf()).toBe('free');
    const [drill] = await t.app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.name, 'Arithmetic Drill 12'));
    await setCourseAccess(t.app.db, SYSTEM_ACTOR, drill!.id, 'restricted');
    await vi.waitFor(async () => expect(await accessOf()).toBe('none'));
    await setCourseAccess(t.app.db, SYSTEM_ACTOR, drill!.id, 'free');
    await vi.waitFor(async () => expect(await accessOf()).toBe('free'));
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

describe('GET /api/courses/search by the names learners type', () => {
  // Another state's commission, added as an operator would: found by its category, not its name.
  beforeAll(async () => {
    const [cat] = await t.app.db
      .insert(categories)
      .values({ name: 'Tamil Nadu PSC', slug: 'tn-psc', aliases: ['tnpsc'], position: 9 })
      .returning();
    const [lvl] = await t.app.db.select().from(levels).where(eq(levels.slug, '10th-level'));
    await t.app.db.insert(courses).values({
      name: 'Group 4 Services',
      slug: 'tn-group-4',
      categoryId: cat!.id,
      levelId: lvl!.id,
      image: '/media/courses/ssc-mts-gk.svg',
    });
  });

  it('"psc" lists the courses of every state PSC; a category name or alias lists its own', async () => {
    const everyPsc = [...KERALA_PSC, 'Group 4 Services'].sort();
    expect((await names('psc')).sort()).toEqual(everyPsc);
    expect((await names('PSC')).sort()).toEqual(everyPsc);
    for (const q of ['Kerala PSC', 'kerala psc', 'kpsc', 'kerala public service', 'കേരള പി.എസ്.സി'])
      expect((await names(q)).sort(), q).toEqual([...KERALA_PSC].sort());
    expect(await names('tnpsc')).toEqual(['Group 4 Services']);
    expect(await names('tamil nadu')).toEqual(['Group 4 Services']);
  });

  it('"upsc" and "ssc" list the courses of their commission', async () => {
    expect((await names('upsc')).sort()).toEqual([...UPSC].sort());
    const ssc = await described('ssc');
    expect(ssc).toHaveLength(10);
    for (const hit of ssc) expect(hit).toContain('(SSC · ');
    expect((await names('staff selection')).length).toBe(10);
  });

  it('finds a course by the abbreviation of its exam', async () => {
    expect((await names('ldc'))[0]).toContain('LDC Complete Course');
    // SSC CHSL recruits lower division clerks too.
    expect(await names('ldc')).toContain('CHSL Complete Course');
    expect(await names('lgs')).toEqual(['Last Grade Servants Foundation']);
    expect(await names('vfa')).toEqual(['Village Field Assistant Crash Course']);
    expect(await names('kas')).toEqual(['KAS Foundation']);
    expect((await names('cgl'))[0]).toBe('CGL Quantitative Aptitude');
    expect((await names('chsl'))[0]).toBe('CHSL Complete Course');
    expect((await names('mts'))[0]).toBe('MTS General Awareness');
    expect(await names('lower division clerk')).toEqual(
      expect.arrayContaining([KERALA_PSC[0], 'CHSL Complete Course']),
    );
  });

  it('finds courses by their level, alone or with the category', async () => {
    expect(await described('10th level')).toEqual(
      expect.arrayContaining([
        'Last Grade Servants Foundation (Kerala PSC · 10th Level)',
        'MTS General Awareness (SSC · 10th Level)',
        'Group 4 Services (Tamil Nadu PSC · 10th Level)',
      ]),
    );
    expect((await names('sslc level')).sort()).toEqual((await names('10th level')).sort());
    expect((await names('degree level'))[0]).toBe('Degree Level Preliminary Exam');
    for (const hit of await described('degree level')) expect(hit).toContain(' · Degree Level)');
    expect((await names('+2 level'))[0]).toBe('+2 Level Preliminary Exam');
    expect(await names('+2 level')).toEqual(
      expect.arrayContaining(['CHSL Complete Course', 'NCERT Foundation']),
    );
    expect((await names('plus two')).sort()).toEqual((await names('+2 level')).sort());
    expect((await names('kerala psc 10th level')).sort()).toEqual(
      [KERALA_PSC[0]!, KERALA_PSC[1]!, KERALA_PSC[2]!, KERALA_PSC[3]!].sort(),
    );
    expect(await names('psc ldc')).toEqual([KERALA_PSC[0]]);
  });

  it('puts names starting with the text before courses found by their category', async () => {
    await t.app.db.insert(courses).values({
      name: 'PSC Previous Papers',
      slug: 'upsc-previous-papers',
      categoryId: (await t.app.db.select().from(categories).where(eq(categories.slug, 'upsc')))[0]!
        .id,
      levelId: (await t.app.db.select().from(levels).where(eq(levels.slug, 'degree-level')))[0]!.id,
      image: '/media/courses/upsc-csat.svg',
    });
    t.clock.advance(30_001);
    expect((await names('psc'))[0]).toBe('PSC Previous Papers');
  });

  it('finds courses under a renamed category, and by a typo in its name', async () => {
    expect((await names('kerla psc')).sort()).toEqual([...KERALA_PSC].sort());
    await t.app.db
      .update(categories)
      .set({ name: 'Tamil Nadu Public Service Commission' })
      .where(eq(categories.slug, 'tn-psc'));
    t.clock.advance(30_001);
    expect(await names('public service commission')).toContain('Group 4 Services');
    expect(await described('tamil')).toEqual([
      'Group 4 Services (Tamil Nadu Public Service Commission · 10th Level)',
    ]);
  });
});

describe('GET /api/courses/search with SEARCH_CACHE_SIZE=0', () => {
  it('asks the database every time: a renamed course shows under its new name at once', async () => {
    const off = await buildTestApp({ SEARCH_CACHE_SIZE: '0' });
    try {
      await seedCatalogue(off.app);
      const { headers } = await createUser(off.app);
      const find = async (q: string) =>
        (await off.app.inject({ url: catalogueUrl.search(q), headers }))
          .json()
          .data.map((h: { course_name: string }) => h.course_name);
      expect(await find('philately')).toEqual([]);
      await off.app.db
        .update(courses)
        .set({ name: 'Philately Basics' })
        .where(eq(courses.slug, 'upsc-csat'));
      expect(await find('philately')).toEqual(['Philately Basics']);
    } finally {
      await off.close();
    }
  });
});
