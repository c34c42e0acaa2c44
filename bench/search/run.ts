// Course search under 100 concurrent typists on real PostgreSQL with 10,000 courses, beside a
// bare Fastify hello-world measured in the same run. `npx tsx search/run.ts` from bench/.
// Env: TYPISTS (100), RATE (requests per second per typist, 5), DURATION (seconds, 20), COURSES.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon, { type Result } from 'autocannon';
import { helloServerFile, startChild, startPostgres, stopChild } from '../shared/children';
import { loadAverage, loadResult, writeResults, type LoadResult } from '../shared/report';
import { budgetTable, budgetsOf, type Measurements } from '../shared/budgets';
import { ports } from '../shared/ports';
import { httpPost, signUpLearners } from '../shared/sign-up';
import { typingQueries } from './typists';
import { typistLoad } from './typist-load';

const TYPISTS = Number(process.env.TYPISTS ?? 100);
const RATE = Number(process.env.RATE ?? 5);
const DURATION = Number(process.env.DURATION ?? 20);
const BUDGET_P99_MS = 20;
const { app: APP_PORT, hello: HELLO_PORT } = ports('search', { app: 4231, hello: 4232 });

/** One learner per typist, as in real life (each session is cached and refreshed on its own). */
async function signUpTypists(base: string) {
  const tokens = await signUpLearners(httpPost(base), TYPISTS, `typist-${Date.now()}`, 10);
  return (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}`, web: 'web' });
}

/** As many requests as 100 connections can get answered: the throughput ceiling. */
async function flatOut(
  url: string,
  seconds: number,
  paths?: string[],
  headers?: (i: number) => Record<string, string>,
) {
  let next = 0;
  const r: Result = await autocannon({
    url,
    connections: TYPISTS,
    duration: seconds,
    requests: paths
      ? [
          {
            method: 'GET',
            setupRequest: (req) => {
              const n = next++;
              return { ...req, path: paths[n % paths.length]!, headers: headers?.(n) };
            },
          },
        ]
      : undefined,
  });
  return loadResult(r);
}

const load = loadAverage()[0]!;
const pg = await startPostgres();
const results: Record<string, LoadResult> = {};
let app: ChildProcess | undefined;
let hello: ChildProcess | undefined;
try {
  const queries = typingQueries(TYPISTS, 40);
  const paths = queries.map((q) => `/api/courses/search?query=${encodeURIComponent(q)}`);
  console.log(`${queries.length} typing requests, e.g. ${queries.slice(0, 12).join(' | ')}`);
  for (const cache of ['on', 'off'] as const) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-bench-search-'));
    app = await startChild(new URL('./app-server.ts', import.meta.url), {
      DATABASE_URL: pg.url,
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      // Off: every search reaches the database.
      SEARCH_CACHE_SIZE: cache === 'on' ? '5000' : '0',
    });
    const base = `http://127.0.0.1:${APP_PORT}`;
    const headers = await signUpTypists(base);
    const label = cache === 'on' ? 'search' : 'searchNoCache';
    await flatOut(base, 5, paths, headers); // warm-up
    results[`${label}Typists`] = await typistLoad({
      url: base,
      typists: TYPISTS,
      rate: RATE,
      durationSeconds: DURATION,
      paths,
      headers,
    });
    results[`${label}FlatOut`] = await flatOut(base, 10, paths, headers);
    await stopChild(app);
    app = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  hello = await startChild(helloServerFile, { PORT: String(HELLO_PORT) });
  const helloUrl = `http://127.0.0.1:${HELLO_PORT}`;
  await flatOut(helloUrl, 3); // warm-up
  results.helloTypists = await typistLoad({
    url: helloUrl,
    typists: TYPISTS,
    rate: RATE,
    durationSeconds: DURATION,
    paths: ['/'],
  });
  results.helloFlatOut = await flatOut(helloUrl, 10);
} finally {
  if (app) await stopChild(app);
  if (hello) await stopChild(hello);
  await pg.stop();
}

console.log(
  `\nCourse search: 10,000 courses on PostgreSQL; ${TYPISTS} typists at ${RATE} requests/s each` +
    ` (open loop); flat-out = autocannon, ${TYPISTS} connections. Latency in ms; load average ${load}.`,
);
console.table(results);
const s = results.searchTypists!;
const ok = s.p99 <= BUDGET_P99_MS && s.errors === 0 && s.non2xx === 0;
const errors = s.errors + s.non2xx;
const n = results.searchNoCacheTypists!;
const budgets: Measurements = {
  search: {
    figure: `${TYPISTS} typists: p99 ${s.p99} ms, ${errors === 0 ? 'no errors' : `${errors} errors`}`,
    baseline: `cache off: p99 ${n.p99} ms; bare Fastify hello-world, same typists: p99 ${results.helloTypists!.p99} ms`,
    pass: ok,
  },
};
console.log(`\n${budgetTable(budgets, budgetsOf('search'))}\n`);
const ratio = results.searchFlatOut!.requestsPerSecond / results.helloFlatOut!.requestsPerSecond;
console.log(
  `flat-out search ${results.searchFlatOut!.requestsPerSecond} req/s = ${ratio.toFixed(3)} × hello-world`,
);
writeResults('search', {
  at: new Date().toISOString(),
  loadAverage: Number(load),
  typists: TYPISTS,
  ratePerTypist: RATE,
  results,
  budgets,
});
process.exitCode = ok ? 0 : 1;
