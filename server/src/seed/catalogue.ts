import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql, type Column } from 'drizzle-orm';
import { categories, courses, levels, syllabusUnits } from '../db/schema/index';
import { copySeedAssets } from './assets';
import { DEMO_CATEGORIES, DEMO_COURSES, DEMO_LEVELS } from './catalogue/demo-courses';

export { DEMO_COURSES };

/** The value a seeded row would have had in `column` (`excluded` of an upsert). */
const seeded = (column: Column) => sql.raw(`excluded."${column.name}"`);

/** Every column holds what the seed says (all of them, or they are left as they are). */
const unchanged = (...columns: Column[]) =>
  sql.join(
    columns.map((c) => sql`${c} = ${seeded(c)}`),
    sql` and `,
  );

/** The seed's Malayalam of `english` while the row's English is still the seed's; else as is. */
const malayalamOf = (malayalam: Column, ...english: Column[]) =>
  sql`case when ${unchanged(...english)} then ${seeded(malayalam)} else ${malayalam} end`;

/**
 * Demo categories, levels, 15 courses with images and their syllabus. Adds only what is missing
 * (matched by slug, and units by position), so it never overwrites edits made since. The one
 * exception is Malayalam: a row whose English is still the seed's takes the seed's Malayalam of
 * it, so seeding again brings translations to an existing install (and their corrections).
 */
export async function seedCatalogue(app: FastifyInstance) {
  const db = app.db;
  await copySeedAssets(app, 'courses');

  await db
    .insert(categories)
    .values(DEMO_CATEGORIES.map((c, position) => ({ ...c, position })))
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        nameMl: malayalamOf(categories.nameMl, categories.name),
        descriptionMl: malayalamOf(categories.descriptionMl, categories.description),
      },
    });
  await db
    .insert(levels)
    .values(DEMO_LEVELS.map((l, position) => ({ ...l, position })))
    .onConflictDoUpdate({
      target: levels.slug,
      set: { nameMl: seeded(levels.nameMl) },
      setWhere: unchanged(levels.name),
    });

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
        descriptionMl: c.descriptionMl,
        highlights: c.highlights,
        highlightsMl: c.highlightsMl,
        language: c.language,
        isDemo: true,
      })),
    )
    .onConflictDoUpdate({
      target: courses.slug,
      set: {
        descriptionMl: malayalamOf(courses.descriptionMl, courses.description),
        highlightsMl: malayalamOf(courses.highlightsMl, courses.highlights),
      },
      setWhere: eq(courses.isDemo, true),
    });

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
    .onConflictDoUpdate({
      target: [syllabusUnits.courseId, syllabusUnits.position],
      set: {
        titleMl: seeded(syllabusUnits.titleMl),
        descriptionMl: seeded(syllabusUnits.descriptionMl),
        topicsMl: seeded(syllabusUnits.topicsMl),
      },
      setWhere: unchanged(syllabusUnits.title, syllabusUnits.description, syllabusUnits.topics),
    });
}
