/**
 * Lighthouse (mobile) on every main screen of the built app, signed in as the demo learner, in
 * English and in Malayalam (DESIGN §6: performance and accessibility ≥ 95 on home, course, exam,
 * player and PDF pages; the instructions, result, live class and current affairs screens too).
 * Chromium is Debian's /usr/bin/chromium. Each screen is audited LIGHTHOUSE_RUNS times (3) and its
 * median run counts: Lighthouse's scores vary from run to run, and its own guidance is the median.
 * LIGHTHOUSE_SCREENS (a list, e.g. `result,live`) audits only those screens.
 * `web/run.ts` runs it under `npm run bench`; by hand, after `npm run build`:
 *   npx tsx bench/web/lighthouse.ts          # writes bench/results/lighthouse.json
 */
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { writeResults } from '../shared/report';
import { mainScreens, startBuiltServer } from './screens';

export const LIGHTHOUSE_BUDGET = 95;
export const LANGUAGES = ['en', 'ml'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

type Run = {
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  error?: string;
} & Record<string, unknown>;
/** One screen in one language: the median run's scores, and every run. */
export type Audit = { path: string; performance: number; accessibility: number; runs: Run[] };

/** LIGHTHOUSE_SCREENS (e.g. `result,live`) audits only those screens, to look into one. */
const picked = (screen: string) =>
  !process.env.LIGHTHOUSE_SCREENS || process.env.LIGHTHOUSE_SCREENS.split(',').includes(screen);

export const inBudget = (a: Audit) =>
  a.performance >= LIGHTHOUSE_BUDGET && a.accessibility >= LIGHTHOUSE_BUDGET;

/** Audits every main screen in both languages on a built server on 127.0.0.1:port. */
export async function auditScreens(opts: { port: number; runs: number }) {
  const server = await startBuiltServer(opts.port);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const { session, screens } = await mainScreens(server.base);
    chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // The session goes into the profile Lighthouse uses (it keeps storage with disableStorageReset).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${server.base}/login`);
    const user = { ...session.user, imageUrl: null };
    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem('token', t!);
        localStorage.setItem('user', u!);
      },
      [session.token, Buffer.from(JSON.stringify(user)).toString('base64')],
    );
    const report: Record<string, Audit> = {};
    for (const language of LANGUAGES) {
      // The interface language is the device's stored choice (web/src/lib/language.ts).
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      for (const [screen, path] of Object.entries(screens).filter(([name]) => picked(name))) {
        const audit = await auditOne(`${server.base}${path}`, chrome.port, opts.runs);
        report[`${screen} ${language}`] = { path, ...audit };
        print(`${screen} ${language}`, report[`${screen} ${language}`]!);
      }
    }
    await page.close();
    await browser.close();
    return report;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

/** Tries per run: a run Lighthouse could not finish (a page it judged hung, say) measured nothing. */
const TRIES = 3;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** Why a run has no score: Lighthouse's own error, or the metrics it could not measure. */
function unfinished(lhr: Result) {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  if (Object.values(lhr.categories).every((c) => c.score !== null)) return undefined;
  const errored = Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error');
  return `no score; ${errored.map((a) => `${a.id}: ${a.errorMessage}`).join('; ') || 'no audit says why'}`;
}

async function auditOne(url: string, port: number, count: number) {
  const runs: Run[] = [];
  for (let i = 0; i < count; i++) {
    let lhr;
    for (let t = 0; t < TRIES; t++) {
      ({ lhr } = (await lighthouse(url, {
        port,
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
      }))!);
      const error = unfinished(lhr);
      if (!error) break;
      console.log(`    Lighthouse could not finish (${error}), try ${t + 1} of ${TRIES}`);
    }
    const error = unfinished(lhr!);
    runs.push({
      // Left when every try failed: the run scores 0 and says why.
      ...(error && { error }),
      // Lighthouse's own measure of the machine's speed during the run: simulated throttling
      // scales what it saw, so a busy machine lowers the scores.
      benchmarkIndex: Math.round(lhr!.environment.benchmarkIndex),
      performance: Math.round((lhr!.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((lhr!.categories.accessibility!.score ?? 0) * 100),
      ...Object.fromEntries(METRICS.map((m) => [m, lhr!.audits[m]?.displayValue])),
    });
  }
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)]!;
  return { performance: median.performance, accessibility: median.accessibility, runs };
}

function print(name: string, a: Audit) {
  console.log(
    `${inBudget(a) ? '✓' : '✗'} ${name.padEnd(16)} performance ${a.performance} ` +
      `(runs: ${a.runs.map((r) => r.performance).join(', ')})  accessibility ${a.accessibility}  (${a.path})`,
  );
  for (const r of a.runs)
    console.log(
      '   ',
      r.error
        ? `Lighthouse could not finish: ${r.error}`
        : METRICS.map((m) => `${m.replace(/-/g, ' ')} ${r[m]}`).join(' · '),
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await auditScreens({
    port: Number(process.env.LIGHTHOUSE_PORT ?? 4610),
    runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  });
  writeResults('lighthouse', report);
  if (!Object.values(report).every(inBudget)) {
    console.error(`Lighthouse budget (${LIGHTHOUSE_BUDGET}) not met`);
    process.exitCode = 1;
  }
}
