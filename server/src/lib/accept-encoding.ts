import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

// identity first: the negotiator reads `*` as the first value, and `*` must not override an
// explicit `gzip;q=0`. So gzip goes only to a client that names it.
const CODINGS = ['identity', 'gzip'];

// Clients send a handful of distinct headers: each is negotiated once, then looked up.
const seen = new LRUCache<string, boolean>({ max: 500 });

/**
 * Whether a request's Accept-Encoding names gzip and prefers it to the bytes as they are (RFC 9110
 * §12.5.3: codings are case-insensitive, `q=0` refuses one). Every browser's does.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip = seen.get(header);
  if (gzip === undefined) {
    gzip = negotiate(header.toLowerCase(), CODINGS) === 'gzip';
    seen.set(header, gzip);
  }
  return gzip;
}
