import crypto from 'node:crypto';

/*
 * Values that come back to the app from outside (a link in a mail) and must be ours: the value's
 * parts and an HMAC of them under a key drawn from the app's secret for one purpose, so a value
 * signed for one purpose never stands in for another, and any node with the same secret accepts it.
 */

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

export function valueSigner(secret: string, purpose: string) {
  const key = crypto.createHmac('sha256', secret).update(`pariksha ${purpose} v1`).digest();
  const mac = (parts: string[]) =>
    crypto.createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
  return {
    /** `<part>.<part>….<mac>`, each part base64url: safe in a URL's query without escaping. */
    sign(parts: string[]) {
      return [...parts.map(b64), mac(parts)].join('.');
    },
    /** The parts, when the value is whole and signed by us with `count` parts; else null. */
    verify(value: string, count: number): string[] | null {
      const pieces = value.split('.');
      if (pieces.length !== count + 1) return null;
      const parts = pieces.slice(0, count).map(unb64);
      const given = Buffer.from(pieces[count]!, 'utf8');
      const wanted = Buffer.from(mac(parts), 'utf8');
      if (given.length !== wanted.length || !crypto.timingSafeEqual(given, wanted)) return null;
      // A part re-encoded differently (padding, stray bits) is not the value we signed.
      if (parts.some((p, i) => b64(p) !== pieces[i])) return null;
      return parts;
    },
  };
}
export type ValueSigner = ReturnType<typeof valueSigner>;
