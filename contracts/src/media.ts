import * as z from 'zod/mini';

/*
 * Media: paid files (question images; class videos and documents later) open only with a cookie
 * scoped to /media that the web app asks for once signed in (docs/decisions/009-media-access.md).
 * The paths live in media-paths.ts, free of zod: the web app imports them at start-up.
 */

export { MediaPaths } from './media-paths';

export const MediaSessionSchema = z.object({
  expiresAt: z.iso.datetime(),
  /** Seconds until the cookie expires: the client renews it at half of this, whatever its clock says. */
  expiresInSeconds: z.number().check(z.int(), z.positive()),
});
export type MediaSession = z.infer<typeof MediaSessionSchema>;
export const MediaSessionResponseSchema = z.object({ data: MediaSessionSchema });

export const MediaSessionEndedResponseSchema = z.object({
  data: z.object({ ended: z.literal(true) }),
});
