// `npm run bench`: runs every benchmark folder's run.ts one after another (never in parallel:
// they would measure each other), then prints one table of every budget of DESIGN §6 from
// their results files: each figure beside the same run's baseline it is judged against, and
// PASS/FAIL. Arguments pass through, e.g. `npm run bench -- --quick` (every runner shorter) or
// `-- --no-build` (the web suite measures the build in place); `--only=exams,search` picks
// folders. Exit code 1 when any of them misses a budget or fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { budgetTable, type Measurements } from './shared/budgets';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--only='));

const suites = fs
  .readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(here, d.name, 'run.ts')))
  .map((d) => d.name)
  .filter((name) => !only || only.includes(name))
  .sort();

const started = Date.now();
const failed: string[] = [];
const measured: Measurements = {};
for (const name of suites) {
  console.log(`\n=== bench/${name} ===`);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, name, 'run.ts'), ...args],
    {
      cwd: here,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) failed.push(name);
  // What this run measured: a results file left by an earlier run is not read.
  const file = path.join(here, 'results', `${name}.json`);
  if (fs.existsSync(file) && fs.statSync(file).mtimeMs >= started) {
    Object.assign(
      measured,
      (JSON.parse(fs.readFileSync(file, 'utf8')) as { budgets?: Measurements }).budgets,
    );
  }
}
console.log(`\nBudgets — ${new Date().toISOString()}\n\n${budgetTable(measured)}`);
console.log(
  failed.length === 0
    ? '\nall benchmarks within budget'
    : `\nover budget or failed: ${failed.join(', ')}`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
