import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from './common';
import { IdInUrlSchema } from './fields';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications-paths';

export * from './notifications-paths';

/*
 * Notifications as the learner reads them. A notification carries its kind and the data its
 * texts are made from, in both languages where the content has both; the web app words it in the
 * reader's language when it shows it, so a switch of language changes every one at once.
 */

const TestData = z.object({
  examId: IdSchema,
  examTitle: z.string(),
  courseId: IdSchema,
  courseName: z.string(),
});
const LiveData = z.object({
  liveClassId: IdSchema,
  title: z.string(),
  titleMl: z.string().nullable(),
  courseName: z.string(),
  startsAt: IsoDateTimeSchema,
});

/** The data of each kind (every kind has one: the record is checked against the list). */
export const NOTIFICATION_DATA = {
  'test-published': TestData,
  'live-starting': LiveData,
  'live-started': LiveData,
  'review-open': TestData,
} satisfies Record<NotificationKind, z.ZodType>;
export type NotificationData<K extends NotificationKind> = z.infer<(typeof NOTIFICATION_DATA)[K]>;

const common = {
  id: IdSchema,
  /** Where it leads in the web app (a path of the app). */
  link: z.string(),
  createdAt: IsoDateTimeSchema,
  /** When the learner opened it; null while unread. */
  readAt: IsoDateTimeSchema.nullable(),
};
export const NotificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('test-published'), data: TestData }),
  z.object({ ...common, kind: z.literal('live-starting'), data: LiveData }),
  z.object({ ...common, kind: z.literal('live-started'), data: LiveData }),
  z.object({ ...common, kind: z.literal('review-open'), data: TestData }),
]);
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  /** Notifications older than this one: the next page. */
  before: z.optional(IdInUrlSchema),
});
export const NotificationListResponseSchema = z.object({
  data: z.array(NotificationSchema),
  meta: z.object({
    /** The `before` of the next page; null on the last. */
    next: IdSchema.nullable(),
    unread: z.int(),
  }),
});
export type NotificationPage = z.infer<typeof NotificationListResponseSchema>;

export const UnreadCountSchema = z.object({ count: z.int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
export const UnreadCountResponseSchema = z.object({ data: UnreadCountSchema });
export const NotificationResponseSchema = z.object({ data: NotificationSchema });
export const ReadAllResponseSchema = z.object({ data: z.object({ updated: z.int() }) });

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
const ChannelChoiceSchema = z.strictObject({ inApp: z.boolean(), email: z.boolean() });
/** Every kind with its channels: what GET answers and what PUT takes (each kind present). */
export const NotificationPreferencesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, ChannelChoiceSchema])) as Record<
    NotificationKind,
    typeof ChannelChoiceSchema
  >,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesResponseSchema = z.object({
  data: NotificationPreferencesSchema,
});

/** An unsubscribe link's token: signed, naming one learner and one kind. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().min(1, 'Use the link from the mail').max(512),
});
export const UnsubscribeStatusSchema = z.object({
  kind: NotificationKindSchema,
  /** Whether mail of that kind is still sent (false once unsubscribed). */
  email: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof UnsubscribeStatusSchema>;
export const UnsubscribeStatusResponseSchema = z.object({ data: UnsubscribeStatusSchema });
