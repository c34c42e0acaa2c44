import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, dataOf, line } from './common';
import { IdInUrlSchema } from './fields';

/*
 * Enrolment and access (decision 025): free and restricted courses, preview items, batches,
 * access codes and course grants.
 */

export const COURSE_ACCESS = ['free', 'restricted'] as const;
export const CourseAccessKindSchema = z.enum(COURSE_ACCESS);
export type CourseAccessKind = z.infer<typeof CourseAccessKindSchema>;

/**
 * What a learner may open of a course: all of it (`free`, or `enrolled` until `until` when that
 * is set), only its preview items, or nothing.
 */
export const ENTITLEMENTS = ['free', 'enrolled', 'preview-only', 'none'] as const;
export const EntitlementKindSchema = z.enum(ENTITLEMENTS);
export type EntitlementKind = z.infer<typeof EntitlementKindSchema>;

/** A learner's access to one course, as every course-facing answer carries it. */
export const AccessStateSchema = z.object({
  kind: EntitlementKindSchema,
  /** When enrolled access ends; null when it does not, or when there is none. */
  until: IsoDateTimeSchema.nullable(),
});
export type AccessState = z.infer<typeof AccessStateSchema>;

/** A course as an item list names it: its name and the learner's access to it. */
export const CourseRefSchema = z.object({
  id: IdSchema,
  course_name: z.string(),
  access: AccessStateSchema,
});

/**
 * What every item of a course (class, document, live class, test) says of the learner's access:
 * `locked` when it is listed but cannot be opened (403 NOT_ENROLLED), `preview` when it is open
 * only as a free preview of a restricted course the learner has no access to.
 */
export const itemAccessFields = { locked: z.boolean(), preview: z.boolean() };

export const PREVIEW_KINDS = ['class', 'material', 'exam'] as const;
export const PreviewKindSchema = z.enum(PREVIEW_KINDS);
export type PreviewKind = z.infer<typeof PreviewKindSchema>;

/** Codes are this many characters of `CODE_ALPHABET`, shown in groups of four (`K7QM-X3P9-HT`). */
export const CODE_LENGTH = 10;
/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: nothing a learner reading a printed slip can take for another. */
export const CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
/** Upper case, without spaces and dashes: the form a code is stored and compared in. */
export const normaliseCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');
/** `K7QMX3P9HT` → `K7QM-X3P9-HT`. */
export const formatCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

/* ─── learners ─── */

export const RedeemInputSchema = z.strictObject({
  code: z.string().trim().min(1, 'Enter a code').max(40, 'Enter a code'),
});
export type RedeemInput = z.infer<typeof RedeemInputSchema>;

export const RedeemedCourseSchema = z.object({ id: IdSchema, course_name: z.string() });
export const RedeemResultSchema = z.object({
  courses: z.array(RedeemedCourseSchema),
  /** When the access the code gave ends (null: it does not). */
  until: IsoDateTimeSchema.nullable(),
  /** True when this learner had used this code before: nothing was taken or given again. */
  already: z.boolean(),
});
export const RedeemResponseSchema = dataOf(RedeemResultSchema);

export const MyCourseSchema = z.object({
  id: IdSchema,
  course_name: z.string(),
  course_image: z.string(),
  access: EntitlementKindSchema,
  /** When enrolled access ends; null when it does not, or when there is none. */
  until: IsoDateTimeSchema.nullable(),
});
export type MyCourse = z.infer<typeof MyCourseSchema>;
export const MyCoursesResponseSchema = dataOf(z.array(MyCourseSchema));

/* ─── staff: course access and previews ─── */

export const PreviewItemSchema = z.object({ kind: PreviewKindSchema, itemId: IdSchema });
export const CourseAccessSchema = z.object({
  courseId: IdSchema,
  access: CourseAccessKindSchema,
  preview: z.array(PreviewItemSchema),
});
export type CourseAccess = z.infer<typeof CourseAccessSchema>;
export const CourseAccessResponseSchema = dataOf(CourseAccessSchema);
export const CourseAccessInputSchema = z.strictObject({ access: CourseAccessKindSchema });
export const PreviewInputSchema = z.strictObject({
  kind: PreviewKindSchema,
  itemId: IdSchema,
  preview: z.boolean(),
});
export type PreviewInput = z.infer<typeof PreviewInputSchema>;

/* ─── staff: course grants ─── */

