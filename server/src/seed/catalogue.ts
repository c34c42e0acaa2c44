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
 * (matched by slug, and units by position), so it never overwrites edits made since. The
 * exceptions are corrections: a row whose English is still the seed's takes the seed's Malayalam
 * of it, so seeding again brings translations to an existing install (and their corrections), and
 * one still holding English the seed has since corrected takes the corrected words.
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
    return c.units.map(({ earlier: _, ...u }, i) => ({ courseId, position: i + 1, ...u }));
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
  await correctEarlierWords(app);
}

/**
 * Words the seed has since corrected (a demo course that promised a daily mock test it never
 * had): a demo course or unit still holding the seed's earlier English takes the present English
 * and Malayalam. Words edited since are neither of them, and stay.
 */
async function correctEarlierWords(app: FastifyInstance) {
  for (const c of DEMO_COURSES) {
    const demo = and(eq(courses.slug, c.slug), eq(courses.isDemo, true));
    if (c.earlier?.description?.length)
      await app.db
        .update(courses)
        .set({ description: c.description, descriptionMl: c.descriptionMl })
        .where(and(demo, inArray(courses.description, c.earlier.description)));
    for (const highlights of c.earlier?.highlights ?? [])
      await app.db
        .update(courses)
        .set({ highlights: c.highlights, highlightsMl: c.highlightsMl })
        .where(and(demo, eq(courses.highlights, highlights)));
    for (const [i, u] of c.units.entries())
      for (const e of u.earlier ?? [])
        await app.db
          .update(syllabusUnits)
          .set({
            title: u.title,
            description: u.description,
            titleMl: u.titleMl,
            descriptionMl: u.descriptionMl,
            topicsMl: u.topicsMl,
          })
          .where(
            and(
              eq(syllabusUnits.position, i + 1),
              eq(syllabusUnits.title, e.title),
              eq(syllabusUnits.description, e.description),
              eq(syllabusUnits.topics, u.topics),
              inArray(
                syllabusUnits.courseId,
                app.db.select({ id: courses.id }).from(courses).where(demo),
              ),
            ),
          );
  }
}
