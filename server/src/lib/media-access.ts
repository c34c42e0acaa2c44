import crypto from 'node:crypto';
import type { Clock } from './clock';

/**
 * The one way paid media is opened (docs/decisions/009-media-access.md): a cookie scoped to
 * /media, holding the learner's id and an expiry signed with an HMAC of the app's auth secret.
 * Any node with the same secret accepts it, and no per-learner part ever enters a URL, so
 * question HTML stays the same bytes for every learner.
 */
export const MEDIA_COOKIE = 'pariksha_media';
export const MEDIA_COOKIE_PATH = '/media';

export type MediaAccessOptions = {
  secret: string;
  clock: Clock;
  /** How long a cookie opens media; the web app renews it at half that. */
  ttlSeconds: number;
  /** Sent only over https: when the app's public address is https. */
  secure: boolean;
};

export type MediaGrant = { cookie: string; expiresAt: Date; expiresInSeconds: number };

export function mediaAccess({ secret, clock, ttlSeconds, secure }: MediaAccessOptions) {
  // A key of its own, so this HMAC can never stand in for anything else signed with the secret.
  const key = crypto.createHmac('sha256', secret).update('pariksha media cookie v1').digest();
  const mac = (userId: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${userId}\n${expires}`).digest('base64url');

  const cookie = (value: string, maxAge: number) =>
    [
      `${MEDIA_COOKIE}=${value}`,
      `Max-Age=${maxAge}`,
      `Path=${MEDIA_COOKIE_PATH}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
    ].join('; ');

  /** `<userId>.<expiry, epoch seconds>.<mac>`, valid until then. */
  function token(userId: string, expiresAt: Date) {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${userId}.${expires}.${mac(userId, expires)}`;
  }

  return {
    token,

    grant(userId: string): MediaGrant {
      const expiresAt = new Date(clock.now().getTime() + ttlSeconds * 1000);
      const value = token(userId, expiresAt);
      return { cookie: cookie(value, ttlSeconds), expiresAt, expiresInSeconds: ttlSeconds };
    },

    /** A Set-Cookie value that removes the cookie from the browser. */
    clear: () => cookie('', 0),

    /** The learner the request's cookie names, when it is genuine and unexpired; else null. */
    userOf(cookieHeader: string | undefined): string | null {
      const value = cookieValue(cookieHeader, MEDIA_COOKIE);
      const m = value && /^([A-Za-z0-9_-]{1,128})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!m) return null;
      const [, userId, expires, sig] = m as unknown as [string, string, string, string];
      const expected = Buffer.from(mac(userId, Number(expires)));
      if (!crypto.timingSafeEqual(expected, Buffer.from(sig))) return null;
      return Number(expires) * 1000 > clock.now().getTime() ? userId : null;
    },
  };
}
export type MediaAccess = ReturnType<typeof mediaAccess>;

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
