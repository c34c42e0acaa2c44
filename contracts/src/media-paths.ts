/*
 * The media API's paths, free of zod: the web app asks for the media cookie at start-up without
 * bundling the schema library. `media.ts` re-exports them.
 */

export const MediaPaths = {
  /** POST (signed in): sets the media cookie. DELETE: removes it. */
  session: '/api/media/session',
} as const;
