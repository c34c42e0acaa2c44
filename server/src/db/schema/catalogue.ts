import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** `…Ml` columns hold the Malayalam version of the text beside them, where it has one. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameMl: text('name_ml'),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  descriptionMl: text('description_ml'),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
  /** Other names learners type for it ("kpsc", "sslc"); course search matches them. */
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameMl: text('name_ml'),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
  /** Other names learners type for it ("kpsc", "sslc"); course search matches them. */
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Path served by the app, e.g. /media/courses/kerala-renaissance.svg. */
    image: text('image').notNull(),
    description: text('description').notNull().default(''),
    descriptionMl: text('description_ml'),
    /** What the course holds, as short lines ("40 recorded classes", "12 mock tests"). */
    highlights: text('highlights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlightsMl: text('highlights_ml').array(),
    language: text('language').notNull().default('English'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Unpublished courses are staff-only: learners find them nowhere and get a 404. */
    published: boolean('published').notNull().default(true),
    /**
     * `free`: any signed-in learner; `restricted`: enrolled learners, and anyone for the items
     * marked as a preview (modules/enrolment, decision 025).
     */
    access: text('access', { enum: ['free', 'restricted'] })
      .notNull()
      .default('free'),
    /** Other names learners type for the course ("lgs", "lower division clerk"). */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** lower(name), kept by PostgreSQL: search compares with LIKE, not the dearer ILIKE. */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(name)`),
    /**
     * Lower-case name and aliases of the course, its category and its level, each word after a
     * space; kept by triggers (migration 0011). Search finds "psc" or "10th level" here.
     */
    searchTerms: text('search_terms').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_category_level_idx').on(t.categoryId, t.levelId),
    check('courses_access_known', sql`${t.access} in ('free', 'restricted')`),
    // Course search: words and parts of words anywhere in the name (pg_trgm) …
    index('courses_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // … and the start of the name in code-point order (LIKE 'ab%' … ORDER BY … USING ~<~).
    index('courses_search_name_prefix_idx').using('btree', sql`${t.searchName} text_pattern_ops`),
    // … and words starting with the text in the names of the course, its category and level.
    index('courses_search_terms_trgm_idx').using('gin', sql`${t.searchTerms} gin_trgm_ops`),
  ],
);

/**
 * Every distinct word (3+ characters, lower case) of any course's search terms (its name and the
 * names of its category and level, aliases included), kept by a trigger on courses (migrations
 * 0007, 0011). Typo-tolerant search compares the typed word with these few words instead of with
 * every course.
 */
export const courseNameWords = pgTable(
  'course_name_words',
  { word: text('word').primaryKey() },
  // GiST: finds the nearest words by trigram distance (`<<->`, KNN) without a threshold setting.
  (t) => [index('course_name_words_gist_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

export const syllabusUnits = pgTable(
  'syllabus_units',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The unit in Malayalam: all three, or none. */
    titleMl: text('title_ml'),
    descriptionMl: text('description_ml'),
    topicsMl: text('topics_ml').array(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('syllabus_units_course_position_idx').on(t.courseId, t.position),
    check(
      'syllabus_units_ml_whole',
      sql`num_nulls(${t.titleMl}, ${t.descriptionMl}, ${t.topicsMl}) in (0, 3)`,
    ),
  ],
);

/**
 * The titles of what learners find inside each course — its syllabus units, and its published
 * recorded classes, live classes, tests and documents — kept by triggers on those tables
 * (migration 0020), lower-cased in `search_text`, each word after a space. Course search finds a
 * course by them, in a published course only (it checks the course).
 */
export const courseSearchTitles = pgTable(
  'course_search_titles',
  {
    /** unit, class, live, test or document (`SearchMatchKind`). */
    kind: text('kind').notNull(),
    /** The id of the unit, class, live class, exam or document in its own table. */
    itemId: integer('item_id').notNull(),
    courseId: integer('course_id').notNull(),
    title: text('title').notNull(),
    titleMl: text('title_ml'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`' ' || regexp_replace(lower(title || coalesce(' ' || title_ml, '')), '[[:space:]]+', ' ', 'g')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    check(
      'course_search_titles_kind',
      sql`${t.kind} in ('unit', 'class', 'live', 'test', 'document')`,
    ),
    // Words starting with the typed text, as for course names (pg_trgm). Written rarely, read on
    // every keystroke: no pending list of new entries that each search would scan until a vacuum
    // (PGlite has no autovacuum) — migration 0021.
    index('course_search_titles_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
  ],
);
