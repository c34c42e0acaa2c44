import { z } from 'zod';
import {
  dataOf,
  IdSchema as Id,
  IsoDateTimeSchema,
  line,
  optionalLine,
  paragraph,
  versioned,
} from './common';
import { attachedExamIds, storedFields, usedField } from './content-fields';
import { CourseRefSchema, itemAccessFields } from './enrolment';
import { IdInUrlSchema } from './fields';
import { CHAT_MAX_LENGTH, YOUTUBE_ID } from './live-paths';

/*
 * Live classes: a course's schedule, one class with its stream, and its chat over a WebSocket
 * (frames below). State moves upcoming → live → ended by a teacher or an admin; a class nobody
 * ends is ended AUTO_END_MARGIN_MINUTES after its planned end (docs/decisions/016). Staff plan
 * classes in the console (at the end).
 */

export * from './live-paths';

export const LiveStateSchema = z.enum(['upcoming', 'live', 'ended']);
export type LiveState = z.infer<typeof LiveStateSchema>;

export const LiveStreamSchema = z.object({
  /** hls: an HLS playlist URL (low-latency settings); youtube: a YouTube live video id. */
  kind: z.enum(['hls', 'youtube']),
  /** The playlist URL, or the YouTube video id. */
  source: z.string(),
});
export type LiveStream = z.infer<typeof LiveStreamSchema>;

export const LiveClassSummarySchema = z.object({
  id: Id,
  courseId: Id,
  title: z.string(),
  titleMl: z.string().nullable(),
  teacher: z.string(),
  startsAt: IsoDateTimeSchema,
  plannedMinutes: z.number().int().positive(),
  state: LiveStateSchema,
  /** When it went live and when it ended, once it has. */
  wentLiveAt: IsoDateTimeSchema.nullable(),
  endedAt: IsoDateTimeSchema.nullable(),
  /** The recorded class made of it, once there is one. */
  recordingId: Id.nullable(),
  examCount: z.number().int().nonnegative(),
  isDemo: z.boolean(),
  ...itemAccessFields,
});
export type LiveClassSummary = z.infer<typeof LiveClassSummarySchema>;

export const LiveClassesOfCourseSchema = z.object({
  course: CourseRefSchema,
  /** Live now, by start time. */
  live: z.array(LiveClassSummarySchema),
  /** Soonest first. */
  upcoming: z.array(LiveClassSummarySchema),
  /** Latest first. */
  ended: z.array(LiveClassSummarySchema),
});
export type LiveClassesOfCourse = z.infer<typeof LiveClassesOfCourseSchema>;
export const LiveClassesOfCourseResponseSchema = dataOf(LiveClassesOfCourseSchema);

export const UpcomingLiveClassSchema = LiveClassSummarySchema.extend({ course_name: z.string() });
export type UpcomingLiveClass = z.infer<typeof UpcomingLiveClassSchema>;
export const UpcomingLiveClassesResponseSchema = dataOf(z.array(UpcomingLiveClassSchema));

export const LiveCourseSchema = z.object({
  id: Id,
  course_name: z.string(),
  course_image: z.string(),
  liveCount: z.number().int().nonnegative(),
  next: LiveClassSummarySchema.nullable(),
});
export const LiveCoursesResponseSchema = dataOf(z.array(LiveCourseSchema));

export const LiveClassSchema = LiveClassSummarySchema.extend({
  course: CourseRefSchema,
  description: z.string(),
  descriptionMl: z.string().nullable(),
  /** The stream while the class is live (and before, so the page can prepare); null once ended. */
  stream: LiveStreamSchema.nullable(),
  /** The first exam attached to the class, for the page's link to it. */
  examId: Id.nullable(),
  /** Whether the learner may move the class's state and moderate its chat. */
  canModerate: z.boolean(),
});
export type LiveClass = z.infer<typeof LiveClassSchema>;
export const LiveClassResponseSchema = dataOf(LiveClassSchema);

export const TicketResponseSchema = dataOf(
  z.object({ ticket: z.string(), expiresAt: IsoDateTimeSchema }),
);

export const SetLiveStateBodySchema = z.object({
  state: z.enum(['live', 'ended'], { error: 'Choose live or ended' }),
});
export type SetLiveStateBody = z.infer<typeof SetLiveStateBodySchema>;

