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
import { users } from './auth';
import { syllabusUnits } from './catalogue';
import { exams } from './exams';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Recorded classes: one video each, in one syllabus unit of a course. Files are media keys
 * (served at /media/<key>): `video` is an HLS master playlist (`….m3u8`) or an MP4.
 */
export const recordedClasses = pgTable(
  'recorded_classes',
  {
    id: serial('id').primaryKey(),
    syllabusUnitId: integer('syllabus_unit_id')
      .notNull()
      .references(() => syllabusUnits.id, { onDelete: 'cascade' }),
    /** Order within the unit, from 1. */
    position: integer('position').notNull(),
    /** Stable name of seeded content; null for classes made any other way. */
    slug: text('slug').unique(),
    title: text('title').notNull(),
    titleMl: text('title_ml'),
    description: text('description').notNull().default(''),
    descriptionMl: text('description_ml'),
    teacher: text('teacher').notNull(),
    /** Whole seconds, rounded up: a saved position may be anything from 0 to this. */
    durationSeconds: integer('duration_seconds').notNull(),
    video: text('video').notNull(),
    thumbnail: text('thumbnail'),
    captionsEn: text('captions_en'),
    captionsMl: text('captions_ml'),
    /** Notes shown beside the video: plain text, paragraphs separated by a blank line. */
    notes: text('notes').notNull().default(''),
    notesMl: text('notes_ml'),
    /** Unpublished classes are staff-only: learners get a 404, lists and totals skip them. */
    published: boolean('published').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recorded_classes_unit_position_idx').on(t.syllabusUnitId, t.position),
    check('recorded_classes_duration_positive', sql`${t.durationSeconds} > 0`),
  ],
);

/** Where one learner is in one class: the resume position and how far they have got. */
export const classProgress = pgTable(
  'class_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordedClassId: integer('recorded_class_id')
      .notNull()
      .references(() => recordedClasses.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    /**
     * When the player was at that position, by the device's clock (never later than the server's):
     * a save read earlier than the one kept (a tab closed on another device, arriving late) does
     * not move the position back.
     */
    positionAt: tstz('position_at').notNull(),
    /** The furthest position ever saved: "watched N %". */
    furthestSeconds: integer('furthest_seconds').notNull(),
    /** Set once, when the furthest position first reaches 90 % of the class. */
    watchedAt: tstz('watched_at'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recordedClassId] }),
    // Home's "continue learning": the learner's most recent classes.
    index('class_progress_user_updated_idx').on(t.userId, t.updatedAt),
    check('class_progress_position_nonnegative', sql`${t.positionSeconds} >= 0`),
    check('class_progress_furthest', sql`${t.furthestSeconds} >= ${t.positionSeconds}`),
  ],
);

/** Exams attached to a recorded class (a test after the class), in order. */
export const recordedClassExams = pgTable(
  'recorded_class_exams',
  {
    recordedClassId: integer('recorded_class_id')
      .notNull()
      .references(() => recordedClasses.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.recordedClassId, t.examId] }),
    index('recorded_class_exams_exam_idx').on(t.examId),
  ],
);
