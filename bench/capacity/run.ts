// The most learners one box holds (DESIGN §6: reported beside the 10,000 of the sustained
// budget; goal 20,000): a ramp of short sustained runs on PostgreSQL with durable commits, each
// CAPACITY_STEP learners more than the last, every learner saving an answer every 3 s (the load
// generator of exams/learners.ts). The ramp stops at the first step whose p99 is over 50 ms or
// that has an error, or at CAPACITY_MAX; the figure is the last step that held. Learners are
// added between steps as they come: signed up, their attempt started and their paper opened
// through the API.
//   cd bench && npx tsx capacity/run.ts            # steps of 2,500 learners, 30 s each, to 40,000
//   cd bench && npx tsx capacity/run.ts --quick    # steps of 500, 10 s each, to 1,500
// Env: CAPACITY_STEP, CAPACITY_SECONDS, CAPACITY_MAX. Results: bench/results/capacity.json.
// Exit code 1 when the box held fewer learners than the goal (or than the ramp's top, if lower).
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { startPostgres, stopChild } from '../shared/children';
import { loadAverage, writeResults } from '../shared/report';
import { budgetTable, budgetsOf, type Measurements } from '../shared/budgets';
import { ports } from '../shared/ports';
import { httpPost, inBatches, ok, signUpLearners } from '../shared/sign-up';
import { Acks, papers, saves, type Fixture } from '../exams/load';
import { sustained } from '../exams/learners';
import { cpuMeter } from '../exams/cpu';
import { makeDurable } from '../shared/postgres';
import { startApp } from '../exams/start-app';

