import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every change staff make, in the transaction that makes it: who, what, when, and the row before
 * and after. Rows are only ever added; the actor's email is kept so a deleted account's changes
 * still say whose they were.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done: create, update, delete, publish, unpublish, reorder, grant, revoke, import, regrade … */
    action: text('action').notNull(),
    /** The kind of thing: course, exam, question, role … */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * HLS renditions made from an uploaded MP4 by a background job, by the MP4's media key. While
 * one is made the class plays the MP4; once done, classes and videos naming the MP4 name the
 * master playlist instead.
 */
export const videoTranscodes = pgTable(
  'video_transcodes',
  {
    key: text('key').primaryKey(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    /** Percent of the video made, 0–100. */
    progress: integer('progress').notNull().default(0),
    /** The master playlist's media key, once done. */
    playlist: text('playlist'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('video_transcodes_state', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    index('video_transcodes_playlist_idx').on(t.playlist),
  ],
);
