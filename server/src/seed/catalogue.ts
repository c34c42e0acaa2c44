import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { categories, courses, levels, syllabusUnits } from '../db/schema/index';
import { copySeedAssets } from './assets';
import { DEMO_COURSES } from './catalogue/demo-courses';
import { DEMO_CATEGORIES, DEMO_LEVELS } from './catalogue/types';

export { DEMO_COURSES };

/**
 * Demo categories, levels, 15 courses with images and their syllabus. Adds only what is missing
 * (matched by slug, and units by position), so it never overwrites edits made since.
 */
export async function seedCatalogue(app: FastifyInstance) {
  const db = app.db;
  await copySeedAssets(app, 'courses');

  await db
    .insert(categories)
    .values(DEMO_CATEGORIES.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing({ target: categories.slug });
  await db
    .insert(levels)
    .values(DEMO_LEVELS.map((l, position) => ({ ...l, position })))
    .onConflictDoNothing({ target: levels.slug });

  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((r) => [
      r.slug,
      r.id,
    ]),
  );
  const levelIds = new Map(
    (await db.select({ id: levels.id, slug: levels.slug }).from(levels)).map((r) => [r.slug, r.id]),
  );

  await db
    .insert(courses)
    .values(
      DEMO_COURSES.map((c) => ({
        slug: c.slug,
        name: c.name,
        aliases: c.aliases ?? [],
        categoryId: categoryIds.get(c.category)!,
        levelId: levelIds.get(c.level)!,
        image: `/media/courses/${c.image}`,
        description: c.description,
        highlights: c.highlights,
        language: c.language,
        isDemo: true,
      })),
    )
    .onConflictDoNothing({ target: courses.slug });

  const courseIds = new Map(
    (
      await db
        .select({ id: courses.id, slug: courses.slug })
        .from(courses)
        .where(
          and(
            inArray(
              courses.slug,
              DEMO_COURSES.map((c) => c.slug),
            ),
            eq(courses.isDemo, true),
          ),
        )
    ).map((r) => [r.slug, r.id]),
  );
  const units = DEMO_COURSES.flatMap((c) => {
    const courseId = courseIds.get(c.slug);
    if (courseId === undefined) return [];
    return c.units.map((u, i) => ({ courseId, position: i + 1, ...u }));
  });
  await db
    .insert(syllabusUnits)
    .values(units)
    .onConflictDoNothing({ target: [syllabusUnits.courseId, syllabusUnits.position] });
}
