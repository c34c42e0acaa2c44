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

type Id = number | string;

export type AffairsFilter = { language?: string | undefined; tag?: string | undefined };

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  ).toString();

export const affairsUrl = {
  months: (categoryId: Id) => `${AffairsPaths.list}?${query({ categoryId })}`,
  ofMonth: (categoryId: Id, month: string, filter: AffairsFilter = {}) =>
    `${AffairsPaths.list}?${query({ categoryId, month, ...filter })}`,
  latest: () => AffairsPaths.latest,
  article: (articleId: Id) => `/api/currentaffairs/${articleId}`,
  videos: (categoryId: Id) => `${AffairsPaths.videos}?${query({ categoryId })}`,
  video: (id: Id) => `/api/currentaffairsVideo/${id}`,
};

/** A month in URLs and answers: `YYYY-MM`, months 01–12. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How many articles home shows. */
export const LATEST_AFFAIRS = 4;
