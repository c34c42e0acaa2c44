import { fill, withQuery, type Id } from './paths';

/*
 * The current-affairs API's paths, free of zod: the affairs screens and home import them without
 * bundling the schema library. `affairs.ts` re-exports them.
 */

export const AffairsPaths = {
  /**
   * `?categoryId=` alone: the category's months, newest first, with their article counts.
   * With `&month=YYYY-MM`: that month's articles, newest first (`&language=en|ml`, `&tag=`).
   */
  list: '/api/currentaffairs',
  /** The newest articles for the learner's target exam (home), or of every category. */
  latest: '/api/currentaffairs/latest',
  article: '/api/currentaffairs/:articleId',
  videos: '/api/videoListCurrentAffairs',
  video: '/api/currentaffairsVideo/:id',
} as const;

export type AffairsFilter = { language?: string | undefined; tag?: string | undefined };

export const affairsUrl = {
  months: (categoryId: Id) => withQuery(AffairsPaths.list, { categoryId }),
  ofMonth: (categoryId: Id, month: string, filter: AffairsFilter = {}) =>
    withQuery(AffairsPaths.list, { categoryId, month, ...filter }),
  /** Of every category, or in one language only. */
  latest: (language?: string) => withQuery(AffairsPaths.latest, { language }),
  article: (articleId: Id) => fill(AffairsPaths.article, { articleId }),
  videos: (categoryId: Id) => withQuery(AffairsPaths.videos, { categoryId }),
  video: (id: Id) => fill(AffairsPaths.video, { id }),
};

/** The console's paths (staff): a category's current-affairs articles and videos; one of each. */
export const AffairsStaffPaths = {
  articles: '/api/admin/categories/:id/articles',
  article: '/api/admin/articles/:id',
  affairsVideos: '/api/admin/categories/:id/affairs-videos',
  affairsVideo: '/api/admin/affairs-videos/:id',
} as const;

export const affairsStaffUrl = {
  articles: (categoryId: Id) => fill(AffairsStaffPaths.articles, { id: categoryId }),
  article: (id: Id) => fill(AffairsStaffPaths.article, { id }),
  affairsVideos: (categoryId: Id) => fill(AffairsStaffPaths.affairsVideos, { id: categoryId }),
  affairsVideo: (id: Id) => fill(AffairsStaffPaths.affairsVideo, { id }),
};

/** A month in URLs and answers: `YYYY-MM`, months 01–12. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How many articles home shows. */
export const LATEST_AFFAIRS = 4;
