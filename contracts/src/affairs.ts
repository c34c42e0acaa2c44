import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { VideoSourceSchema, CaptionTrackSchema } from './classes';
import { IdInUrlSchema } from './fields';
import { MONTH_PATTERN } from './affairs-paths';

/*
 * Current affairs: monthly articles of an exam category in English and Malayalam, and videos.
 * Article bodies are HTML sanitised on the server before they are stored (docs/decisions/015);
 * the web app sanitises them again before showing them.
 */

export { AffairsPaths, affairsUrl, LATEST_AFFAIRS, MONTH_PATTERN } from './affairs-paths';
export type { AffairsFilter } from './affairs-paths';

export const ARTICLE_LANGUAGES = ['en', 'ml'] as const;
export const ArticleLanguageSchema = z.enum(ARTICLE_LANGUAGES, {
  error: 'Choose en or ml',
});
export type ArticleLanguage = z.infer<typeof ArticleLanguageSchema>;

export const MonthSchema = z
  .string()
  .regex(MONTH_PATTERN, { error: 'A month is written YYYY-MM, for example 2026-11' });

export const AffairsQuerySchema = z.object({
  categoryId: IdInUrlSchema,
  month: MonthSchema.optional(),
  language: ArticleLanguageSchema.optional(),
  tag: z.string().trim().min(1).max(40).optional(),
});
export type AffairsQuery = z.infer<typeof AffairsQuerySchema>;
export const ArticleIdParamSchema = z.object({ articleId: IdInUrlSchema });
export const VideosQuerySchema = z.object({ categoryId: IdInUrlSchema });

export const AffairsMonthSchema = z.object({
  month: MonthSchema,
  articleCount: z.number().int().nonnegative(),
});
export type AffairsMonth = z.infer<typeof AffairsMonthSchema>;

const CategoryRefSchema = z.object({ id: Id, name: z.string(), nameMl: z.string().nullable() });

export const AffairsMonthsSchema = z.object({
  category: CategoryRefSchema,
  /** Months that have articles, newest first. */
  months: z.array(AffairsMonthSchema),
  /** Every tag used in the category, for the filter. */
  tags: z.array(z.string()),
});
export type AffairsMonths = z.infer<typeof AffairsMonthsSchema>;

export const ArticleSummarySchema = z.object({
  id: Id,
  categoryId: Id,
  language: ArticleLanguageSchema,
  title: z.string(),
  summary: z.string(),
  /** `/media/…` image, or null. */
  image: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: IsoDateTimeSchema,
  isDemo: z.boolean(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const AffairsOfMonthSchema = z.object({
  category: CategoryRefSchema,
  month: MonthSchema,
  articles: z.array(ArticleSummarySchema),
});
export type AffairsOfMonth = z.infer<typeof AffairsOfMonthSchema>;

/** `GET /api/currentaffairs`: the months without `month`, that month's articles with it. */
export const AffairsListResponseSchema = dataOf(
  z.union([AffairsOfMonthSchema, AffairsMonthsSchema]),
);
export const LatestAffairsResponseSchema = dataOf(z.array(ArticleSummarySchema));

export const ArticleSchema = ArticleSummarySchema.extend({
  category: CategoryRefSchema,
  /** Sanitised HTML (headings, paragraphs, lists, tables, links, images, YouTube embeds). */
  bodyHtml: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;
export const ArticleResponseSchema = dataOf(ArticleSchema);

export const AffairsVideoSummarySchema = z.object({
  id: Id,
  categoryId: Id,
  title: z.string(),
  titleMl: z.string().nullable(),
  durationSeconds: z.number().int().positive(),
  thumbnail: z.string().nullable(),
  publishedAt: IsoDateTimeSchema,
  isDemo: z.boolean(),
});
export type AffairsVideoSummary = z.infer<typeof AffairsVideoSummarySchema>;
export const AffairsVideosResponseSchema = dataOf(
  z.object({ category: CategoryRefSchema, videos: z.array(AffairsVideoSummarySchema) }),
);

export const AffairsVideoSchema = AffairsVideoSummarySchema.extend({
  category: CategoryRefSchema,
  description: z.string(),
  descriptionMl: z.string().nullable(),
  source: VideoSourceSchema,
  captions: z.array(CaptionTrackSchema),
});
export type AffairsVideo = z.infer<typeof AffairsVideoSchema>;
export const AffairsVideoResponseSchema = dataOf(AffairsVideoSchema);
