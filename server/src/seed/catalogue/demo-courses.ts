import { z } from 'zod';
import { readIndex, readJson } from '../read-content';

/*
 * The demo catalogue, read from content/catalogue: its categories, levels, and one file per
 * course with its syllabus units. Every text a learner reads has its Malayalam beside it (`…Ml`);
 * lists have one Malayalam line for each English line.
 */

const slug = z.string().regex(/^[a-z0-9-]+$/);
const lines = z.array(z.string().min(1));

const CategorySchema = z.strictObject({
  slug,
  name: z.string(),
  nameMl: z.string(),
  /** Other names learners type, lower-case; search finds the courses by them too. */
  aliases: z.array(z.string()),
  description: z.string(),
  descriptionMl: z.string(),
});

const LevelSchema = z.strictObject({
  slug,
  name: z.string(),
  nameMl: z.string(),
  aliases: z.array(z.string()),
});

const UnitSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  topics: lines,
  titleMl: z.string(),
  descriptionMl: z.string(),
  topicsMl: lines,
  /** Title and description the seed once wrote for this unit, since corrected. */
  earlier: z.array(z.strictObject({ title: z.string(), description: z.string() })).optional(),
});

const CourseSchema = z.strictObject({
  name: z.string(),
  /** Other names learners type for it, lower-case ("lgs"). */
  aliases: z.array(z.string()).optional(),
  /** Slugs of its category and level. */
  category: slug,
  level: slug,
  language: z.string(),
  /** File name under seed/assets/courses/, served as /media/courses/<file>. */
  image: z.string(),
  description: z.string(),
  descriptionMl: z.string(),
  highlights: lines,
  highlightsMl: lines,
  /** In teaching order. */
  units: z.array(UnitSchema).min(1),
  /**
   * Words the seed once wrote for this course, since corrected (a promise of a daily mock test
   * the course never had): an install still holding them is given the present ones.
   */
  earlier: z
    .strictObject({
      description: z.array(z.string()).optional(),
      highlights: z.array(lines).optional(),
    })
    .optional(),
});

export type DemoUnit = z.infer<typeof UnitSchema>;
/** `slug` is the file's name: a stable key other seeders and demo exams refer to. */
export type DemoCourse = z.infer<typeof CourseSchema> & { slug: string };

export const DEMO_CATEGORIES = readJson('catalogue/categories.json', z.array(CategorySchema));
export const DEMO_LEVELS = readJson('catalogue/levels.json', z.array(LevelSchema));

export const DEMO_COURSES: DemoCourse[] = readIndex('catalogue/courses').map((slug) => {
  const course = readJson(`catalogue/courses/${slug}.json`, CourseSchema);
  const known = (list: { slug: string }[], s: string) => list.some((x) => x.slug === s);
  if (!known(DEMO_CATEGORIES, course.category) || !known(DEMO_LEVELS, course.level))
    throw new Error(`content/catalogue/courses/${slug}.json: unknown category or level`);
  return { slug, ...course };
});
