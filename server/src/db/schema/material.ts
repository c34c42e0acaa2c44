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
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './auth';
import { courses, syllabusUnits } from './catalogue';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Study material: PDF documents of a course, in one of its syllabus units or (unit null) for the
 * whole course. `file` is a media key (served at /media/<key>, docs/decisions/014).
 */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The unit the document belongs to; null: the course as a whole. */
    syllabusUnitId: integer('syllabus_unit_id').references(() => syllabusUnits.id, {
      onDelete: 'set null',
    }),
    /** Order within the unit (or the course-wide group), from 1. */
    position: integer('position').notNull(),
    /** Stable name of seeded content; null for documents made any other way. */
    slug: text('slug').unique(),
    title: text('title').notNull(),
    titleMl: text('title_ml'),
    description: text('description').notNull().default(''),
    descriptionMl: text('description_ml'),
    file: text('file').notNull(),
    pages: integer('pages').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Whether learners may download the file (a button on the reader), besides reading it. */
    downloadable: boolean('downloadable').notNull().default(false),
    /** Unpublished documents are staff-only: learners get a 404, lists skip them. */
    published: boolean('published').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('materials_course_idx').on(t.courseId, t.syllabusUnitId, t.position),
    check('materials_pages_positive', sql`${t.pages} > 0`),
    check('materials_size_positive', sql`${t.sizeBytes} > 0`),
  ],
);

/** The last page one learner read in one document, offered when they come back. */
export const materialProgress = pgTable(
  'material_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.materialId] }),
    check('material_progress_page_positive', sql`${t.page} >= 1`),
  ],
);
