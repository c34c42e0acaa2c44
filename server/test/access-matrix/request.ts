import type { App } from '../../src/app';
import type { Call, Entry, Outcome } from './cells';
import { nextAddress, type CallerName, type Fixtures } from './fixtures';
import { multipart } from './inputs';

/*
 * One cell of the matrix on the wire: the request a caller sends, and the verdict on the answer.
 * A caller the guard must refuse sends input no route would accept, and, signed out, also a
 * made-up token with out-of-range ids: who may call comes before what is sent (DESIGN.md §3).
 */

export type Mode = 'valid' | 'garbage' | 'madeUpToken';
const GARBAGE_BODY = '{"attemptId": [1, 2,';
const GARBAGE_QUERY = `query=%00&x=${'y'.repeat(300)}`;

export function send(app: App, fx: Fixtures, op: string, who: CallerName, call: Call, mode: Mode) {
  const [method, template] = op.split(' ') as [string, string];
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (mode === 'madeUpToken') return '2147483648';
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${op}: the matrix gives no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = mode === 'valid' ? new URLSearchParams(call.query ?? {}).toString() : GARBAGE_QUERY;
  const headers: Record<string, string> =
    mode === 'madeUpToken'
      ? { authorization: 'Bearer made-up.token' }
      : { ...(call.as ?? fx.callers[who].headers), ...call.headers };
  let payload: string | Buffer | object | undefined;
  if (mode !== 'valid') {
    if (method !== 'GET') {
      payload = GARBAGE_BODY;
      headers['content-type'] = 'application/json';
    }
  } else if (call.multipart) {
    const body = multipart(call.multipart);
    payload = body.payload;
    headers['content-type'] = body.contentType;
  } else payload = call.body;
  return app.inject({
    method: method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
    remoteAddress: nextAddress(),
    ...(payload !== undefined && { payload }),
  });
}

export type Reply = Awaited<ReturnType<typeof send>>;

const errorOf = (res: Reply) => {
  try {
    return (res.json() as { error?: { code: string } }).error;
  } catch {
    return undefined;
  }
};
const CODE = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' } as const;

/** What is wrong with an answer, or null when it is the one expected. */
export function judge(res: Reply, expected: Outcome, entry: Entry) {
  const got = `${res.statusCode} ${errorOf(res)?.code ?? ''}`.trim();
  if (expected === 'ok') {
    const ok = entry.success
      ? res.statusCode === entry.success
      : res.statusCode >= 200 && res.statusCode < 300;
    return ok ? null : `expected ${entry.success ?? '2xx'}, got ${got}: ${res.body.slice(0, 160)}`;
  }
  const [status, code] =
    expected === 'notEnrolled' ? [403, 'NOT_ENROLLED'] : [expected, CODE[expected]];
  if (res.statusCode === status && errorOf(res)?.code === code) return null;
  return `expected ${status} ${code}, got ${got}`;
}

/** The requests one cell makes: valid input, or what a guard must refuse unread. */
export function modesOf(expected: Outcome, entry: Entry): Mode[] {
  if (entry.refusedAfterInput || (expected !== 401 && expected !== 403)) return ['valid'];
  return expected === 401 ? ['garbage', 'madeUpToken'] : ['garbage'];
}