export const GrantSchema = z.object({
  id: IdSchema,
  courseId: IdSchema,
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  until: IsoDateTimeSchema.nullable(),
  revokedAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type Grant = z.infer<typeof GrantSchema>;
export const GrantResponseSchema = dataOf(GrantSchema);
export const GrantsResponseSchema = dataOf(z.array(GrantSchema));
export const GrantInputSchema = z.strictObject({
  email: z.email('Enter a valid email address').max(254),
  until: IsoDateTimeSchema.nullable(),
});
export const GrantUpdateSchema = z.strictObject({ until: IsoDateTimeSchema.nullable() });

/* ─── staff: batches ─── */

const batchFields = {
  name: line(120),
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  courseIds: z.array(IdSchema).max(500),
};
const endsAfterStart = (b: { startsAt: string; endsAt: string }) =>
  new Date(b.endsAt).getTime() > new Date(b.startsAt).getTime();
const ENDS_AFTER = { message: 'End after the start', path: ['endsAt'] };
export const BatchInputSchema = z.strictObject(batchFields).refine(endsAfterStart, ENDS_AFTER);
export type BatchInput = z.infer<typeof BatchInputSchema>;
export const BatchUpdateSchema = z
  .strictObject({ ...batchFields, updatedAt: IsoDateTimeSchema })
  .refine(endsAfterStart, ENDS_AFTER);
export type BatchUpdate = z.infer<typeof BatchUpdateSchema>;

export const BatchSchema = z.object({
  id: IdSchema,
  name: z.string(),
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  courses: z.array(RedeemedCourseSchema),
  members: z.number().int(),
  pending: z.number().int(),
  updatedAt: IsoDateTimeSchema,
});
export type Batch = z.infer<typeof BatchSchema>;
export const BatchResponseSchema = dataOf(BatchSchema);
export const BatchesResponseSchema = dataOf(z.array(BatchSchema));

export const BatchMemberParamsSchema = z.object({ id: IdInUrlSchema, memberId: IdInUrlSchema });
export const MemberSchema = z.object({
  id: IdSchema,
  /** Null while the address has no account. */
  userId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  pending: z.boolean(),
  addedAt: IsoDateTimeSchema,
});
export type Member = z.infer<typeof MemberSchema>;
export const MembersResponseSchema = dataOf(z.array(MemberSchema));
export const MemberInputSchema = z.strictObject({
  email: z.email('Enter a valid email address').max(254),
});
export const MemberResponseSchema = dataOf(MemberSchema);

/** A CSV of emails: one a line, or in the first column; a header line is reported, not refused. */
export const MEMBERS_CSV_MAX_CHARS = 500_000;
/** Emails a file may hold: a large institute's intake, in one statement's parameters. */
export const MEMBERS_CSV_MAX_LINES = 5000;
export const MembersImportInputSchema = z.strictObject({
  csv: z.string().min(1, 'Choose a file').max(MEMBERS_CSV_MAX_CHARS),
});
export const IMPORT_OUTCOMES = ['added', 'pending', 'already', 'invalid'] as const;
export const MembersImportResultSchema = z.object({
  lines: z.array(
    z.object({ line: z.number().int(), email: z.string(), outcome: z.enum(IMPORT_OUTCOMES) }),
  ),
  added: z.number().int(),
  pending: z.number().int(),
  already: z.number().int(),
  invalid: z.number().int(),
});
export const MembersImportResponseSchema = dataOf(MembersImportResultSchema);

/* ─── staff: access codes ─── */

export const CODES_MAX = 1000;
export const SEATS_MAX = 10_000;
export const CodeTargetQuerySchema = z
  .object({ batchId: z.optional(IdInUrlSchema), courseId: z.optional(IdInUrlSchema) })
  .refine((q) => (q.batchId === undefined) !== (q.courseId === undefined), {
    message: 'Name a batch or a course',
    path: ['batchId'],
  });
export const CodesInputSchema = z
  .strictObject({
    batchId: IdSchema.optional(),
    courseId: IdSchema.optional(),
    count: z.int().min(1).max(CODES_MAX),
    seats: z.int().min(1).max(SEATS_MAX),
    expiresAt: IsoDateTimeSchema.nullable(),
    /** A course code's access ends here (null: no end); a batch code's ends with the batch. */
    accessUntil: IsoDateTimeSchema.nullable(),
  })
  .refine((q) => (q.batchId === undefined) !== (q.courseId === undefined), {
    message: 'Name a batch or a course',
    path: ['batchId'],
  });
export type CodesInput = z.infer<typeof CodesInputSchema>;

export const AccessCodeSchema = z.object({
  id: IdSchema,
  /** Grouped for reading: `K7QM-X3P9-HT`. */
  code: z.string(),
  batchId: IdSchema.nullable(),
  courseId: IdSchema.nullable(),
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  expiresAt: IsoDateTimeSchema.nullable(),
  accessUntil: IsoDateTimeSchema.nullable(),
  revokedAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type AccessCode = z.infer<typeof AccessCodeSchema>;
export const AccessCodeResponseSchema = dataOf(AccessCodeSchema);
export const AccessCodesResponseSchema = dataOf(z.array(AccessCodeSchema));
