import { sql } from 'drizzle-orm';
import {
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
import { courses } from './catalogue';
import { recordedClasses } from './classes';
import { materials } from './material';
import { exams } from './exams';

/*
 * Enrolment (modules/enrolment, decision 025): who may open a restricted course, and how they
 * came to. Nothing here is deleted when access ends: rows carry the dates that end it.
 */

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Items of a restricted course anyone signed in may open: one class, document or exam a row. The
 * enrolment module is their only writer; the item's deletion takes its row with it.
 */
export const previewItems = pgTable(
  'preview_items',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id').references(() => recordedClasses.id, { onDelete: 'cascade' }),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'cascade' }),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'preview_items_one_item',
      sql`num_nonnulls(${t.classId}, ${t.materialId}, ${t.examId}) = 1`,
    ),
    uniqueIndex('preview_items_class_idx').on(t.classId),
    uniqueIndex('preview_items_material_idx').on(t.materialId),
    uniqueIndex('preview_items_exam_idx').on(t.examId),
  ],
);

/** A named group of learners with access to a set of courses from `startsAt` until `endsAt`. */
export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [check('batches_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const batchCourses = pgTable(
  'batch_courses',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.courseId] }),
    index('batch_courses_course_idx').on(t.courseId),
  ],
);

/**
 * A learner in a batch, or an address with no account yet (lower case): the account made or
 * confirmed with that address takes the row's place (`claimPendingMemberships`).
 */
export const batchMembers = pgTable(
  'batch_members',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    addedAt: tstz('added_at').notNull().defaultNow(),
  },
  (t) => [
    check('batch_members_user_or_email', sql`num_nonnulls(${t.userId}, ${t.email}) = 1`),
    uniqueIndex('batch_members_batch_user_idx').on(t.batchId, t.userId),
    uniqueIndex('batch_members_batch_email_idx').on(t.batchId, t.email),
    index('batch_members_user_idx').on(t.userId),
    index('batch_members_email_idx').on(t.email),
  ],
);

/**
 * A code a learner types to join a batch or a course. `seatsUsed` only grows, by one conditional
 * update per redemption, so a code never lets in more learners than its seats.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    /** Normalised: upper case, no dashes or spaces (`K7QMX3P9HT`). */
    code: text('code').notNull().unique(),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    seatsUsed: integer('seats_used').notNull().default(0),
    /** A course code's access ends here (null: it does not end); a batch's ends with the batch. */
    accessUntil: tstz('access_until'),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('access_codes_one_target', sql`num_nonnulls(${t.batchId}, ${t.courseId}) = 1`),
    check('access_codes_seats', sql`${t.seats} >= 1 and ${t.seatsUsed} between 0 and ${t.seats}`),
    index('access_codes_batch_idx').on(t.batchId),
    index('access_codes_course_idx').on(t.courseId),
  ],
);

export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: tstz('redeemed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] })],
);

/**
 * Access to one course given to one learner (by a course's code, or by staff): until `until`
 * (null: no end), unless `revokedAt`. One row per course and learner; an extension moves `until`.
 */
export const courseGrants = pgTable(
  'course_grants',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: tstz('until'),
    revokedAt: tstz('revoked_at'),
    /** The code that first gave it, if one did. */
    codeId: integer('code_id').references(() => accessCodes.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_grants_course_user_idx').on(t.courseId, t.userId),
    index('course_grants_user_idx').on(t.userId),
  ],
);

/**
 * A scheduled test limited to batches: only members of one of them (while it runs) see and sit
 * it. An exam with no rows here is open to everyone with access to its course. Written by the
 * exams console with the exam.
 */
export const examBatches = pgTable(
  'exam_batches',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.batchId] }),
    index('exam_batches_batch_idx').on(t.batchId),
  ],
);
