/*
 * Whether a failure means the database cannot be reached just now (stopped, restarting, failing
 * over, the network between), as opposed to a fault in the request or the code. Such a request
 * is answered 503 with Retry-After: trying again shortly is the right thing to do, and nothing
 * was acknowledged.
 */

// Node's socket errors on the way to the database.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// PostgreSQL's own: class 08 (connection exception), 57P01–57P03 (shutting down, crashed,
// cannot connect now), 53300 (too many connections).
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

// node-postgres says these in words only.
const PG_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle and better-auth wrap the driver's error: look down the chain of causes.
  for (let e = err, depth = 0; e instanceof Error && depth < 8; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (PG_MESSAGES.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
