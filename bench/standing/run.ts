// "Where I stand" (DESIGN §6): for a learner with 50 finished tests and 5,000 practice answers, on a
// database holding LEARNERS such learners, GET /api/progress/standing answers in ≤ 100 ms p95 on
// PostgreSQL. The learners sign up and the 50 tests (20 questions each, in 20 topics) are made
// through the API; their attempts, answers and per-question figures go in by the documented bulk
// path (bulk.sql.ts). Then SAMPLE learners, each once, ask for where they stand over HTTP, one at a
// time; the week's leaderboard of the level is asked the same way (reported, not budgeted).
// `npx tsx standing/run.ts [--quick]` from bench/. Env: LEARNERS (10,000), SAMPLE (300).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ChildProcess } from 'node:child_process';
import { examInput } from '@pariksha/contracts/testing/exam-input';
import { startChild, startPostgres, stopChild } from '../shared/children';
import { signInBenchAdmin } from '../shared/bench-app';
import { apiCaller, newCourse } from '../shared/console-api';
import { budgetTable, budgetsOf, type Measurements } from '../shared/budgets';
import { ports } from '../shared/ports';
import { loadAverage, writeResults } from '../shared/report';
import { httpPost, inBatches, signUpLearners } from '../shared/sign-up';
import { bulkStatements } from './bulk.sql';

const quick = process.argv.includes('--quick');
const LEARNERS = Number(process.env.LEARNERS ?? (quick ? 1_000 : 10_000));
const SAMPLE = Math.min(LEARNERS, Number(process.env.SAMPLE ?? (quick ? 100 : 300)));
const TESTS = 50;
const QUESTIONS = 20;
const SUBJECTS = 4;
const TOPICS_EACH = 5;
const BUDGET_MS = 100;
/** Connections the bulk path writes on at once, one a core. */
const PARTS = 2;
const { app: APP_PORT } = ports('standing', { app: 4371 });
const base = `http://127.0.0.1:${APP_PORT}`;

const call = apiCaller(base);

