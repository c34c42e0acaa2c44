import {
  LATEST_AFFAIRS,
  type AffairsMonths,
  type AffairsOfMonth,
  type AffairsQuery,
  type AffairsVideo,
  type Article,
  type ArticleLanguage,
  type ArticleSummary,
} from '@pariksha/contracts/affairs';
import type { Db } from '../../db/client';
import { affairsArticles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordChange, type Actor } from '../../lib/audit';
import { editAction } from '../../lib/content-spec';
import { iso } from '../../lib/iso';
import { sanitizeRichText } from '../../lib/rich-text';
import { updateVersioned } from '../../lib/versioned';
import { targetCategoryOf } from '../accounts/accounts.service';
import * as repo from './affairs.repository';

async function categoryOf(db: Db, id: number) {
  const c = await repo.category(db, id);
  if (!c) throw AppError.notFound('Category');
  return c;
}

/** Articles in the audit log. */
const ENTITY = 'article';

const media = (key: string) => `/media/${key}`;
const presentArticle = <T extends { image: string | null; publishedAt: Date }>(a: T) => ({
  ...a,
  image: a.image && media(a.image),
  publishedAt: iso(a.publishedAt),
});

/** Without a month: the category's months and tags. With one: that month's articles. */
export async function list(db: Db, q: AffairsQuery): Promise<AffairsMonths | AffairsOfMonth> {
  const category = await categoryOf(db, q.categoryId);
  if (q.month === undefined) {
    const [months, tags] = await Promise.all([
      repo.months(db, q.categoryId),
      repo.tags(db, q.categoryId),
    ]);
    return { category, months, tags };
  }
  const articles = await repo.articlesOfMonth(db, q.categoryId, q.month, q);
  return { category, month: q.month, articles: articles.map(presentArticle) };
}

/** Home's newest articles: of the learner's exam, or of every exam until they choose one. */
export async function latest(
  db: Db,
  userId: string,
  language: ArticleLanguage,
): Promise<ArticleSummary[]> {
  const rows = await repo.latest(db, await targetCategoryOf(db, userId), language, LATEST_AFFAIRS);
  return rows.map(presentArticle);
}

export async function article(db: Db, id: number): Promise<Article> {
  const a = await repo.article(db, id);
  if (!a) throw AppError.notFound('Article');
  return { ...presentArticle(a), category: await categoryOf(db, a.categoryId) };
}

export async function videos(db: Db, categoryId: number) {
  const category = await categoryOf(db, categoryId);
  const list = await repo.videos(db, categoryId);
  return {
    category,
    videos: list.map((v) => ({
      ...v,
      thumbnail: v.thumbnail && media(v.thumbnail),
      publishedAt: iso(v.publishedAt),
    })),
  };
}

export async function video(db: Db, id: number): Promise<AffairsVideo> {
  const v = await repo.video(db, id);
  if (!v) throw AppError.notFound('Video');
  return {
    id: v.id,
    categoryId: v.categoryId,
    title: v.title,
    titleMl: v.titleMl,
    durationSeconds: v.durationSeconds,
    thumbnail: v.thumbnail && media(v.thumbnail),
    publishedAt: iso(v.publishedAt),
    isDemo: v.isDemo,
    category: await categoryOf(db, v.categoryId),
    description: v.description,
    descriptionMl: v.descriptionMl,
    source: { kind: v.video.endsWith('.mp4') ? 'mp4' : 'hls', url: media(v.video) },
    captions: [
      ...(v.captionsEn ? [{ lang: 'en', url: media(v.captionsEn) }] : []),
      ...(v.captionsMl ? [{ lang: 'ml', url: media(v.captionsMl) }] : []),
    ],
  };
}

/** What an article is made of, as the console and the seed write it. */
export type ArticleValues = {
  language: ArticleLanguage;
  title: string;
  summary: string;
  bodyHtml: string;
  image: string | null;
  tags: string[];
  publishedAt: Date;
  published: boolean;
};

/** A new article of a category (published, with no image, unless said); `slug` names the seed's. */
export type NewArticle = Omit<ArticleValues, 'image' | 'published'> &
  Partial<Pick<ArticleValues, 'image' | 'published'>> & {
    categoryId: number;
    slug?: string;
    isDemo?: boolean;
  };

/**
 * An article's body as it is stored: within the limits of rich text, sanitised (off the thread
 * that answers requests), and refused when nothing would be left.
 */
async function cleanArticleBody(html: string) {
  const body = await sanitizeRichText(html, 'bodyHtml', 'article');
  if (body.empty)
    throw AppError.validation(
      'bodyHtml',
      'Nothing would be left of the article once scripts, styles, forms and unsafe links are taken out',
    );
  return body.html;
}

/**
 * The one way an article is added (the staff console, the seed): its body sanitised with the
 * configuration the browser uses too, the row and its audit entry in one transaction. An article
 * whose slug is taken already is left as it is (null), so seeding again adds only what is missing.
 */
export async function createArticle(db: Db, actor: Actor, a: NewArticle) {
  const bodyHtml = await cleanArticleBody(a.bodyHtml);
  return db.transaction(async (tx) => {
    const row = await repo.insertArticle(tx, { ...a, bodyHtml });
    if (row)
      await recordChange(tx, actor, {
        action: 'create',
        entity: ENTITY,
        entityId: row.id,
        after: row,
      });
    return row;
  });
}

/**
 * The one way an article is edited: sanitised as it is added, and only if it is still the
 * version the editor read (`readAt`), else 409; answers the article after.
 */
export async function updateArticle(
  db: Db,
  actor: Actor,
  id: number,
  readAt: string,
  a: ArticleValues,
) {
  const bodyHtml = await cleanArticleBody(a.bodyHtml);
  return db.transaction(async (tx) => {
    const change = await updateVersioned(
      tx,
      affairsArticles,
      id,
      readAt,
      { ...a, bodyHtml },
      'Article',
    );
    await recordChange(tx, actor, {
      action: editAction(change.before, change.after),
      entity: ENTITY,
      entityId: id,
      ...change,
    });
    return change.after as typeof affairsArticles.$inferSelect;
  });
}
