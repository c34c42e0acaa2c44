#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL: its own temporary data dir, a free loopback
// port, stopped and deleted at the end (also on Ctrl-C or failure).
//
//   node scripts/with-postgres.mjs npx vitest run
//
// The command sees DATABASE_URL and TEST_DATABASE_URL. Benchmarks import `startPostgres()`.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const BINARIES = ['pg_ctl', 'initdb', 'postgres'];
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const isRoot = process.getuid?.() === 0;

const log = (msg) => process.stderr.write(`[with-postgres] ${msg}\n`);

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The first directory holding pg_ctl, initdb and postgres together. */
function findBinDir() {
  const versioned = () => {
    try {
      return fs
        .readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`);
    } catch {
      return [];
    }
  };
  const dirs = [
    process.env.PG_BIN_DIR,
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/local/bin',
    ...versioned(),
  ].filter(Boolean);
  return dirs.find((dir) => BINARIES.every((b) => isExecutable(path.join(dir, b))));
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

/** Debian's `postgresql`, installed without starting the distribution's own cluster. */
function aptInstallPostgres() {
  log('PostgreSQL binaries not found; installing Debian package "postgresql" with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env }) !== 0)
    log('apt-get update failed; trying the install anyway');
  // policy-rc.d answering 101 keeps the package's postinst from starting a cluster on :5432.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const status = run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      env,
    });
    if (status !== 0) throw new Error(`apt-get install postgresql failed (exit ${status})`);
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}

function ensureBinDir() {
  let dir = findBinDir();
  if (dir) return dir;
  if (isRoot && isExecutable('/usr/bin/apt-get')) {
    aptInstallPostgres();
    dir = findBinDir();
    if (dir) return dir;
  }
  throw new Error(
    [
      'PostgreSQL server binaries (pg_ctl, initdb, postgres) were not found on PATH,',
      'in /usr/local/bin or in /usr/lib/postgresql/<version>/bin.',
      'Install them, then run again:',
      '  Debian/Ubuntu:  sudo apt-get install postgresql',
      '  (or set PG_BIN_DIR to the directory that holds them)',
    ].join('\n'),
  );
}

/** PostgreSQL refuses to run as root: root runs it as the `postgres` system user. */
function ensurePostgresUser() {
  if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0) return;
  log('creating the "postgres" system user');
  const status = run('useradd', [
    '--system',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    'postgres',
  ]);
  if (status !== 0) throw new Error('could not create the "postgres" system user');
}

function userIds(name) {
  const id = (flag) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Starts a fresh PostgreSQL cluster on 127.0.0.1 and a free port.
 * Returns `{ url, port, stop }`; `stop()` shuts it down and deletes its files. It is also
 * stopped when the process exits, and (unless `handleSignals: false`) on SIGINT/SIGTERM/SIGHUP.
 */
export async function startPostgres({ handleSignals = true, quiet = false } = {}) {
  const binDir = ensureBinDir();
  if (isRoot) ensurePostgresUser();
  const bin = (name) => path.join(binDir, name);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-pg-'));
  const dataDir = path.join(tmp, 'data');
  const logFile = path.join(tmp, 'postgres.log');
  if (isRoot) {
    const { uid, gid } = userIds('postgres');
    fs.chownSync(tmp, uid, gid);
  }
  // As root the command runs as `postgres`; the cwd must be one that user can enter.
  const asOwner = (cmd, args, opts = {}) =>
    isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], {
          cwd: tmp,
          encoding: 'utf8',
          ...opts,
        })
      : spawnSync(cmd, args, { cwd: tmp, encoding: 'utf8', ...opts });

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    for (const sig of SIGNALS) process.off(sig, onSignal);
    process.off('exit', stopSync);
    const pidFile = path.join(dataDir, 'postmaster.pid');
    const pid = fs.existsSync(pidFile)
      ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
      : 0;
    if (pid) {
      asOwner(bin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '20', 'stop'], {
        stdio: 'ignore',
      });
      if (alive(pid)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      for (let i = 0; i < 100 && alive(pid); i++) sleepSync(50);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!quiet) log('stopped and removed');
  };
  const onSignal = (sig) => {
    stopSync();
    process.exit(128 + os.constants.signals[sig]);
  };
  process.on('exit', stopSync);
  if (handleSignals) for (const sig of SIGNALS) process.on(sig, onSignal);

  try {
    const init = asOwner(bin('initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--locale=C.UTF-8',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
    // The file belongs to `postgres`; appending as root keeps its owner.
    fs.appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        '',
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${tmp}'`,
        'max_connections = 200',
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const start = asOwner(bin('pg_ctl'), [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        `-p ${port}`,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      if (start.status === 0) {
        const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        if (!quiet) log(`PostgreSQL ready at ${url} (data in ${tmp})`);
        return { url, port, stop: async () => stopSync() };
      }
      const pgLog = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      // Another process may have taken the port between the check and the start.
      if (attempt < 3 && /could not bind|address already in use/i.test(pgLog)) continue;
      throw new Error(`PostgreSQL did not start:\n${start.stdout}${start.stderr}\n${pgLog}`);
    }
  } catch (err) {
    stopSync();
    throw err;
  }
}

async function main(argv) {
  if (argv.length === 0) {
    process.stderr.write('usage: node scripts/with-postgres.mjs <command> [args…]\n');
    return 2;
  }
  // Ctrl-C reaches the child through the terminal; a kill aimed at us is passed on.
  let received;
  let child;
  const forward = (sig) => {
    received ??= sig;
    if (child && child.exitCode === null) child.kill(sig);
  };
  for (const sig of SIGNALS) process.on(sig, forward);
  const signalCode = () => 128 + os.constants.signals[received];

  let pg;
  try {
    pg = await startPostgres({ handleSignals: false });
  } catch (err) {
    log(err.message);
    return 1;
  }
  if (received) {
    await pg.stop();
    return signalCode();
  }
  child = spawn(argv[0], argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: pg.url, TEST_DATABASE_URL: pg.url },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (err) => {
      log(`could not run ${argv[0]}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (status, signal) =>
      resolve(status ?? 128 + (os.constants.signals[signal] ?? 1)),
    );
  });
  await pg.stop();
  return received && code === 0 ? signalCode() : code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
