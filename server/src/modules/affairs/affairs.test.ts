import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { affairsUrl } from '@pariksha/contracts/affairs-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { seedCatalogue } from '../../seed/catalogue';
import { seedAffairs } from '../../seed/affairs';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { createArticle } from './affairs.service';

let t: TestApp;
let me: Record<string, string>;
let kerala: number;

const get = (url: string, headers = me) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app);
  await seedAffairs(t.app);
  me = (await createUser(t.app)).headers;
  kerala = (
    await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from categories where slug = 'kerala-psc'`,
    )
  )[0]!.id;
});
afterAll(() => t.close());

describe('months of a category', () => {
  it('lists the months newest first with their article counts, and the tags', async () => {
    const res = await get(affairsUrl.months(kerala));
    expect(res.statusCode).toBe(200);
    const { category, months, tags } = res.json().data;
    expect(category.name).toBe('Kerala PSC');
    expect(months.map((m: { month: string }) => m.month)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
    ]);
    const total = months.reduce((n: number, m: { articleCount: number }) => n + m.articleCount, 0);
    expect(total).toBeGreaterThanOrEqual(44);
    expect(tags).toEqual(expect.arrayContaining(['kerala', 'history', 'days']));
  });

  it.each(['2026-13', '2026-1', '26-11', 'november', '2026-11-01'])(
    'refuses month %j with a 400 naming it',
    async (month) => {
      const res = await get(`/api/currentaffairs?categoryId=${kerala}&month=${month}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([expect.objectContaining({ field: 'month' })]);
    },
  );

  it('refuses a language other than en or ml, and 404s a category that is not there', async () => {
    expect(
      (await get(`/api/currentaffairs?categoryId=${kerala}&month=2026-11&language=fr`)).statusCode,
    ).toBe(400);
    expect((await get(affairsUrl.months(999999))).statusCode).toBe(404);
  });
});

describe('articles of a month', () => {
  it('lists them newest first, in both languages, filtered by language and tag', async () => {
    const all = (await get(affairsUrl.ofMonth(kerala, '2026-11'))).json().data.articles;
    const times = all.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((a: { language: string }) => a.language))).toEqual(
      new Set(['en', 'ml']),
    );
    const ml = (await get(affairsUrl.ofMonth(kerala, '2026-11', { language: 'ml' }))).json().data
      .articles;
    expect(ml.length).toBe(all.length / 2);
    expect(ml.every((a: { language: string }) => a.language === 'ml')).toBe(true);
    const piravi = ml.find((a: { title: string }) => /കേരളപ്പിറവി/.test(a.title));
    expect(piravi).toMatchObject({ isDemo: true, tags: expect.arrayContaining(['kerala']) });
    const tagged = (await get(affairsUrl.ofMonth(kerala, '2026-11', { tag: 'health' }))).json().data
      .articles;
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((a: { tags: string[] }) => a.tags.includes('health'))).toBe(true);
  });

  it('puts an article in the month it is in India: 31 October 20:00 UTC is November', async () => {
    const { id } = (await createArticle(t.app.db, SYSTEM_ACTOR, {
      categoryId: kerala,
      slug: 'late-night',
      language: 'en',
      title: 'Published at 1:30 on 1 November, India time',
      summary: 'x',
      bodyHtml: '<p>Body</p>',
      tags: ['test'],
      publishedAt: new Date('2026-10-31T20:00:00Z'),
    }))!;
    const nov = (await get(affairsUrl.ofMonth(kerala, '2026-11', { tag: 'test' }))).json().data
      .articles;
    expect(nov.map((a: { id: number }) => a.id)).toEqual([id]);
    const oct = (await get(affairsUrl.ofMonth(kerala, '2026-10', { tag: 'test' }))).json().data
      .articles;
    expect(oct).toEqual([]);
  });
});

describe('one article', () => {
  it('comes whole, its body sanitised when it was stored', async () => {
    const { id } = (await createArticle(t.app.db, SYSTEM_ACTOR, {
      categoryId: kerala,
      slug: 'hostile',
      language: 'en',
      title: 'Hostile',
      summary: 'x',
      bodyHtml:
        '<p onclick="x()">Kept</p><script>alert(1)</script><a href="javascript:alert(1)">link</a><iframe src="https://evil.example/x"></iframe>',
      tags: [],
      publishedAt: new Date('2026-11-20T03:30:00Z'),
    }))!;
    const res = await get(affairsUrl.article(id));
    expect(res.statusCode).toBe(200);
    const { bodyHtml, category } = res.json().data;
    expect(category.id).toBe(kerala);
    expect(bodyHtml).toBe('<p>Kept</p><a>link</a>');
    expect((await get(affairsUrl.article(999999))).statusCode).toBe(404);
  });

  it('is refused when nothing would be left of it', async () => {
    await expect(
      createArticle(t.app.db, SYSTEM_ACTOR, {
        categoryId: kerala,
        language: 'en',
        title: 'Empty',
        summary: 'x',
        bodyHtml: '<script>alert(1)</script><style>p{}</style>',
        tags: [],
        publishedAt: new Date(),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: [expect.objectContaining({ field: 'bodyHtml' })],
    });
  });

  it('hides an unpublished article', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from affairs_articles where slug = 'kerala-piravi-70-en-kerala-psc'`,
    );
    await queryRows(
      t.app.db,
      sql`update affairs_articles set published = false where id = ${row!.id}`,
    );
    expect((await get(affairsUrl.article(row!.id))).statusCode).toBe(404);
    await queryRows(
      t.app.db,
      sql`update affairs_articles set published = true where id = ${row!.id}`,
    );
  });
});

describe('home and videos', () => {
  it("gives the newest articles of the learner's exam, in their language first", async () => {
    const res = await get(affairsUrl.latest('ml'));
    expect(res.statusCode).toBe(200);
    const latest = res.json().data;
    expect(latest).toHaveLength(4);
    expect(latest[0].language).toBe('ml');
  });

  it("lists a category's videos and plays one with the classes' player sources", async () => {
    const { videos } = (await get(affairsUrl.videos(kerala))).json().data;
    expect(videos).toHaveLength(2);
    expect(videos[0].thumbnail).toMatch(/^\/media\/classes\/demo-lecture-[ab]\/poster\.jpg$/);
    const one = (await get(affairsUrl.video(videos[0].id))).json().data;
    expect(one.source).toEqual({
      kind: 'hls',
      url: expect.stringMatching(/^\/media\/classes\/.+\/master\.m3u8$/),
    });
    expect(one.captions.map((c: { lang: string }) => c.lang)).toEqual(['en', 'ml']);
    expect((await get(affairsUrl.video(999999))).statusCode).toBe(404);
    expect((await get('/api/videoListCurrentAffairs?categoryId=abc')).statusCode).toBe(400);
  });
});

describe('the seed', () => {
  it('writes its articles as the console does, each once: seeding again adds none', async () => {
    const counts = async () =>
      (
        await queryRows<{ articles: number; entries: number }>(
          t.app.db,
          sql`select (select count(*)::int from affairs_articles where is_demo) as articles,
            (select count(*)::int from audit_log where entity = 'article' and action = 'create'
              and actor_id is null and (after->>'isDemo')::boolean) as entries`,
        )
      )[0]!;
    const before = await counts();
    expect(before.articles).toBeGreaterThan(0);
    expect(before.entries).toBe(before.articles);
    await seedAffairs(t.app);
    expect(await counts()).toEqual(before);
  });
});
