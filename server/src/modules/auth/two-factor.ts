import crypto from 'node:crypto';
import { symmetricEncrypt } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { ErrorCode } from '@pariksha/contracts/errors';
import { FieldMessage } from '@pariksha/contracts/fields';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@pariksha/contracts/two-factor';
import type { Auth } from './auth';

/*
 * Two-factor sign-in (docs/decisions/024): better-auth's plugin keeps the secrets, backup codes,
 * the sign-in challenge and its limits; the app adds which sessions proved the factor, so that
 * staff routes can ask for it whatever way the session began.
 */

/** The paths of better-auth (under its base path) whose new sessions proved the factor. */
const PROVING_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** The plugin as the app uses it: an authenticator app (TOTP) and backup codes, no mailed codes. */
export const twoFactorPlugin = () =>
  twoFactor({
    issuer: 'Pariksha',
    totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
    // An account made through the identity provider has no password to confirm with.
    allowPasswordless: true,
    backupCodeOptions: { amount: 10, length: 10 },
  });

/** The session field the app adds: set when the session's own request proved the factor. */
export const twoFactorSessionFields = {
  twoFactorVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
} as const;

/**
 * better-auth's session-create hook: a session made by answering a code (a sign-in's challenge,
 * or the enrolment that confirmed the first code) starts out verified.
 */
export async function markProvingSession(
  session: Record<string, unknown>,
  ctx: { path?: string } | null,
) {
  if (!ctx?.path || !PROVING_PATHS.has(ctx.path)) return;
  return { data: { ...session, twoFactorVerified: true } as typeof session };
}

/**
 * better-auth's error codes of the plugin → the contract's. A wrong code is a field's problem
 * (the form shows it at the code); a challenge that ran out means signing in again.
 */
export const twoFactorErrors: Record<string, { code: ErrorCode; message: string; field?: string }> =
  {
    INVALID_CODE: {
      code: ErrorCode.VALIDATION_FAILED,
      message: FieldMessage.twoFactorCodeInvalid,
      field: 'code',
    },
    INVALID_BACKUP_CODE: {
      code: ErrorCode.VALIDATION_FAILED,
      message: FieldMessage.twoFactorCodeInvalid,
      field: 'code',
    },
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
      code: ErrorCode.TWO_FACTOR_CHALLENGE_ENDED,
      message: 'Too many wrong codes. Sign in again to get a new chance.',
    },
    INVALID_TWO_FACTOR_COOKIE: {
      code: ErrorCode.TWO_FACTOR_CHALLENGE_ENDED,
      message: 'This sign-in has expired. Sign in again.',
    },
    ACCOUNT_TEMPORARILY_LOCKED: {
      code: ErrorCode.RATE_LIMITED,
      message: 'Too many wrong codes. Please try again in 15 minutes.',
    },
    TOTP_ALREADY_ENABLED: {
      code: ErrorCode.CONFLICT,
      message: 'An authenticator app is already set up for this account.',
    },
    TOTP_NOT_ENABLED: {
      code: ErrorCode.CONFLICT,
      message: 'Set up an authenticator app first.',
    },
    TWO_FACTOR_NOT_ENABLED: {
      code: ErrorCode.CONFLICT,
      message: 'Two-step sign-in is not on for this account.',
    },
    BACKUP_CODES_NOT_ENABLED: {
      code: ErrorCode.CONFLICT,
      message: 'Set up an authenticator app first.',
    },
  };

/** The name of the cookie better-auth keeps a sign-in's challenge in (its prefix varies). */
export async function challengeCookieName(auth: Auth) {
  const context = await auth.$context;
  return context.createAuthCookie('two_factor').name;
}

/** Ten backup codes in the plugin's spelling (`abcde-12345`). */
function newBackupCodes() {
  return Array.from({ length: 10 }, () => {
    const code = crypto.randomBytes(8).toString('base64url').replace(/[-_]/g, '0').slice(0, 10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * Sets up an authenticator secret for a person, confirmed, as enrolment through the API leaves
 * it (the secret in better-auth's own encrypted form, its `base32:` import spelling). For the
 * demo accounts, whose secret is printed at start, and the tests' staff. Does nothing when the
 * person has one already.
 */
export async function setUpFactor(
  auth: Auth,
  userId: string,
  base32Secret: string,
  backupCodes: string[] = newBackupCodes(),
) {
  const context = await auth.$context;
  const existing = await context.adapter.findOne<{ verified: boolean }>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: userId }],
  });
  if (existing?.verified) return false;
  const key = context.secretConfig;
  const data = {
    secret: await symmetricEncrypt({ key, data: `base32:${base32Secret.toUpperCase()}` }),
    backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(backupCodes) }),
    verified: true,
  };
  if (existing)
    await context.adapter.update({
      model: 'twoFactor',
      where: [{ field: 'userId', value: userId }],
      update: data,
    });
  else await context.adapter.create({ model: 'twoFactor', data: { ...data, userId } });
  await context.internalAdapter.updateUser(userId, { twoFactorEnabled: true });
  return true;
}
