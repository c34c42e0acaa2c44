import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { verifyPassword } from 'better-auth/crypto';
import { bearer } from 'better-auth/plugins';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import {
  OIDC_PROVIDER_ID,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_LINK_SECONDS,
  SSO_FAILED,
  VERIFY_LINK_SECONDS,
} from '@pariksha/contracts/accounts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import type { AccountMails } from './account-mails';
import type { EndedSession } from './session-ends';
import { markProvingSession, twoFactorPlugin, twoFactorSessionFields } from './two-factor';
import type { ConfirmedAddress } from './address-confirmations';

export type AuthOptions = {
  config: Config;
  db: Db;
  secret: string;
  /**
   * Called with every session better-auth ends (sign-out, account deletion, and any revocation to
   * come: all go through its session delete), with the raw token and whose it was.
   */
  onSessionEnded: (session: EndedSession) => void;
  /** The account's own mails: reset and confirmation links. */
  mails: AccountMails;
  /** Called once an account's address is confirmed (see address-confirmations.ts). */
  onAddressConfirmed: (user: ConfirmedAddress) => Promise<void>;
};

/** The external OpenID Connect provider, when OIDC_* configure one (discovered from its issuer). */
function federated(config: Config) {
  if (!config.oidc) return [];
  const { issuer, clientId, clientSecret, name } = config.oidc;
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name,
          discoveryUrl: `${issuer}/.well-known/openid-configuration`,
          clientId,
          clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

const FAST = 'fast:';
const sha256 = (salt: string, password: string) =>
  crypto
    .createHash('sha256')
    .update(`${salt}:${password.normalize('NFKC')}`)
    .digest();

/**
 * FAST_PASSWORD_HASH: a salted SHA-256 instead of the library's scrypt (~0.1 s of CPU each), so a
 * load test signs up thousands of learners in seconds. Refused in production (config.ts). Hashes
 * the library made still verify; the library's own check fails `fast:` hashes as wrong passwords.
 */
const fastPassword = {
  async hash(password: string) {
    const salt = crypto.randomBytes(16).toString('hex');
    return `${FAST}${salt}:${sha256(salt, password).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }) {
    if (!hash.startsWith(FAST)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(FAST.length).split(':');
    const stored = Buffer.from(key, 'hex');
    const given = sha256(salt, password);
    return stored.length === given.length && crypto.timingSafeEqual(stored, given);
  },
};

/**
 * better-auth: email + password, bearer sessions, a second factor (two-factor.ts). Passwords are hashed by the library (scrypt),
 * or by `fastPassword` under FAST_PASSWORD_HASH.
 */
export function createAuth({
  config,
  db,
  secret,
  onSessionEnded,
  mails,
  onAddressConfirmed,
}: AuthOptions) {
  return betterAuth({
    appName: 'Pariksha',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      ...(config.fastPasswordHash && { password: fastPassword }),
      // A reset link works once, for 30 minutes, and signs every device out (decision 023).
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) => mails.resetPassword(user, token, request),
    },
    // A new account is asked to confirm its address, and works fully before it does.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: ({ user, token }, request) => mails.verifyEmail(user, token, request),
      afterEmailVerification: (user) => onAddressConfirmed(user),
    },
    user: {
      deleteUser: { enabled: true },
      // The address changes once confirmed from the new one (the old one is told).
      changeEmail: { enabled: true },
    },
    session: { additionalFields: twoFactorSessionFields },
    // A provider's answer that matches no sign-in begun here (a stale or forged state) has no
    // errorCallbackURL of its own: the learner lands on the sign-in screen, which says so.
    onAPIError: { errorURL: SSO_FAILED },
    plugins: [bearer(), twoFactorPlugin(), ...federated(config)],
    databaseHooks: {
      // An account whose address its identity provider vouches for is confirmed from the start.
      user: {
        create: {
          after: async (user) => {
            if (user.emailVerified) await onAddressConfirmed(user);
          },
        },
      },
      session: {
        create: { before: markProvingSession },
        delete: {
          after: async ({ token, userId }) => onSessionEnded({ token, userId }),
        },
      },
    },
    // Reached by whatever address: PUBLIC_URL and the request's own origin are trusted.
    trustedOrigins: (request) => [config.publicUrl, request ? new URL(request.url).origin : null],
    // The app counts sign-ins, sign-ups and password checks itself (limits.ts), on every node.
    rateLimit: { enabled: false },
    advanced: { ipAddress: { ipAddressHeaders: ['x-forwarded-for'] } },
    logger: { disabled: config.env === 'test' },
  });
}
export type Auth = ReturnType<typeof createAuth>;