export const SetLiveStreamBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hls'),
    /** An HLS playlist: the app's own `/media/…`, or http(s) on a server in STREAM_ORIGINS. */
    source: z
      .string()
      .max(2000)
      .regex(/^(\/media\/|https?:\/\/)\S+$/, { error: 'An http(s) address of an HLS playlist' }),
  }),
  z.object({
    kind: z.literal('youtube'),
    source: z
      .string()
      .regex(YOUTUBE_ID, { error: 'A YouTube video id: 11 letters, digits, - or _' }),
  }),
]);
export type SetLiveStreamBody = z.infer<typeof SetLiveStreamBodySchema>;

export const MessageIdParamSchema = z.object({ id: IdInUrlSchema, messageId: IdInUrlSchema });
export const SocketQuerySchema = z.object({
  ticket: z.string().min(1).max(200),
  after: z.optional(IdInUrlSchema),
});

// ---- chat frames ----
export const ChatMessageSchema = z.object({
  id: Id,
  /** The writer, opaque: the same for all their messages in the class (hello's `you` is the reader's). */
  writer: z.string(),
  userName: z.string(),
  text: z.string(),
  sentAt: IsoDateTimeSchema,
  /** From the class's teacher or an admin. */
  fromStaff: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatErrorCodeSchema = z.enum([
  'bad_frame',
  'empty',
  'too_long',
  'too_fast',
  'muted',
  'not_live',
  /** Control characters (NUL and the like) or half of a surrogate pair: never typed text. */
  'bad_text',
]);
export type ChatErrorCode = z.infer<typeof ChatErrorCodeSchema>;

export const ServerFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    /** The reader's own `writer`, to tell their messages. */
    you: z.string(),
    messages: z.array(ChatMessageSchema),
    viewers: z.number().int().nonnegative(),
    state: LiveStateSchema,
  }),
  z.object({ type: z.literal('message'), message: ChatMessageSchema }),
  z.object({ type: z.literal('removed'), id: Id }),
  z.object({ type: z.literal('viewers'), count: z.number().int().nonnegative() }),
  z.object({ type: z.literal('state'), state: LiveStateSchema }),
  z.object({
    type: z.literal('error'),
    code: ChatErrorCodeSchema,
    message: z.string(),
    /** For too_fast: when the learner may send again. */
    retryAfterMs: z.number().int().nonnegative().optional(),
  }),
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

export const ClientFrameSchema = z.object({
  type: z.literal('send'),
  text: z.string(),
});
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/**
 * What typed text never holds: C0 and C1 control characters but tab and line breaks (NUL above
 * all, which PostgreSQL text cannot store), and a surrogate that pairs with nothing.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** The text of a message as it is kept: trimmed, 1 to CHAT_MAX_LENGTH characters, no controls. */
export const chatText = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false as const, code: 'empty' as const };
  if ([...trimmed].length > CHAT_MAX_LENGTH)
    return { ok: false as const, code: 'too_long' as const };
  if (NOT_TEXT.test(trimmed)) return { ok: false as const, code: 'bad_text' as const };
  return { ok: true as const, text: trimmed };
};

// ---- staff ----
export const LiveClassInputSchema = z
  .strictObject({
    title: line(200),
    titleMl: optionalLine(200),
    description: paragraph(5000),
    descriptionMl: paragraph(5000).nullable(),
    teacher: line(120),
    /** The staff account that runs the class (moves its state, moderates its chat). */
    teacherUserId: z.string().max(64).nullable(),
    startsAt: IsoDateTimeSchema,
    plannedMinutes: z.int().min(5).max(600),
    streamKind: z.enum(['hls', 'youtube']),
    stream: z.string().trim().min(1, 'Enter the stream').max(2000),
    /** After the class: a recorded class of the same course. */
    recordingId: Id.nullable(),
    published: z.boolean(),
    examIds: attachedExamIds,
  })
  .refine(
    (c) =>
      c.streamKind === 'youtube'
        ? YOUTUBE_ID.test(c.stream)
        : /^(\/media\/|https?:\/\/)\S+$/.test(c.stream),
    {
      message: 'A YouTube video id (11 characters), or the http(s) address of an HLS playlist',
      path: ['stream'],
    },
  );
export type LiveClassInput = z.infer<typeof LiveClassInputSchema>;
export const LiveClassUpdateSchema = versioned(LiveClassInputSchema);
export const AdminLiveClassSchema = z.object({
  ...LiveClassInputSchema.shape,
  ...storedFields,
  ...usedField,
  courseId: Id,
  state: z.enum(['upcoming', 'live', 'ended']),
});
export const AdminLiveClassesResponseSchema = dataOf(z.array(AdminLiveClassSchema));
export const AdminLiveClassResponseSchema = dataOf(AdminLiveClassSchema);
