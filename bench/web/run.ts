// The web budgets of DESIGN §6 under `npm run bench`: the bundle sizes (size.ts) and Lighthouse
// (mobile) on every main screen in English and Malayalam (lighthouse.ts), on the current build
// (build.ts: rebuilt first when missing or older than its sources, unless --no-build).
//   cd bench && npx tsx web/run.ts [--no-build]
// Env: LIGHTHOUSE_RUNS (audits per screen and language, median counts; 3, 1 with --quick),
// LIGHTHOUSE_SCREENS (only these screens, e.g. `result,live`: to look into one),
// LIGHTHOUSE_PORT (the built server's port; else BENCH_PORT's block, else 4610).
// Results: bench/results/web.json. Exit code 1 when a budget is missed.
import { loadAverage, writeResults } from '../shared/report';
import { budgetTable, budgetsOf, type Measurements } from '../shared/budgets';
import { ports } from '../shared/ports';
import { ensureBuild } from './build';
import { ENTRY_BUDGET, ROUTE_BUDGET, kib, measureSize, printSize } from './size';
import { LIGHTHOUSE_BUDGET, auditScreens, inBudget, type Audit } from './lighthouse';
import { BUDGET_SCREENS } from './screens';

const quick = process.argv.includes('--quick');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (quick ? 1 : 3));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? ports('web', { server: 4610 }).server);

const loadAtStart = loadAverage().join(' ');
const build = ensureBuild(process.argv.includes('--no-build'));
console.log(`measuring ${build}`);

const size = measureSize();
printSize(size);
const largest = size.rows[0]!;
const overRoutes = size.rows.filter((r) => r.added > ROUTE_BUDGET);

console.log(`\nLighthouse (mobile), ${RUNS} run(s) per screen and language, median counts…`);
const audits = await auditScreens({ port: PORT, runs: RUNS });
const entries = Object.entries(audits);
if (entries.length === 0) throw new Error(`LIGHTHOUSE_SCREENS picked no screen`);
// Every screen is reported; the budget holds the pages DESIGN §6 names.
const budgeted = (name: string) =>
  (BUDGET_SCREENS as readonly string[]).includes(name.split(' ')[0]!);
const below = entries.filter(([, a]) => !inBudget(a));
const overBudget = below.filter(([name]) => budgeted(name));
const lowest = (key: 'performance' | 'accessibility') =>
  entries.reduce((min, e) => (e[1][key] < min[1][key] ? e : min));
const [perfName, perf] = lowest('performance');
const [a11yName, a11y] = lowest('accessibility');
const screens = [...new Set(entries.map(([name]) => name.split(' ')[0]))];
const indexes = entries
  .flatMap(([, a]) => a.runs.map((r) => r.benchmarkIndex))
  .sort((a, b) => a - b);
const benchmarkIndex = indexes[Math.floor(indexes.length / 2)];
/** Runs Lighthouse could not finish, whose 0 is no score. */
const failedRuns = (a: Audit) => {
  const codes = a.runs.flatMap((r) => (r.error ? [r.error] : []));
  return codes.length ? ` (not finished: ${codes.join(', ')})` : '';
};
/** Libraries loaded only on the screens that need them, by package (pdf.js is two files). */
const onDemand = new Map<string, number>();
for (const d of size.onDemand) {
  const name = d.module.split('/')[0]!;
  onDemand.set(name, (onDemand.get(name) ?? 0) + d.size);
}

const budgets: Measurements = {
  webSize: {
    figure:
      `entry ${kib(size.entrySize)} (English and Malayalam); the largest route adds ${kib(largest.added)} ` +
      `(${largest.page.replace(/^.*\/pages\//, '').replace(/\.tsx$/, '')})` +
      (overRoutes.length
        ? `; over ${kib(ROUTE_BUDGET)}: ${overRoutes.map((r) => r.page).join(', ')}`
        : '') +
      (onDemand.size
        ? `; on demand: ${[...onDemand].map(([m, b]) => `${m} ${kib(b)}`).join(', ')}`
        : ''),
    pass: size.pass,
  },
  lighthouse: {
    figure:
      `${entries.length} audits (${screens.join(', ')} × en, ml; median of ${RUNS}): ` +
      `lowest performance ${perf.performance} (${perfName}), lowest accessibility ${a11y.accessibility} (${a11yName}); ` +
      `Lighthouse's benchmark index of the machine, median ${benchmarkIndex}` +
      (below.length
        ? `; under ${LIGHTHOUSE_BUDGET} (performance/accessibility; held to it: ${BUDGET_SCREENS.join(', ')}): ${below.map(([name, a]) => `${name} ${a.performance}/${a.accessibility}${failedRuns(a)}`).join(', ')}`
        : ''),
    pass: overBudget.length === 0 && BUDGET_SCREENS.every((b) => screens.includes(b)),
  },
};

console.log(
  `\nWeb — ${quick ? 'QUICK' : 'FULL'} run, ${new Date().toISOString()}, ${build}; ` +
    `budgets: entry ${kib(ENTRY_BUDGET)}, a route ${kib(ROUTE_BUDGET)}, Lighthouse ${LIGHTHOUSE_BUDGET}`,
);
console.table(
  Object.fromEntries(
    entries.map(([name, a]) => [
      name,
      { performance: a.performance, accessibility: a.accessibility, runs: a.runs.length },
    ]),
  ),
);
console.log(`\n${budgetTable(budgets, budgetsOf('web'))}\n`);
writeResults('web', {
  at: new Date().toISOString(),
  quick,
  build,
  loadAverage: { start: loadAtStart, end: loadAverage().join(' ') },
  size,
  lighthouse: audits,
  budgets,
});
process.exitCode = Object.values(budgets).every((b) => b.pass) ? 0 : 1;
