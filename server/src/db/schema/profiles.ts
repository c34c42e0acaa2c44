import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@pariksha/contracts/fields';
import { users } from './auth';
import { categories, levels } from './catalogue';

/**
 * The learner's profile beside better-auth's `users` row (kept apart so the identity tables stay
 * exactly as the library expects). Deleted with the user.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +91XXXXXXXXXX */
    phone: text('phone'),
    /** Path under DATA_DIR/media, e.g. avatars/3f9c….webp; served at /media/<path>. */
    imagePath: text('image_path'),
    targetCategoryId: integer('target_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    targetLevelId: integer('target_level_id').references(() => levels.id, { onDelete: 'set null' }),
    /** Set once the onboarding step is finished; the signed-in app opens only after it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The interface language the learner chose; null until they choose one. */
    language: text('language', { enum: LANGUAGES }),
    /**
     * The name the learner chose to appear under on leaderboards (the day's quiz, the week's);
     * null: they do not appear on them at all, though they still see their own place.
     */
    leaderboardName: text('leaderboard_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The learners of an exam level (a notification's audience).
    index('profiles_target_idx').on(t.targetCategoryId, t.targetLevelId),
    check(
      'profiles_language_valid',
      sql`${t.language} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`,
    ),
  ],
);
