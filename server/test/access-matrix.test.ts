import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { SocketClose } from '@pariksha/contracts/live';
import { buildTestApp, type TestApp } from './helper';
import { indiaDay } from '../src/modules/exams/daily.rules';
import type { Entry } from './access-matrix/cells';
import { buildFixtures, CALLERS, type CallerName, type Fixtures } from './access-matrix/fixtures';
import { HIDDEN } from './access-matrix/hidden';
import { MATRIX } from './access-matrix/matrix';
import { judge, modesOf, send } from './access-matrix/request';

/*
 * Who may call what (DESIGN.md §3), for every operation of the API at once: each operation the
 * OpenAPI document lists is called signed out, as a learner who owns nothing (and is not enrolled in
 * the restricted course the content is in), as the learner who owns what the ids point at (and is
 * enrolled), as a teacher and as an admin, and must answer as its row in
 * access-matrix/matrix.ts says. An operation without a row fails, and so does a route the server
 * serves that the document leaves out (unless access-matrix/hidden.ts says why): the next route
 * added is checked without anyone remembering to.
 */

/**
 * Every route as it is added. buildTestApp's `extend` runs once the routes are in, and Fastify
 * keeps no list of them (printRoutes drops the prefix of wildcard routes: /media/* prints as *),
 * so the factory that app.ts calls is wrapped to hear each one.
 */
const served = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof Fastify>();
  const fastify = (opts?: Fastify.FastifyServerOptions) => {
    const app = actual.default(opts);
    app.addHook('onRoute', (route) => {
      const url = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) served.add(`${method} ${url}`);
    });
    return app;
  };
  return { ...actual, default: fastify, fastify };
});

let t: TestApp;
let fx: Fixtures;
let webDist: string;
let operations: string[];
const checked = { requests: 0, cells: 0, headTwins: 0, hidden: 0, sockets: 0 };

beforeAll(async () => {
  // A built web app of two files, so its routes are served as in production.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pariksha</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-0123abcd.js'), 'export {};');
  t = await buildTestApp({ WEB_DIST: webDist });
  // Noon of today, India time: the day's quiz is open whatever the hour the matrix runs at.
  t.clock.set(new Date(`${indiaDay(new Date())}T12:00:00+05:30`));
  fx = await buildFixtures(t.app);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${p}`),
  );
});
afterAll(async () => {
  console.log(
    `access matrix: ${checked.cells / CALLERS.length} operations × ${CALLERS.length} callers = ` +
      `${checked.cells} checked in ${checked.requests} requests; ${checked.headTwins} HEAD twins, ` +
      `${checked.hidden} hidden routes, ${checked.sockets} socket openings`,
  );
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Checks one caller of one operation; answers what is wrong. */
async function check(op: string, entry: Entry, who: CallerName): Promise<string[]> {
  const expected = entry.expect[who];
  const call = await entry.call({ fx, who, madeUp: false });
  const wrong: string[] = [];
  for (const mode of modesOf(expected, entry)) {
    const res = await send(t.app, fx, op, who, call, mode);
    checked.requests += 1;
    const fault = judge(res, expected, entry);
    if (fault) wrong.push(`${op} as ${who}${mode === 'valid' ? '' : ` (${mode})`}: ${fault}`);
    if (expected === 404 && !fault) {
      // Never revealing that it exists: the same answer as for an id that points at nothing.
      const madeUp = await entry.call({ fx, who, madeUp: true });
      const none = await send(t.app, fx, op, who, madeUp, 'valid');
      checked.requests += 1;
      if (none.statusCode !== 404 || res.body !== none.body)
        wrong.push(
          `${op} as ${who}: its 404 differs from a made-up id's: ${res.body} / ${none.body}`,
        );
    }
  }
  return wrong;
}

