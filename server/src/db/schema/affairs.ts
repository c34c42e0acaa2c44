import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { categories } from './catalogue';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Current-affairs articles of an exam category, each in one language. `body_html` is stored
 * already sanitised (docs/decisions/015); the month an article belongs to is that of
 * `published_at` in India (Asia/Kolkata).
 */
export const affairsArticles = pgTable(
  'affairs_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Stable name of seeded content; null for articles written any other way. */
    slug: text('slug').unique(),
    /** `en` or `ml`. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** A media key (served at /media/<key>), or null. */
    image: text('image'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the article went out: its date, and the month it is listed under. */
    publishedAt: tstz('published_at').notNull(),
    published: boolean('published').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('affairs_articles_category_published_idx').on(t.categoryId, t.publishedAt),
    check('affairs_articles_language', sql`${t.language} in ('en', 'ml')`),
  ],
);

/** Current-affairs videos of an exam category; `video` is a media key as for recorded classes. */
export const affairsVideos = pgTable(
  'affairs_videos',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    titleMl: text('title_ml'),
    description: text('description').notNull().default(''),
    descriptionMl: text('description_ml'),
    durationSeconds: integer('duration_seconds').notNull(),
    video: text('video').notNull(),
    thumbnail: text('thumbnail'),
    captionsEn: text('captions_en'),
    captionsMl: text('captions_ml'),
    publishedAt: tstz('published_at').notNull(),
    published: boolean('published').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('affairs_videos_category_published_idx').on(t.categoryId, t.publishedAt),
    check('affairs_videos_duration_positive', sql`${t.durationSeconds} > 0`),
  ],
);
