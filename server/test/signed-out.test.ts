import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

/*
 * Who may call comes before what is sent (DESIGN §3): every documented operation that needs a
 * session answers a signed-out caller 401, whatever ids, query or body come with the request.
 * The operations are read from the OpenAPI document, so one added later is covered too.
 */

/** Operations anyone may call: health, configuration and the ways to sign in or up. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/app-config',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'GET /api/auth/get-session',
  'POST /api/auth/sign-in/social',
  'GET /api/auth/callback/{providerId}',
  'POST /api/accounts/handoff',
  // Removes the media cookie; nothing to protect.
  'DELETE /api/media/session',
]);

let t: TestApp;
let operations: string[];
beforeAll(async () => {
  t = await buildTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

describe('signed-out callers', () => {
  it('get 401 from every operation that needs a session, before any input is read', async () => {
    const guarded = operations.filter((op) => !PUBLIC.has(op));
    expect(guarded.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const op of guarded) {
      const [method, path] = op.split(' ') as [string, string];
      for (const authorization of [undefined, 'Bearer made-up.token']) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: path.replace(/\{\w+\}/g, '2147483648') + '?query=%00&x=' + 'y'.repeat(300),
          headers: {
            ...(authorization && { authorization }),
            ...(method !== 'GET' && { 'content-type': 'application/json' }),
          },
          ...(method !== 'GET' && { payload: '{"attemptId": [1, 2,' }),
        });
        const code = res.json().error?.code;
        if (res.statusCode !== 401 || code !== 'UNAUTHENTICATED') {
          wrong.push(`${op} (${authorization ?? 'no token'}) → ${res.statusCode} ${code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
