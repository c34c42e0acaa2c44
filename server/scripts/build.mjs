// Bundles the server (with the workspace's contracts) into dist/main.js; npm packages stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});
// Worker threads' task modules are entries of their own beside main.js, where
// lib/worker-pool.ts's taskFile() finds them.
const entryPoints = {
  main: 'src/main.ts',
  seed: 'src/seed/run.ts',
  'rich-text.worker': 'src/lib/rich-text.worker.ts',
  'bank.worker': 'src/modules/exams/bank/bank.worker.ts',
};

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.rmSync('dist/migrations', { recursive: true, force: true });
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The seed's files beside the bundles, where seed/assets.ts and seed/read-content.ts look for them.
for (const folder of ['assets', 'content']) {
  fs.rmSync(`dist/${folder}`, { recursive: true, force: true });
  fs.cpSync(`src/seed/${folder}`, `dist/${folder}`, { recursive: true });
}
