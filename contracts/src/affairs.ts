import { z } from 'zod';
import {
  dataOf,
  IdSchema as Id,
  IsoDateTimeSchema,
  line,
  optionalLine,
  paragraph,
  versioned,
} from './common';
import { VideoSourceSchema, CaptionTrackSchema } from './classes';
import { mediaKey, storedFields, transcodeField } from './content-fields';
import { IdInUrlSchema } from './fields';
import { MONTH_PATTERN } from './affairs-paths';
import { RICH_TEXT_MAX_LENGTH } from './rich-text';

/*
 * Current affairs: monthly articles of an exam category in English and Malayalam, and videos.
 * Article bodies are HTML sanitised on the server before they are stored (docs/decisions/015);
 * the web app sanitises them again before showing them. Staff write them in the console (below).
 */

export * from './affairs-paths';

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

// ---- staff ----
export const ArticleInputSchema = z.strictObject({
  language: ArticleLanguageSchema,
  title: line(300),
  summary: paragraph(1000).refine((s) => s.trim() !== '', 'Enter a summary'),
  /** Rich text; sanitised on the server before it is stored. */
  bodyHtml: paragraph(RICH_TEXT_MAX_LENGTH.article),
  image: mediaKey.nullable(),
  tags: z.array(line(40)).max(12),
  publishedAt: IsoDateTimeSchema,
  published: z.boolean(),
});
export type ArticleInput = z.infer<typeof ArticleInputSchema>;
export const ArticleUpdateSchema = versioned(ArticleInputSchema);
export const AdminArticleSchema = ArticleInputSchema.extend({ ...storedFields, categoryId: Id });

export const AffairsVideoInputSchema = z.strictObject({
  title: line(200),
  titleMl: optionalLine(200),
  description: paragraph(5000),
  descriptionMl: paragraph(5000).nullable(),
  durationSeconds: z
    .int()
    .min(1)
    .max(24 * 3600),
  video: mediaKey,
  thumbnail: mediaKey.nullable(),
  captionsEn: mediaKey.nullable(),
  captionsMl: mediaKey.nullable(),
  publishedAt: IsoDateTimeSchema,
  published: z.boolean(),
});
export type AffairsVideoInput = z.infer<typeof AffairsVideoInputSchema>;
export const AffairsVideoUpdateSchema = versioned(AffairsVideoInputSchema);
export const AdminAffairsVideoSchema = AffairsVideoInputSchema.extend({
  ...storedFields,
  ...transcodeField,
  categoryId: Id,
});
export const AdminArticlesResponseSchema = dataOf(z.array(AdminArticleSchema));
export const AdminArticleResponseSchema = dataOf(AdminArticleSchema);
export const AdminAffairsVideosResponseSchema = dataOf(z.array(AdminAffairsVideoSchema));
export const AdminAffairsVideoResponseSchema = dataOf(AdminAffairsVideoSchema);
