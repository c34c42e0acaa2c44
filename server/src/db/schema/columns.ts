import { timestamp } from 'drizzle-orm/pg-core';

/**
 * When staff last changed a row: an edit names the value it read, and one made meanwhile by
 * somebody else is a conflict instead of being overwritten.
 */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
