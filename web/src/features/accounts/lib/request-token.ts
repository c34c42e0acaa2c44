import { storage } from '@/lib/storage';

/**
 * The token to hand the api client explicitly: only one that is not the stored session (while
 * onboarding or deleting signed out). The stored one is left to the client, which also drops it
 * and asks to sign in again when the server has revoked it.
 */
export const requestToken = (token: string | null | undefined) =>
  token && token !== storage.getToken() ? token : undefined;