/** A course of its own level with TESTS mock tests of QUESTIONS questions, through the console. */
async function makeTests(admin: string, tag: string) {
  const { courseId, levelId } = await newCourse(call, admin, `Standing ${tag}`);
  await inBatches(TESTS, 4, async (k) => {
    const exam = await call<{ id: number; sections: { id: number }[] }>(
      admin,
      'POST',
      `/api/admin/courses/${courseId}/exams`,
      examInput({ title: `Standing mock test ${k + 1}` }),
    );
    for (let p = 0; p < QUESTIONS; p++) {
      const n = k * QUESTIONS + p;
      await call(admin, 'POST', `/api/admin/exams/${exam.id}/questions`, {
        sectionId: exam.sections[0]!.id,
        stem: `Standing question ${n + 1}`,
        stemMl: null,
        options: [0, 1, 2, 3].map((o) => ({
          text: `Option ${o + 1}`,
          textMl: null,
          correct: o === n % 4,
        })),
        explanation: '',
        explanationMl: null,
        topic: `Subject ${(n % SUBJECTS) + 1} > Topic ${(n % (SUBJECTS * TOPICS_EACH)) + 1}`,
        difficulty: null,
      });
    }
  });
  return { courseId, levelId };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Each token asks once, one request at a time; answers the latencies in ms, sorted. */
async function timeEach(tokens: string[], url: string) {
  const ms: number[] = [];
  for (const token of tokens) {
    const started = performance.now();
    await call(token, 'GET', url);
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}

const figures = (ms: number[]) => ({
  n: ms.length,
  p50: round1(percentile(ms, 50)),
  p95: round1(percentile(ms, 95)),
  p99: round1(percentile(ms, 99)),
  max: round1(ms.at(-1)!),
});

const load = loadAverage()[0]!;
const pgServer = await startPostgres();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-bench-standing-'));
let app: ChildProcess | undefined;
let result: { standing: ReturnType<typeof figures>; board: ReturnType<typeof figures> };
const timings: Record<string, number> = {};
const lap = async <T>(name: string, fn: () => Promise<T>) => {
  const started = performance.now();
  const out = await fn();
  timings[name] = Math.round((performance.now() - started) / 100) / 10;
  console.log(`${name}: ${timings[name]} s`);
  return out;
};
try {
  app = await startChild(new URL('./app-server.ts', import.meta.url), {
    DATABASE_URL: pgServer.url,
    PORT: String(APP_PORT),
    DATA_DIR: dataDir,
  });
  const admin = await signInBenchAdmin(httpPost(base));
  const tag = `standing-${Date.now().toString(36)}`;
  const { courseId, levelId } = await lap(`${TESTS} tests through the console`, () =>
    makeTests(admin, tag),
  );
  const tokens = await lap(`${LEARNERS} learners signed up`, () =>
    signUpLearners(httpPost(base), LEARNERS, tag, 50),
  );
  // The bulk path, on the bench's own connections: the learners in two shares at once.
  const connect = async () => {
    const c = new pg.Client({ connectionString: pgServer.url });
    await c.connect();
    return c;
  };
  const bulk = bulkStatements(tag, courseId, new Date().toISOString(), PARTS);
  const run = async (c: pg.Client, statements: string[]) => {
    for (const statement of statements) await c.query(statement);
  };
  const db = await connect();
  try {
    await lap('bulk: setup', () => run(db, bulk.setup));
    await lap('bulk: attempts, answers and per-question figures', async () => {
      const clients = await Promise.all(Array.from({ length: PARTS }, connect));
      try {
        await Promise.all(clients.map((c, part) => run(c, bulk.fill(part))));
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
    });
    await lap('bulk: profiles, analyze', () => run(db, bulk.finish));
    const [counts] = (
      await db.query(`select (select count(*) from attempts)::int as attempts,
        (select count(*) from attempt_answers)::int as answers,
        (select count(*) from learner_questions)::int as per_question,
        (select sum(answered) from learner_questions)::bigint as answered`)
    ).rows;
    console.log('rows:', counts);
  } finally {
    await db.end();
  }

  // Learners spread over the run, each asked once; the first few warm the server up.
  const sample = Array.from(
    { length: SAMPLE },
    (_, i) => tokens[Math.floor((i * tokens.length) / SAMPLE)]!,
  );
  await timeEach(sample.slice(0, 20), '/api/progress/standing');
  const standing = figures(await timeEach(sample, '/api/progress/standing'));
  const board = figures(
    await timeEach(sample.slice(0, 100), `/api/progress/levels/${levelId}/leaderboard`),
  );
  // What one of them sees, as a check that the figures are there.
  const seen = await call<{
    answered: number;
    trend: unknown[];
    pace: unknown[];
    topics: unknown[];
  }>(sample[0]!, 'GET', '/api/progress/standing');
  if (seen.answered < 5_000 || seen.trend.length !== 20 || seen.pace.length !== 5)
    throw new Error(`a learner's standing is not complete: ${JSON.stringify(seen).slice(0, 300)}`);
  result = { standing, board };
} finally {
  if (app) await stopChild(app);
  await pgServer.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nWhere I stand: ${LEARNERS} learners, each ${TESTS} finished tests of ${QUESTIONS} questions ` +
    `and ${TESTS * QUESTIONS * 5} practice answers; ${SAMPLE} of them ask once each, one at a ` +
    `time, over HTTP; PostgreSQL; load average ${load} at the start.`,
);
console.table({ standing: result.standing, 'weekly leaderboard': result.board });
const pass = result.standing.p95 <= BUDGET_MS;
const budgets: Measurements = {
  standing: {
    figure:
      `${LEARNERS} learners × ${TESTS} tests and ${TESTS * QUESTIONS * 5} practice answers: ` +
      `p95 ${result.standing.p95} ms (p50 ${result.standing.p50}, p99 ${result.standing.p99}, ` +
      `${result.standing.n} learners); the week's leaderboard p95 ${result.board.p95} ms`,
    pass,
  },
};
console.log(`\n${budgetTable(budgets, budgetsOf('standing'))}\n`);
writeResults('standing', {
  at: new Date().toISOString(),
  loadAverage: Number(load),
  learners: LEARNERS,
  sample: SAMPLE,
  timings,
  ...result,
  budgets,
});
process.exitCode = pass ? 0 : 1;
