import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { affairsVideos } from '../db/schema/index';
import { createArticle } from '../modules/affairs/affairs.service';
import { copySeedAssets } from './assets';
import { DEMO_ARTICLES } from './affairs/articles';

/** An article's moment: 09:00 in India on its day. */
const morningInIndia = (day: string) => new Date(`${day}T09:00:00+05:30`);

const VIDEOS = [
  {
    key: 'kerala-piravi',
    lecture: 'demo-lecture-a',
    title: 'Kerala Piravi in five minutes (demo)',
    titleMl: 'കേരളപ്പിറവി അഞ്ചു മിനിറ്റിൽ (ഡെമോ)',
    description: 'A demo current-affairs video: how Kerala was formed on 1 November 1956.',
    descriptionMl: '1956 നവംബർ 1-ന് കേരളം രൂപീകരിച്ചതെങ്ങനെ — ഡെമോ വീഡിയോ.',
    day: '2026-11-01',
  },
  {
    key: 'days-of-october',
    lecture: 'demo-lecture-b',
    title: 'The days of October, revised (demo)',
    titleMl: 'ഒക്ടോബറിലെ ദിനാചരണങ്ങൾ — ആവർത്തനം (ഡെമോ)',
    description:
      'A demo current-affairs video: the observances of October and what papers ask about them.',
    descriptionMl: 'ഒക്ടോബറിലെ ദിനാചരണങ്ങളും അവയെക്കുറിച്ചുള്ള ചോദ്യങ്ങളും — ഡെമോ വീഡിയോ.',
    day: '2026-10-31',
  },
];

/**
 * Demo current affairs: every article of ./affairs in English and Malayalam, under each of its
 * exam categories, through the same sanitiser as any article; and two videos per category on the
 * demo lecture media. Adds only what is missing.
 */
export async function seedAffairs(app: FastifyInstance) {
  const db = app.db;
  await copySeedAssets(app, 'classes');
  const categories = await queryRows<{ id: number; slug: string }>(
    db,
    sql`select id, slug from categories`,
  );
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  for (const a of DEMO_ARTICLES) {
    for (const slug of a.categories) {
      const id = categoryId.get(slug);
      if (id === undefined) continue;
      for (const language of ['en', 'ml'] as const) {
        const text = a[language];
        await createArticle(db, {
          categoryId: id,
          slug: `${a.slug}-${language}-${slug}`,
          language,
          title: text.title,
          summary: text.summary,
          bodyHtml: text.bodyHtml,
          tags: a.sample ? [...a.tags, 'sample'] : a.tags,
          publishedAt: morningInIndia(a.date),
          isDemo: true,
        });
      }
    }
  }
  const rows = categories.flatMap((c) =>
    VIDEOS.map((v) => ({
      categoryId: c.id,
      slug: `affairs-${v.key}-${c.slug}`,
      title: v.title,
      titleMl: v.titleMl,
      description: v.description,
      descriptionMl: v.descriptionMl,
      durationSeconds: 24,
      video: `classes/${v.lecture}/master.m3u8`,
      thumbnail: `classes/${v.lecture}/poster.jpg`,
      captionsEn: `classes/${v.lecture}/captions-en.vtt`,
      captionsMl: `classes/${v.lecture}/captions-ml.vtt`,
      publishedAt: morningInIndia(v.day),
      isDemo: true,
    })),
  );
  if (rows.length > 0) await db.insert(affairsVideos).values(rows).onConflictDoNothing();
}
