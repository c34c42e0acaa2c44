/*
 * The accounts API's paths, free of zod: the web app's frame (sign-out in the top bar) imports
 * them without bundling the schema library. `accounts.ts` re-exports them.
 */

export const AccountPaths = {
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  session: '/api/auth/get-session',
  socialSignIn: '/api/auth/sign-in/social',
  federatedCallback: '/api/auth/callback/:providerId',
  userDetails: '/api/userdetails',
  photo: '/api/userdetails/photo',
  handoff: '/api/accounts/handoff',
  requestPasswordReset: '/api/auth/request-password-reset',
  /** Where a reset mail's link leads: better-auth checks the token and sends the browser on. */
  resetPasswordLink: '/api/auth/reset-password/:token',
  resetPassword: '/api/auth/reset-password',
  sendVerificationEmail: '/api/auth/send-verification-email',
  verifyEmail: '/api/auth/verify-email',
  changePassword: '/api/auth/change-password',
  changeEmail: '/api/auth/change-email',
  /** The account's signed-in devices (its live sessions), and signing one or the others out. */
  devices: '/api/accounts/sessions',
  device: '/api/accounts/sessions/:id',
  signOutOthers: '/api/accounts/sessions/sign-out-others',
} as const;

/** A device's session, by its id (never its token). */
export const deviceUrl = (id: string) => AccountPaths.device.replace(':id', encodeURIComponent(id));

/** The web app's screens that mails link to. */
export const AccountScreens = {
  signIn: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/account',
} as const;

/** How long a password reset link works: 30 minutes. */
export const RESET_LINK_SECONDS = 30 * 60;
/** How long an email confirmation link works: 3 days. */
export const VERIFY_LINK_SECONDS = 3 * 24 * 60 * 60;