const quick = process.argv.includes('--quick');
const STEP = Number(process.env.CAPACITY_STEP ?? (quick ? 500 : 2_500));
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? (quick ? 10 : 30));
const MAX = Number(process.env.CAPACITY_MAX ?? (quick ? 1_500 : 40_000));
const WARM_SECONDS = quick ? 5 : 10;
const P99_MS = 50;
const GOAL = 20_000;
const PORTS = ports('capacity', { app: 4351 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const n = (x: number) => x.toLocaleString('en-GB');

type Step = {
  learners: number;
  saves: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
  /** p99 of each 10 s of the step: whether the slow saves came in bursts. */
  p99By10s: string;
  appCpuMsPerSave: number;
  dbCpuMsPerSave: number;
  /** The load generator shares the two cores: past some step it is what holds the load back. */
  loadCpuMsPerSave: number;
  /** Why the step could not run at all (e.g. connections refused). */
  error?: string;
};

/** Signs up learners until the fixture has `count`; each starts the exam and opens the paper. */
async function grow(url: string, fx: Fixture, count: number) {
  const post = httpPost(url);
  const tokens = await signUpLearners(post, count - fx.learners.length, `ramp-${count}`);
  const added = await inBatches(tokens.length, 50, async (i) => {
    const started = post(`/api/exams/${fx.saveExamId}/attempts`, {}, tokens[i]);
    const { data } = await ok<{ data: { attemptId: string } }>('start', started);
    return { token: tokens[i]!, attemptId: data.attemptId };
  });
  await papers(url, { ...fx, learners: added });
  fx.learners.push(...added);
}

const steps: Step[] = [];
const loadAtStart = loadAverage().join(' ');
const pg = await startPostgres();
let app: ChildProcess | undefined;
try {
  await makeDurable(pg.url);
  const started = await startApp(PORTS.app, {
    DATABASE_URL: pg.url,
    LEARNERS: String(STEP),
    STARTERS: '0',
  });
  app = started.child;
  const { fixture: fx, url, dataDir } = started;
  const pgPort = Number(new URL(pg.url).port);
  try {
    // As in the exams run: the save's code compiled and its caches filled before anything is timed.
    console.log('warming up: saves flat out, 5 s…');
    await saves(url, fx, new Acks(fx), { duration: 5, connections: 100 }).result;
    // Then the first step's shape, untimed: the load generator's own code is cold too, and a cold
    // generator reads its answers late (twice its CPU per save in a first step).
    console.log(`warming up: ${n(STEP)} learners saving every 3 s, ${WARM_SECONDS} s…`);
    await sustained(url, fx, new Acks(fx), { duration: WARM_SECONDS, learners: STEP });
    for (let learners = STEP; learners <= MAX; learners += STEP) {
      if (fx.learners.length < learners) await grow(url, fx, learners);
      await sleep(2_000);
      const meter = cpuMeter(app.pid!, pgPort);
      const own = process.cpuUsage();
      let step: Step;
      try {
        const run = await sustained(url, fx, new Acks(fx), { duration: SECONDS, learners });
        const { user, system } = process.cpuUsage(own);
        const { appCpuMsPerRequest, dbCpuMsPerRequest } = meter(run.summary.total);
        const { total, p50, p99, max } = run.summary;
        step = {
          learners,
          saves: total,
          p50,
          p99,
          max,
          failures: run.failures,
          p99By10s: run.p99By10s,
          appCpuMsPerSave: appCpuMsPerRequest,
          dbCpuMsPerSave: dbCpuMsPerRequest,
          loadCpuMsPerSave: Number(((user + system) / 1000 / Math.max(1, total)).toFixed(3)),
        };
      } catch (e) {
        step = { ...failedStep(learners), error: (e as Error).message };
      }
      steps.push(step);
      const held = step.p99 <= P99_MS && step.failures === 0 && !step.error;
      console.log(
        `${held ? '✓' : '✗'} ${n(learners).padStart(6)} learners: p50 ${step.p50} ms, p99 ${step.p99} ms, ` +
          `${n(step.saves)} saves, ${step.failures} failed${step.error ? ` (${step.error})` : ''}`,
      );
      if (!held) break;
    }
  } finally {
    await stopChild(app);
    app = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  if (app) await stopChild(app);
  await pg.stop();
}

function failedStep(learners: number): Step {
  const none = { saves: 0, p50: 0, p99: 0, max: 0, p99By10s: '' };
  return {
    learners,
    ...none,
    failures: 1,
    appCpuMsPerSave: 0,
    dbCpuMsPerSave: 0,
    loadCpuMsPerSave: 0,
  };
}

const holds = (s: Step) => s.p99 <= P99_MS && s.failures === 0 && !s.error;
const last = steps.filter(holds).at(-1);
const over = steps.find((s) => !holds(s));
const top = Math.floor(MAX / STEP) * STEP;
const heldLearners = last?.learners ?? 0;
const overText = over
  ? `${n(over.learners)}: p99 ${over.p99} ms${over.failures ? `, ${n(over.failures)} failed` : ''}${over.error ? ` (${over.error})` : ''}`
  : `the ramp's top (${n(top)}) reached`;
const budgets: Measurements = {
  capacity: {
    figure:
      `${n(heldLearners)} learners` +
      (last ? ` (p99 ${last.p99} ms, ${n(last.saves)} saves, no errors)` : '') +
      `; ${overText}; steps of ${n(STEP)}, ${SECONDS} s each`,
    pass: heldLearners >= Math.min(GOAL, top),
  },
};

console.log(
  `\nCapacity — ${quick ? 'QUICK' : 'FULL'} run, ${new Date().toISOString()}, load average ${loadAtStart} → ${loadAverage().join(' ')}`,
);
console.log('each learner saves every 3 s; latency in ms from the moment a save was due');
console.table(steps);
console.log(`\n${budgetTable(budgets, budgetsOf('capacity'))}\n`);
writeResults('capacity', {
  at: new Date().toISOString(),
  quick,
  step: STEP,
  seconds: SECONDS,
  max: MAX,
  loadAverageAtStart: loadAtStart,
  steps,
  held: heldLearners,
  budgets,
});
process.exitCode = budgets.capacity!.pass ? 0 : 1;
