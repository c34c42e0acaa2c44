import type { TFunction } from 'i18next';

type Counted = 'units' | 'exams' | 'classes' | 'documents' | 'questions' | 'attempts';

/** "3 units · 1 exam": each figure with its own plural form, in the interface language. */
export const countsText = (t: TFunction<'console'>, figures: [Counted, number][]) =>
  figures.map(([what, count]) => t(`count.${what}`, { count })).join(' · ');
