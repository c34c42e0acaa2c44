// `npm start`: builds what is missing or stale, then runs the server (migrates and seeds on start).
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const at = (...p) => path.join(root, ...p);

function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}
const stale = (output, ...sources) =>
  !fs.existsSync(output) || Math.max(...sources.map(newest)) > fs.statSync(output).mtimeMs;

function run(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (stale(at('web/dist/index.html'), at('web'), at('contracts')))
  run(['run', 'build', '-w', 'web']);
if (stale(at('server/dist/main.js'), at('server/src'), at('contracts')))
  run(['run', 'build', '-w', 'server']);

// A larger young generation: a crowd starting an exam allocates fast, and the default size sends
// short-lived request objects through costly old-generation collections (decision 007).
const nodeFlags = ['--enable-source-maps', '--max-semi-space-size=32'];
const server = spawn(process.execPath, [...nodeFlags, at('server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', WEB_DIST: at('web/dist'), ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
