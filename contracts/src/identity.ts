import * as z from 'zod/mini';
import { AuthUserSchema } from './accounts';
import { TwoFactorChallengeSchema } from './two-factor';

/*
 * The identity routes' answers in full, as better-auth sends them through the server (which
 * relays them unchanged): the API's documentation and generated clients read these. The web
 * client needs only `AuthResultSchema` (accounts.ts), a part of the first two.
 */

const Timestamp = z.iso.datetime();

/** The user as better-auth sends it. */
export const IdentityUserSchema = z.strictObject({
  ...AuthUserSchema.shape,
  emailVerified: z.boolean(),
  image: z.nullable(z.string()),
  twoFactorEnabled: z.optional(z.nullable(z.boolean())),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type IdentityUser = z.infer<typeof IdentityUserSchema>;

/** Answer of sign-up: the bearer token of the new session and the user. */
export const SignUpResultSchema = z.strictObject({ token: z.string(), user: IdentityUserSchema });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

/**
 * Answer of sign-in: as sign-up's, with `redirect` (always false for email and password); or,
 * for an account with a second factor, the challenge a code answers (two-factor.ts).
 */
export const SignInResultSchema = z.union([
  z.strictObject({
    redirect: z.boolean(),
    token: z.string(),
    url: z.optional(z.string()),
    user: IdentityUserSchema,
  }),
  TwoFactorChallengeSchema,
]);
export type SignInResult = z.infer<typeof SignInResultSchema>;

/** The session behind a bearer token, or null when the token names none. */
export const SessionResultSchema = z.nullable(
  z.strictObject({
    session: z.strictObject({
      id: z.string(),
      token: z.string(),
      userId: z.string(),
      expiresAt: Timestamp,
      createdAt: Timestamp,
      updatedAt: Timestamp,
      ipAddress: z.optional(z.nullable(z.string())),
      userAgent: z.optional(z.nullable(z.string())),
      twoFactorVerified: z.optional(z.boolean()),
    }),
    user: IdentityUserSchema,
  }),
);
export type SessionResult = z.infer<typeof SessionResultSchema>;

/** Answer of sign-out, whether or not the token named a session. */
export const SignOutResultSchema = z.strictObject({ success: z.boolean() });
export type SignOutResult = z.infer<typeof SignOutResultSchema>;

/** Answer of a reset request, the same whether or not an account uses the address. */
export const RequestPasswordResetResultSchema = z.strictObject({
  status: z.boolean(),
  message: z.string(),
});

/** Answer of the calls that only say they were done: a reset, a confirmation mail, a change of address. */
export const StatusResultSchema = z.strictObject({ status: z.boolean() });
export type StatusResult = z.infer<typeof StatusResultSchema>;

/** Answer of confirming an address: the user when the confirmation changed the address. */
export const VerifyEmailResultSchema = z.strictObject({
  status: z.boolean(),
  user: z.nullable(IdentityUserSchema),
});

/** Answer of a password change: the session asking stays (no new token) and the user. */
export const ChangePasswordResultSchema = z.strictObject({
  token: z.nullable(z.string()),
  user: IdentityUserSchema,
});
