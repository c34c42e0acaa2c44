// The Playwright web server: the built app on a fresh, temporary DATA_DIR (PGlite), removed
// when Playwright stops it with SIGTERM. Builds nothing: `npm run build` comes first.
// The demo content is seeded once, by the built `npm run seed` (server/dist/seed.js), into
// E2E_SEEDED_DIR (playwright.config.ts names it), and the server starts on a copy of it: specs
// that start a server of their own copy it too (accounts/own-server.ts) instead of seeding again,
// which takes a minute or more on a busy machine.
// Every log line (requests included) goes to e2e/server.log; warnings and errors, and what is
// not JSON, also to the console.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSmtp } from './smtp.mjs';

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

const seeded = process.env.E2E_SEEDED_DIR;
if (!seeded) {
  console.error('[e2e] E2E_SEEDED_DIR is not set: start the suite with `npx playwright test`');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-e2e-'));
// Real mail: the app sends through the run's SMTP server on loopback, which keeps each mail in
// the inbox folder for the specs (support/mail.ts). Closed by its handle when this process ends.
const inbox = process.env.E2E_INBOX_DIR ?? path.join(dataDir, 'inbox');
const smtp = await startSmtp(inbox);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  LOG_LEVEL: 'info',
  SMTP_URL: smtp.url,
};
// Always the embedded database.
delete env.DATABASE_URL;
const cleanup = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(seeded, { recursive: true, force: true });
  fs.rmSync(inbox, { recursive: true, force: true });
};
process.on('exit', cleanup);

fs.mkdirSync(seeded, { recursive: true });
let child = spawn(process.execPath, [path.join(root, 'server/dist/seed.js')], {
  cwd: root,
  env: { ...env, DATA_DIR: seeded, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (child.exitCode === null) child.kill(sig);
  });
}
const seedExit = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
if (seedExit !== 0) {
  console.error(`[e2e] seeding the demo content failed (exit ${seedExit})`);
  process.exit(1);
}
fs.cpSync(seeded, dataDir, { recursive: true });

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
child = server;
server.on('exit', (code, signal) => {
  void smtp.stop().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
