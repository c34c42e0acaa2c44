import type { CourseInput } from '../catalogue';
import { DEFAULT_COURSE_IMAGE } from '../catalogue-paths';

/**
 * A course as the console sends it when a teacher makes one for an exam level: published, taught
 * in English, no description or highlights yet, the default cover; `over` on top. For tests and
 * benches, which make courses the way a teacher does.
 */
export const courseInput = (
  target: Pick<CourseInput, 'categoryId' | 'levelId'>,
  over: Partial<CourseInput> = {},
): CourseInput => ({
  ...target,
  name: 'Kerala Renaissance',
  image: DEFAULT_COURSE_IMAGE,
  description: '',
  descriptionMl: null,
  highlights: [],
  highlightsMl: null,
  language: 'English',
  published: true,
  ...over,
});
