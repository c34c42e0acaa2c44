// The Playwright web server: the built app on a fresh, temporary DATA_DIR (PGlite), removed
// when Playwright stops it with SIGTERM. Builds nothing: `npm run build` comes first.
// Every log line (requests included) goes to e2e/server.log; warnings and errors, and what is
// not JSON, also to the console.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const main = path.join(root, 'server/dist/main.js');
const webDist = process.env.WEB_DIST ?? path.join(root, 'web/dist');

if (!fs.existsSync(main)) {
  console.error(`[e2e] ${main} is missing: run \`npm run build\` first`);
  process.exit(1);
}
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(
    `[e2e] WARNING: ${webDist}/index.html is missing; only /api works. Run \`npm run build\`.`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'info' };
// Always the embedded database: the demo content is seeded on an empty one.
delete env.DATABASE_URL;

const server = spawn(process.execPath, ['--enable-source-maps', main], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const log = fs.createWriteStream(path.join(root, 'e2e/server.log'));
readline.createInterface({ input: server.stdout }).on('line', (line) => {
  log.write(line + '\n');
  let level = 50;
  try {
    level = JSON.parse(line).level ?? 50;
  } catch {
    // not pino's: show it
  }
  if (level >= 40) console.log(line);
});
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (server.exitCode === null) server.kill(sig);
  });
}
process.on('exit', cleanup);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
