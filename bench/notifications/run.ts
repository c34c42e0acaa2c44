// Notifying 10,000 learners of a new mock test, on real PostgreSQL with background jobs on:
// the publishing request's own latency beside a publish to a course nobody follows (same run),
// and the time from the publish until the last learner's notification exists.
// `npx tsx notifications/run.ts` from bench/. Env: AUDIENCE (10,000 learners), ROUNDS (3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { examInput } from '@pariksha/contracts/testing/exam-input';
import { startChild, startPostgres, stopChild } from '../shared/children';
import { signInBenchAdmin } from '../shared/bench-app';
import { apiCaller, newCourse } from '../shared/console-api';
import { budgetTable, budgetsOf, type Measurements } from '../shared/budgets';
import { query } from '../shared/postgres';
import { ports } from '../shared/ports';
import { loadAverage, writeResults } from '../shared/report';
import { httpPost, inBatches, signUpLearners } from '../shared/sign-up';

const quick = process.argv.includes('--quick');
const AUDIENCE = Number(process.env.AUDIENCE ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? (quick ? 1 : 3));
const WITHIN_MS = 60_000;
const { app: APP_PORT } = ports('notifications', { app: 4361 });
const base = `http://127.0.0.1:${APP_PORT}`;

const call = apiCaller(base);

/** Publishes a test in the course; answers the request's own latency in ms and the exam's id. */
async function publish(admin: string, courseId: number, title: string) {
  const started = performance.now();
  const exam = await call<{ id: number }>(
    admin,
    'POST',
    `/api/admin/courses/${courseId}/exams`,
    examInput({ title }),
  );
  return { ms: performance.now() - started, examId: exam.id, at: started };
}

/** Notifications of that test's event: read from the bench's own connection to PostgreSQL. */
const told = async (url: string, examId: number) =>
  Number(
    (
      await query(
        url,
        `select count(*)::int as n from notifications n join notification_events e
           on e.id = n.event_id where e.key = 'test-published:exam:${examId}'`,
      )
    )[0].n,
  );

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round1 = (x: number) => Math.round(x * 10) / 10;

const load = loadAverage()[0]!;
const pg = await startPostgres();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-bench-notify-'));
let app: ChildProcess | undefined;
const rounds: { emptyMs: number; audienceMs: number; lastMs: number; told: number }[] = [];
try {
  app = await startChild(new URL('./app-server.ts', import.meta.url), {
    DATABASE_URL: pg.url,
    PORT: String(APP_PORT),
    DATA_DIR: dataDir,
  });
  const admin = await signInBenchAdmin(httpPost(base));
  const tag = Date.now().toString(36);
  const followed = await newCourse(call, admin, `Bench ${tag}-followed`);
  const unfollowed = await newCourse(call, admin, `Bench ${tag}-nobody`);

  // The audience: learners who chose the followed course's category and level as their exam.
  console.log(`signing up ${AUDIENCE} learners of one exam level …`);
  const tokens = await signUpLearners(httpPost(base), AUDIENCE, `notify-${tag}`, 50);
  await inBatches(tokens.length, 50, (i) =>
    call(tokens[i]!, 'PATCH', '/api/userdetails', {
      targetCategoryId: followed.categoryId,
      targetLevelId: followed.levelId,
    }),
  );
  await query(pg.url, 'analyze');

  // Warm-up: the publishing path and the fan-out job compiled and connected.
  await publish(admin, unfollowed.courseId, 'warm-up');
  await publish(admin, unfollowed.courseId, 'warm-up');

  for (let r = 0; r < ROUNDS; r += 1) {
    const empty = await publish(admin, unfollowed.courseId, `nobody ${r}`);
    const audience = await publish(admin, followed.courseId, `everyone ${r}`);
    let count = 0;
    let lastMs = Number.NaN;
    while (performance.now() - audience.at < 3 * WITHIN_MS) {
      count = await told(pg.url, audience.examId);
      if (count >= AUDIENCE) {
        lastMs = performance.now() - audience.at;
        break;
      }
      await new Promise((res) => setTimeout(res, 50));
    }
    rounds.push({
      emptyMs: round1(empty.ms),
      audienceMs: round1(audience.ms),
      lastMs: Math.round(lastMs),
      told: count,
    });
    console.log(`round ${r + 1}:`, rounds.at(-1));
  }

  // What learners see, through the API: a sample of the audience has every test in its bell.
  const sample = Array.from({ length: 50 }, (_, i) => tokens[(i * 197) % tokens.length]!);
  for (const token of sample) {
    const { count } = await call<{ count: number }>(token, 'GET', '/api/notifications/unread');
    if (count !== ROUNDS) throw new Error(`a learner has ${count} unread, not ${ROUNDS}`);
  }
} finally {
  if (app) await stopChild(app);
  await pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nNotifications: a mock test published to ${AUDIENCE} learners of its exam level, PostgreSQL, ` +
    `jobs on; ${ROUNDS} rounds; load average ${load}.`,
);
console.table(rounds);
const request = median(rounds.map((r) => r.audienceMs));
const empty = median(rounds.map((r) => r.emptyMs));
const last = Math.max(...rounds.map((r) => r.lastMs));
const everyone = rounds.every((r) => r.told === AUDIENCE);
const pass = everyone && request <= 2 * empty && last <= WITHIN_MS;
const budgets: Measurements = {
  notify: {
    figure:
      `publishing request ${request} ms (median); last of ${AUDIENCE} notifications ` +
      `${(last / 1000).toFixed(1)} s after the publish (slowest round)` +
      (everyone ? '' : '; NOT every learner told'),
    baseline: `a publish with no audience: ${empty} ms (median)`,
    pass,
  },
};
console.log(`\n${budgetTable(budgets, budgetsOf('notifications'))}\n`);
writeResults('notifications', {
  at: new Date().toISOString(),
  loadAverage: Number(load),
  audience: AUDIENCE,
  rounds,
  budgets,
});
process.exitCode = pass ? 0 : 1;
