import { z } from 'zod';

/** Every failure the API can answer with. The web client switches on these codes. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** A staff route, and the caller's account has no second factor yet: enrol first. */
  TWO_FACTOR_ENROLMENT_REQUIRED: 'TWO_FACTOR_ENROLMENT_REQUIRED',
  /** A staff route, and this session has not proved the second factor: enter a code. */
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  /** The sign-in's code challenge expired or ran out of tries: sign in again. */
  TWO_FACTOR_CHALLENGE_ENDED: 'TWO_FACTOR_CHALLENGE_ENDED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** A mailed link (password reset, email confirmation) that is unknown, used or too old. */
  LINK_INVALID: 'LINK_INVALID',
  PROFILE_INCOMPLETE: 'PROFILE_INCOMPLETE',
  ATTEMPT_CLOSED: 'ATTEMPT_CLOSED',
  ATTEMPT_TAKEN_OVER: 'ATTEMPT_TAKEN_OVER',
  ATTEMPT_LIMIT_REACHED: 'ATTEMPT_LIMIT_REACHED',
  EXAM_NOT_OPEN: 'EXAM_NOT_OPEN',
  /** Content of a restricted course the learner is not enrolled in: the app shows it locked. */
  NOT_ENROLLED: 'NOT_ENROLLED',
  /** An access code that matches no code (mistyped, or never made). */
  ACCESS_CODE_INVALID: 'ACCESS_CODE_INVALID',
  /** An access code whose every seat is taken. */
  ACCESS_CODE_USED_UP: 'ACCESS_CODE_USED_UP',
  /** An access code past its expiry (or whose batch has ended). */
  ACCESS_CODE_EXPIRED: 'ACCESS_CODE_EXPIRED',
  /** An access code staff withdrew. */
  ACCESS_CODE_REVOKED: 'ACCESS_CODE_REVOKED',
  /** 409: no question of the topics asked for may be practised (yet). */
  NOTHING_TO_PRACTISE: 'NOTHING_TO_PRACTISE',
  /** 409: the day's quiz is per exam level, and the learner has not chosen theirs. */
  LEVEL_NOT_CHOSEN: 'LEVEL_NOT_CHOSEN',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  // Named, so the API's documentation describes it once and every failure refers to it.
  .meta({
    id: 'ErrorBody',
    description: `Every failure. \`code\` is one of ${Object.values(ErrorCode).join(', ')}`,
  });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `details` of a VALIDATION_FAILED error: one entry per failing field. */
export const FieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;
