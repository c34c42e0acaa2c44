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

/**
 * Every mail the product sends, from the moment a feature asks for it until it is delivered or
 * given up on. A background job delivers it; its body is cleared once delivered (a reset link
 * is a credential), and one that kept failing stays `failed` with its last error.
 */
export const outboundMails = pgTable(
  'outbound_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What it is about (`password-reset`, `verify-email`, a notification's kind …). */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** Extra headers (List-Unsubscribe …). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    state: text('state', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('outbound_mails_state', sql`${t.state} in ('queued', 'sent', 'failed')`),
    index('outbound_mails_state_idx').on(t.state, t.createdAt),
  ],
);
