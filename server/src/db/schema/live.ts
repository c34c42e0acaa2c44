import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { courses } from './catalogue';
import { recordedClasses } from './classes';
import { exams } from './exams';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Staff of the platform; everyone else is a learner. Teachers manage content in the staff
 * console and run the live classes they teach; admins also manage categories, levels and roles,
 * and run every class. Granted with `npm run admin:create` (the first admin) and in the console.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [check('staff_roles_role', sql`${t.role} in ('teacher', 'admin')`)],
);

/**
 * A scheduled live class of a course. `state` is what a teacher or admin last set; a class left
 * upcoming or live past its planned end plus a margin reads as ended (docs/decisions/016).
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    titleMl: text('title_ml'),
    description: text('description').notNull().default(''),
    descriptionMl: text('description_ml'),
    /** The teacher's name as learners see it. */
    teacher: text('teacher').notNull(),
    /** The teacher's account, who may move the state and moderate the chat. */
    teacherUserId: text('teacher_user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    plannedMinutes: integer('planned_minutes').notNull(),
    state: text('state').notNull().default('upcoming'),
    wentLiveAt: tstz('went_live_at'),
    endedAt: tstz('ended_at'),
    /** `hls` (a playlist URL) or `youtube` (a video id). */
    streamKind: text('stream_kind').notNull(),
    stream: text('stream').notNull(),
    recordingId: integer('recording_id').references(() => recordedClasses.id, {
      onDelete: 'set null',
    }),
    published: boolean('published').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('live_classes_course_starts_idx').on(t.courseId, t.startsAt),
    index('live_classes_starts_idx').on(t.startsAt),
    check('live_classes_state', sql`${t.state} in ('upcoming', 'live', 'ended')`),
    check('live_classes_stream_kind', sql`${t.streamKind} in ('hls', 'youtube')`),
    check('live_classes_planned_positive', sql`${t.plannedMinutes} > 0`),
  ],
);

export const liveClassExams = pgTable(
  'live_class_exams',
  {
    liveClassId: integer('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.liveClassId, t.examId] }),
    index('live_class_exams_exam_idx').on(t.examId),
  ],
);

/** Chat messages; a removed one stays, marked, and is never sent again. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    liveClassId: integer('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The writer's name when they wrote it. */
    userName: text('user_name').notNull(),
    text: text('text').notNull(),
    fromStaff: boolean('from_staff').notNull().default(false),
    sentAt: tstz('sent_at').notNull().defaultNow(),
    removedAt: tstz('removed_at'),
    removedBy: text('removed_by'),
  },
  (t) => [
    index('live_chat_messages_class_idx').on(t.liveClassId, t.id),
    index('live_chat_messages_writer_idx').on(t.liveClassId, t.userId, t.sentAt),
  ],
);

/** Learners muted in one class's chat. */
export const liveChatMutes = pgTable(
  'live_chat_mutes',
  {
    liveClassId: integer('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedBy: text('muted_by').notNull(),
    mutedAt: tstz('muted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.liveClassId, t.userId] })],
);

/**
 * Single-use tickets that open a chat socket (a browser cannot put a bearer header on one).
 * Kept in the database so that any node accepts a ticket another node issued; only a hash.
 */
export const liveTickets = pgTable(
  'live_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    liveClassId: integer('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('live_tickets_expires_idx').on(t.expiresAt)],
);
