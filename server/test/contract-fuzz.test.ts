import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type * as ZodProvider from 'fastify-type-provider-zod';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { TwoFactorPaths } from '@pariksha/contracts/two-factor';
import { createStaff } from '../src/modules/admin/admin.factories';
import { createExam, start } from '../src/modules/exams/exams.factories';
import { requestsFor, type FuzzRequest, type Route } from './contract-fuzz/requests';
import { buildTestApp, createUser, type TestApp } from './helper';
import { problemWith, shown } from './contract-fuzz/answers';
import { changed, writeFingerprint, type Fingerprint } from './contract-fuzz/fingerprint';

/*
 * Hostile input made from the contracts. For every documented route, requests shaped by the
 * route's own zod schemas (params, query, body) are broken one way each — wrong types, missing
 * and unknown fields, megabyte strings, 100,000-item arrays, 10,000 levels of nesting, control
 * characters, lone surrogates and invalid UTF-8, ids out of range, traversal strings, odd content
 * types — and sent as a learner and as an admin (who gets past the staff guard, so the input is
 * read). Every answer must come within the time limit, never be a 5xx, be the contract's error
 * shape when it is a failure, refuse what the contract refuses, and a refused request must write
 * nothing (rows and files). Framework-level cases (headers, percent-encoding) are in
 * hostile-input.test.ts.
 *
 * "Written" is every table's rows and every file under the data directory; sessions and attempts
 * count only by rows (see contract-fuzz/fingerprint.ts); rate limits live in memory and are off.
 *
 * FUZZ_SEED replays a run; FUZZ_SCALE multiplies the requests per route.
 */

type Captured = { method: string; url: string; schema: Record<string, unknown> };
/**
 * The routes' own schemas, as OpenAPI generation hands them over (zod, not yet JSON Schema). An
 * `onRoute` hook cannot see them: buildApp has registered every route before a test can add one.
 */
const captured = vi.hoisted(() => [] as Captured[]);
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const real = await importOriginal<typeof ZodProvider>();
  const jsonSchemaTransform: typeof real.jsonSchemaTransform = (input) => {
    const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
    captured.push({ method, url: input.url, schema: (input.schema ?? {}) as Captured['schema'] });
    return real.jsonSchemaTransform(input);
  };
  return { ...real, jsonSchemaTransform };
});

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
/** FUZZ_SCALE multiplies the requests per route (2 doubles them). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Longer than any request here needs on a loaded machine, short enough to name a hang. */
const TIMEOUT_MS = 15_000;

let t: TestApp;
let routes: Route[];
let documentedCount = 0;
const who: Record<string, { headers: Record<string, string> }> = {};
const known = { ints: [1, 2, 3], uuids: [] as string[] };
const tried = new Map<
  string,
  { requests: number; refused: number; ms: number; byStatus: Map<number, number> }
>();

beforeAll(async () => {
  // Each route is called dozens of times: the write limits are not what this test is about.
  t = await buildTestApp({ DISABLE_RATE_LIMITS: '1' });
  who.learner = await createUser(t.app);
  who.admin = await createStaff(t.app, 'admin');
  // Signing out ends the caller's session: that route gets a session of its own.
  who.leaving = await createUser(t.app);
  const exam = await createExam(t.app, { sections: [3] });
  const { attemptId } = await start(t.app, who.learner, exam.id);
  known.ints.push(exam.id, ...exam.questions.map((q) => q.id));
  known.uuids.push(attemptId);

  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    ),
  );
  documentedCount = documented.size;
  routes = captured
    .filter((c) => documented.has(`${c.method} ${c.url.replace(/:(\w+)/g, '{$1}')}`))
    .map((c) => ({
      method: c.method,
      url: c.url,
      multipart: ((c.schema.consumes as string[] | undefined) ?? []).includes(
        'multipart/form-data',
      ),
      schemas: {
        params: c.schema.params as z.ZodType | undefined,
        querystring: c.schema.querystring as z.ZodType | undefined,
        body: c.schema.body as z.ZodType | undefined,
      },
    }));
  console.log(`contract fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), scale ${SCALE}`);
});

afterAll(async () => {
  const rows = [...tried].map(([route, s]) => ({
    route,
    requests: s.requests,
    refused: s.refused,
    ms: s.ms,
    statuses: [...s.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([k, v]) => `${k}×${v}`)
      .join(' '),
  }));
  const total = rows.reduce((n, r) => n + r.requests, 0);
  console.log(`contract fuzz: ${total} requests over ${rows.length} routes (seed ${SEED})`);
  console.table(rows);
  await t?.close();
});

/**
 * Requests per route, by how much input it reads: the whole file stays within about a minute on
 * PGlite on a busy two-core machine.
 */
function runsFor(route: Route) {
  const { params, querystring, body } = route.schemas;
  const runs = route.multipart ? 14 : body ? 18 : params || querystring ? 9 : 5;
  return Math.max(1, Math.round(runs * SCALE));
}

async function send(route: Route, req: FuzzRequest) {
  const caller = route.url === AccountPaths.signOut ? who.leaving! : who[req.who]!;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS);
  });
  const answer = await Promise.race([
    t.app.inject({
      method: req.method as 'POST',
      url: req.url,
      headers: { ...caller.headers, origin: 'http://localhost:3000', ...req.headers },
      ...(req.payload !== undefined && { payload: req.payload }),
    }),
    timeout,
  ]);
  clearTimeout(timer);
  return answer;
}

