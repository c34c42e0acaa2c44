import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Something that happened, once: a feature raises it, a background job fans it out to its
 * audience in batches. `key` names the occurrence (`test-published:exam:12`), so raising it again
 * — on another node, after a restart, from a second sweep — adds nothing.
 */
export const notificationEvents = pgTable('notification_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  key: text('key').notNull().unique(),
  /** Who hears of it, resolved by the fan-out job (notifications.repository.ts). */
  audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  link: text('link').notNull(),
  createdAt: tstz('created_at').notNull(),
  /** The last learner (by id) the fan-out has reached: a retried job goes on from there. */
  cursor: text('cursor'),
  /** When the fan-out reached the whole audience. */
  doneAt: tstz('done_at'),
});

/** One learner's notification of one event, as the bell and the list show it. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the texts are made from, in both languages where the content has both. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    link: text('link').notNull(),
    createdAt: tstz('created_at').notNull(),
    readAt: tstz('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A learner's choice of channels for one kind; a kind without a row has its defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
