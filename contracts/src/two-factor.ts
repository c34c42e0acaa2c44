import * as z from 'zod/mini';
import { fill } from './paths';
import { FieldMessage as M, PASSWORD_MAX } from './fields';
import { AuthUserSchema } from './accounts';

/*
 * Two-factor sign-in: an authenticator app's six-digit code (TOTP, RFC 6238) with one-time
 * backup codes. Staff must use it; learners may turn it on. Sign-in with a password answers a
 * `challenge` instead of a session when a code is needed; the code and the challenge then give
 * the session. Written with zod/mini: the sign-in screen validates with these (decision 004).
 */

export const TwoFactorPaths = {
  /** POST {password}: a new secret (not yet on) and backup codes; a code confirms it. */
  enable: '/api/auth/two-factor/enable',
  /** POST {code, challenge?}: finishes a sign-in, confirms enrolment, or proves the factor. */
  verifyTotp: '/api/auth/two-factor/verify-totp',
  /** POST {code, challenge?}: as verify-totp, with a backup code (each works once). */
  verifyBackupCode: '/api/auth/two-factor/verify-backup-code',
  /** POST {password}: turns it off (learners; staff cannot go without it). */
  disable: '/api/auth/two-factor/disable',
  /** GET: whether the caller has it, needs it, and whether this session proved it. */
  status: '/api/twoFactor',
  /** DELETE (admins): removes a person's factor; they enrol again at their next sign-in. */
  reset: '/api/admin/people/:userId/twoFactor',
} as const;

export const twoFactorUrl = {
  reset: (userId: string) => fill(TwoFactorPaths.reset, { userId }),
};

/** Digits of an authenticator code and its period, as better-auth's plugin uses them. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/**
 * A six-digit code or a backup code (`abcde-12345`); spaces and dashes a person types between
 * digits are dropped from a six-digit code.
 */
export const TwoFactorCodeSchema = z.pipe(
  z.string(M.twoFactorCodeRequired).check(z.trim(), z.minLength(1, M.twoFactorCodeRequired)),
  z.string().check(z.maxLength(32, M.twoFactorCodeInvalid)),
);

/** As sign-in handed it over: a cookie's value (RFC 6265 cookie-octets), sent back as one. */
const Challenge = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(512),
    z.regex(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/),
  );

export const VerifyTwoFactorSchema = z.strictObject({
  code: TwoFactorCodeSchema,
  /** The `challenge` of a sign-in that asked for a code; absent when signed in already. */
  challenge: z.optional(Challenge),
});
export type VerifyTwoFactor = z.infer<typeof VerifyTwoFactorSchema>;

/** The account's password, to confirm (an account made through the identity provider has none). */
export const TwoFactorPasswordSchema = z.strictObject({
  password: z.optional(
    z
      .string(M.passwordToConfirm)
      .check(z.minLength(1, M.passwordToConfirm), z.maxLength(PASSWORD_MAX, M.passwordTooLong)),
  ),
});
export type TwoFactorPassword = z.infer<typeof TwoFactorPasswordSchema>;

/** Sign-in's answer when a code is needed: no session yet, only the challenge to answer. */
export const TwoFactorChallengeSchema = z.strictObject({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
  /** Sent back with the code; it lasts ten minutes and five tries. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** A code accepted: the session to use from now on (a new one after enrolment), and the user. */
export const TwoFactorVerifiedSchema = z.object({ token: z.string(), user: AuthUserSchema });
export type TwoFactorVerified = z.infer<typeof TwoFactorVerifiedSchema>;

/** A new authenticator secret: shown once, with the backup codes; a code confirms it. */
export const TwoFactorEnrolmentSchema = z.strictObject({
  /** otpauth:// URI for the QR code. */
  totpURI: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentSchema>;

/** Turned off: the session was replaced, and `token` is the one to use from now on. */
export const TwoFactorDisabledSchema = z.strictObject({ status: z.boolean(), token: z.string() });
export type TwoFactorDisabled = z.infer<typeof TwoFactorDisabledSchema>;

export const TwoFactorStatusSchema = z.object({
  /** An authenticator app is set up and confirmed. */
  enabled: z.boolean(),
  /** The account's role needs it (teachers and admins). */
  required: z.boolean(),
  /** This session proved it (signed in with a code, or enrolled in it). */
  verified: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export const TwoFactorStatusResponseSchema = z.object({ data: TwoFactorStatusSchema });

/** Whether an answer of sign-in asks for a second factor. */
export const isTwoFactorChallenge = (answer: object): answer is TwoFactorChallenge =>
  'twoFactorRedirect' in answer && answer.twoFactorRedirect === true;

/** The base32 secret inside an otpauth:// URI. */
export const secretOfTotpUri = (uri: string): string =>
  new URL(uri).searchParams.get('secret') ?? '';
