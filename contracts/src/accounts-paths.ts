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
} as const;