describe('the access matrix', () => {
  it('has a row for every documented operation, and the document lists every route served', () => {
    const rows = new Set(Object.keys(MATRIX));
    expect(operations.length).toBeGreaterThan(100);
    expect
      .soft(
        operations.filter((op) => !rows.has(op)),
        'documented operations with no row in access-matrix/matrix.ts',
      )
      .toEqual([]);
    expect
      .soft(
        [...rows].filter((row) => !operations.includes(row)),
        'rows of access-matrix/matrix.ts for operations the document does not list',
      )
      .toEqual([]);

    expect(served.size).toBeGreaterThan(operations.length);
    const webFiles = new Set(
      fs
        .readdirSync(webDist, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => '/' + path.relative(webDist, path.join(d.parentPath, d.name))),
    );
    const documented = new Set(operations);
    const undocumented = [...served].filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      if (documented.has(route) || route in HIDDEN) return false;
      if (method === 'HEAD' && served.has(`GET ${url}`)) return false;
      return !webFiles.has(url);
    });
    expect
      .soft(undocumented, 'routes served but neither documented nor in access-matrix/hidden.ts')
      .toEqual([]);
    expect
      .soft(
        Object.keys(HIDDEN).filter((route) => !served.has(route)),
        'entries of access-matrix/hidden.ts for routes no longer served',
      )
      .toEqual([]);
  });

  it('answers every caller of every operation as designed', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const entry = MATRIX[op];
      if (!entry) continue;
      for (const who of CALLERS) {
        wrong.push(...(await check(op, entry, who)));
        checked.cells += 1;
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('guards the HEAD twin of every guarded GET as the GET', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.startsWith('GET '))) {
      if (MATRIX[op]?.expect.signedOut !== 401) continue;
      const url = op.slice(4).replace(/\{\w+\}/g, '1');
      const res = await t.app.inject({ method: 'HEAD', url });
      checked.headTwins += 1;
      if (res.statusCode !== 401) wrong.push(`HEAD ${url} signed out → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers signed-out callers of the routes left out of the document as their purpose says', async () => {
    const wrong: string[] = [];
    for (const [route, { signedOut }] of Object.entries(HIDDEN)) {
      const res = await t.app.inject({ method: 'GET', url: signedOut.url(fx) });
      checked.hidden += 1;
      if (res.statusCode !== signedOut.status)
        wrong.push(`${route} → ${res.statusCode}, expected ${signedOut.status}`);
    }
    for (const file of ['/index.html', '/assets/app-0123abcd.js']) {
      const res = await t.app.inject({ method: 'GET', url: file });
      checked.hidden += 1;
      if (res.statusCode !== 200) wrong.push(`GET ${file} (web app) → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** Opens the chat socket; answers whether it said hello, or the code it was closed with. */
function dial(base: string, query: string): Promise<{ hello: boolean; code?: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/api/liveclassById/${fx.liveClassId}/socket${query}`);
    const timer = setTimeout(() => reject(new Error(`socket ${query}: no answer`)), 5_000);
    ws.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as { type: string }).type !== 'hello') return;
      clearTimeout(timer);
      resolve({ hello: true });
      ws.close();
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve({ hello: false, code });
    });
    ws.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

describe('the live chat socket', () => {
  it('opens only with a ticket of the caller’s, once, for the class it was issued for', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const base = `ws://127.0.0.1:${port}`;
    const ticket = async (who: CallerName, classId = fx.liveClassId) => {
      const res = await t.app.inject({
        method: 'POST',
        url: liveUrl.ticket(classId),
        headers: fx.callers[who].headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { ticket: string } }).data.ticket;
    };
    const refused = { hello: false, code: SocketClose.badTicket };
    const wrong: string[] = [];
    const expectDial = async (what: string, query: string, want: object) => {
      const got = await dial(base, query);
      checked.sockets += 1;
      if (JSON.stringify(got) !== JSON.stringify(want))
        wrong.push(`${what}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    };

    await expectDial('no ticket', '', refused);
    await expectDial('a made-up ticket', '?ticket=made-up', refused);
    const other = await fx.fresh.liveClass();
    await expectDial(
      'a ticket of another class',
      `?ticket=${await ticket('owner', other.id)}`,
      refused,
    );
    // The stranger is not enrolled in the class's course: no ticket (the matrix's 403).
    for (const who of CALLERS.filter((c) => c !== 'signedOut' && c !== 'stranger')) {
      const tk = await ticket(who);
      await expectDial(`${who}'s ticket`, `?ticket=${tk}`, { hello: true });
      await expectDial(`${who}'s ticket again`, `?ticket=${tk}`, refused);
    }
    expect(wrong).toEqual([]);
  });
});
