import { MONTH_PATTERN } from '@pariksha/contracts/affairs-paths';

/** Screens of current affairs. An article opens on its month's screen: `?article=<id>`. */
export const affairsRoute = {
  category: (categoryId: number) => `/affairs/${categoryId}`,
  month: (categoryId: number, month: string) => `/affairs/${categoryId}/${month}`,
  article: (categoryId: number, month: string, id: number) =>
    `/affairs/${categoryId}/${month}?article=${id}`,
  video: (id: number) => `/affairsVideo/${id}`,
};

export const isMonth = (raw: string | undefined): raw is string => !!raw && MONTH_PATTERN.test(raw);

/** "November 2026" in the interface language. */
export function monthName(month: string, language: string) {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}

export { parseId } from '@/lib/route-id';
