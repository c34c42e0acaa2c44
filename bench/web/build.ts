// The build the web suite measures: web/dist (Vite) and server/dist (the server serving it), as
// `npm run build` makes them. The rule: a build that is missing, or older than any of its sources,
// is made again with `npm run build` before anything is measured, so the figures are those of
// the code in the checkout. `--no-build` measures the build in place as it is (a checkout where
// others depend on the current build, or one built on purpose from other sources); a missing
// build is then an error, and a stale one is named in the report.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root } from '../shared/children';

/** What each build is made from (tests aside: they are not in it). */
const BUILDS = [
  {
    output: 'web/dist/.vite/manifest.json',
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/package.json',
      'contracts/src',
    ],
  },
  {
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/scripts', 'server/package.json', 'contracts/src'],
  },
];
const isTest = (name: string) => /\.test\.tsx?$/.test(name) || name === 'test';

/** The newest modification time of the files under `p`, in ms (0 when there is none). */
function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(p)
    .filter((name) => !isTest(name))
    .reduce((t, name) => Math.max(t, newest(path.join(p, name))), 0);
}

/** The outputs that are missing, or older than a source, with the newest such source's time. */
export function staleBuilds() {
  return BUILDS.flatMap(({ output, sources }) => {
    const file = path.join(root, output);
    const built = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    const source = Math.max(...sources.map((s) => newest(path.join(root, s))));
    return built >= source ? [] : [{ output, missing: built === 0, built, source }];
  });
}

/** Applies the rule; answers what the report says of the build measured. */
export function ensureBuild(noBuild: boolean) {
  const stale = staleBuilds();
  if (stale.length === 0) return 'the build in place, newer than its sources';
  const names = stale.map((s) => s.output).join(', ');
  if (noBuild) {
    const missing = stale.filter((s) => s.missing);
    if (missing.length > 0) throw new Error(`--no-build, and no build: ${names}`);
    console.log(`--no-build: measuring the build in place, older than its sources (${names})`);
    return `the build in place (--no-build), older than its sources: ${names}`;
  }
  console.log(`${names} missing or older than the sources: npm run build…`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`npm run build exited with ${r.status}`);
  return 'built for this run (npm run build)';
}