/** Sends one route its hostile requests; answers what went wrong. */
async function fuzz(route: Route, index: number) {
  const name = `${route.method} ${route.url}`;
  const stats = { requests: 0, refused: 0, ms: 0, byStatus: new Map<number, number>() };
  const began = performance.now();
  tried.set(name, stats);
  const problems: string[] = [];
  const fingerprint = () => writeFingerprint(t.app, t.config.dataDir);
  // Refused requests are checked a run at a time, from one fingerprint to the next, and so are
  // all of a GET's (a read writes nothing); a request that may be accepted is checked alone.
  let baseline: Fingerprint = await fingerprint();
  let run: FuzzRequest[] = [];
  const closeRun = async () => {
    if (!run.length) return;
    const now = await fingerprint();
    const wrote = changed(baseline, now);
    if (wrote.length)
      problems.push(`one of these wrote ${wrote.join(', ')}:\n  ${run.map(shown).join('\n  ')}`);
    run = [];
    baseline = now;
  };

  await fc.assert(
    fc.asyncProperty(requestsFor(route, known), async (req) => {
      const alone = !req.refused && route.method !== 'GET';
      if (alone) await closeRun();
      const res = await send(route, req);
      stats.requests += 1;
      if (req.refused) stats.refused += 1;
      if (res === 'timeout') {
        problems.push(`no answer within ${TIMEOUT_MS} ms: ${shown(req)}`);
        return;
      }
      stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
      const wrong = problemWith(req, res.statusCode, res.body, res.headers['content-type']);
      if (wrong) problems.push(`${wrong}: ${shown(req)}`);
      if (!alone) {
        run.push(req);
        return;
      }
      const after = await fingerprint();
      const wrote = changed(baseline, after);
      if (res.statusCode >= 400 && wrote.length)
        problems.push(`${res.statusCode} but wrote ${wrote.join(', ')}: ${shown(req)}`);
      baseline = after;
    }),
    { seed: SEED + index, numRuns: runsFor(route) },
  );
  await closeRun();
  stats.ms = Math.round(performance.now() - began);
  return problems.map((p) => `${name}: ${p}`);
}

describe('every documented route, given hostile input made from its contract', () => {
  it('is read from the app with its schemas', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.length).toBe(documentedCount);
    expect(routes.filter((r) => r.schemas.body).length).toBeGreaterThan(20);
  });

  it('answers every request in time, never 5xx, in the error shape, writing nothing it refuses', async () => {
    const problems: string[] = [];
    for (const [index, route] of routes.entries()) problems.push(...(await fuzz(route, index)));
    expect(problems).toEqual([]);
  }, 240_000);

  it('leaves the learner and the admin signed in', async () => {
    expect(
      (await t.app.inject({ url: AccountPaths.userDetails, headers: who.learner!.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: adminUrl.me(), headers: who.admin!.headers })).statusCode,
    ).toBe(200);
  });
});

/*
 * What the fuzz found, pinned on every route of its kind whatever the seed: a multipart body its
 * parser cannot read, a NUL in a query value, an unpaired surrogate escaped in JSON and JSON
 * declared in another charset were each a 500 or garbled text before.
 */
describe('faults the fuzz found, on every route of their kind', () => {
  // The fuzz may have deleted anything: path ids name an exam (and its course) made afresh.
  let id = '1';
  beforeAll(async () => {
    id = String((await createExam(t.app, { sections: [1] })).id);
  });
  const as = (headers: Record<string, string>, route: Route, extra: object) =>
    t.app.inject({
      method: route.method as 'POST',
      url: route.url.replace(/:(\w+)/g, id),
      ...extra,
      headers: {
        ...headers,
        origin: 'http://localhost:3000',
        ...(extra as { headers?: object }).headers,
      },
    });
  const refusals = async (
    pick: (r: Route) => boolean,
    extra: (r: Route) => object,
    status: number,
    field?: (r: Route) => string,
  ) => {
    const chosen = routes.filter(pick);
    expect(chosen.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of chosen) {
      // Turning two-step sign-in off is a learner's: staff are refused before their input is read.
      const caller =
        route.url === AccountPaths.signOut
          ? who.leaving!
          : route.url === TwoFactorPaths.disable
            ? who.learner!
            : who.admin!;
      const res = await as(caller.headers, route, extra(route));
      const req = { refused: true } as FuzzRequest;
      const shape = problemWith(req, res.statusCode, res.body, res.headers['content-type']);
      const named = (res.json() as { error?: { details?: { field: string }[] } }).error?.details;
      if (res.statusCode !== status || shape || (field && named?.[0]?.field !== field(route)))
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  };

  it('an upload that is not readable multipart is a 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x'])
      await refusals(
        (r) => r.multipart,
        () => ({
          headers: { 'content-type': contentType },
          payload: '--x\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n\r\nab',
        }),
        400,
      );
  });

  it('a NUL in any query value is a 400 naming it', async () => {
    // Each parameter alone: a NUL must be named even where the rest of the query is missing.
    const keysOf = (r: Route) =>
      Object.keys((r.schemas.querystring as z.ZodObject | undefined)?.shape ?? {});
    const keys = [...new Set(routes.flatMap(keysOf))];
    for (const key of keys)
      await refusals(
        (r) => keysOf(r).includes(key),
        () => ({ query: { [key]: 'a\u0000b' } }),
        400,
        () => key,
      );
  });

  it('an unpaired surrogate escaped in a JSON body is a 400; JSON in another charset a 415', async () => {
    await refusals(
      (r) => !!r.schemas.body && !r.multipart,
      () => ({ headers: { 'content-type': 'application/json' }, payload: '{"x":"a\\udc00b"}' }),
      400,
    );
    await refusals(
      (r) => !!r.schemas.body && !r.multipart,
      () => ({
        headers: { 'content-type': 'application/json; charset=iso-8859-1' },
        payload: '{}',
      }),
      415,
    );
  });
});
