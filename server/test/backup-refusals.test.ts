import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { BackupError, EXIT } from '../src/backup/backup-error';
import { restore } from '../src/backup/restore';
import { manualClock } from '../src/lib/clock';
import { dumpRows, newSite, npmRun, type Site } from './backup-sites';
import { tarGz, type Member } from './backup-tar';

// `npm run restore` of a tampered archive: a real backup with one member added that would make
// the media folder a window on the disk. Each is refused before anything is written.

const PG_URL = process.env.TEST_DATABASE_URL;
const SPAWN_TIMEOUT = 120_000;

const sites: Site[] = [];
const site = async (migrated: boolean) => {
  const s = await newSite(migrated);
  sites.push(s);
  return s;
};
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-tampered-'));
afterAll(async () => {
  for (const s of sites) await s.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Every path under a folder with what it is (and a file's hash), links not followed. */
function snapshot(dir: string) {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of fs.readdirSync(at)) {
      const full = path.join(at, name);
      const st = fs.lstatSync(full);
      const rel = path.relative(dir, full);
      if (st.isDirectory()) {
        out[rel] = 'folder';
        walk(full);
      } else if (st.isFile())
        out[rel] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
      else out[rel] = `other (mode ${st.mode.toString(8)})`;
    }
  };
  walk(dir);
  return out;
}

/** The members of a real backup, in their order, read back as plain files. */
let members: Member[];

beforeAll(async () => {
  const source = await site(true);
  const database = await source.open();
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      JOBS: 'off',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      ...source.env,
    }),
    { database, clock: manualClock(new Date('2026-03-01T10:00:00Z')), logger: false },
  );
  await app.ready();
  await app.mediaStore.put('courses/cover.svg', Buffer.from('<svg/>'));
  await app.mediaStore.put('classes/lesson/segment-1.m4s', crypto.randomBytes(5000));
  await app.close();
  await database.close();

  const archive = path.join(work, 'real.tar.gz');
  const made = await npmRun('backup', ['--out', archive], source.env);
  expect(made.code, made.out).toBe(0);
  const unpacked = path.join(work, 'real');
  fs.mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
  const names = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  members = names.map((name) => ({ name, body: fs.readFileSync(path.join(unpacked, name)) }));
}, SPAWN_TIMEOUT);

let n = 0;
/** The real backup with `extra` after its database and before its media files. */
function tampered(extra: Member[]) {
  const at = members.findIndex((m) => m.name.startsWith('media/'));
  n += 1;
  const file = path.join(work, `tampered-${n}.tar.gz`);
  fs.writeFileSync(file, tarGz([...members.slice(0, at), ...extra, ...members.slice(at)]));
  return file;
}

describe(`restoring a tampered archive (${PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'restores the real backup as rewritten here, so what follows is refused for its added member only',
    async () => {
      const target = await site(false);
      const run = await npmRun('restore', [tampered([])], target.env);
      expect(run.code, run.out).toBe(0);
      expect(fs.readFileSync(path.join(target.dataDir, 'media/courses/cover.svg'), 'utf8')).toBe(
        '<svg/>',
      );
    },
    SPAWN_TIMEOUT,
  );

  const evil: [string, Member, string][] = [
    [
      'a link to a file of the system',
      { name: 'media/courses/passwd.svg', type: '2', linkName: '/etc/passwd' },
      'a symbolic link (to /etc/passwd)',
    ],
    [
      'a link to the auth secret',
      { name: 'media/courses/secret', type: '2', linkName: '../../auth-secret' },
      'a symbolic link (to ../../auth-secret)',
    ],
    [
      'a linked folder',
      { name: 'media/avatars', type: '2', linkName: '/srv/elsewhere' },
      'a symbolic link (to /srv/elsewhere)',
    ],
    [
      'a hard link',
      { name: 'media/courses/hard.svg', type: '1', linkName: 'auth-secret' },
      'a hard link (to auth-secret)',
    ],
    ['a character device', { name: 'media/courses/null', type: '3' }, 'a character device'],
    ['a block device', { name: 'media/courses/disk', type: '4' }, 'a block device'],
    ['a FIFO', { name: 'media/courses/pipe', type: '6' }, 'a FIFO'],
    [
      'a path out of its folder',
      { name: 'media/../../escaped.txt', body: 'x' },
      'a path that leads out of its folder',
    ],
    ['an absolute path', { name: path.join(work, 'escaped.txt'), body: 'x' }, 'an absolute path'],
  ];

  /**
   * Restores `archive` over a target holding one media file, as `npm run restore -- --force`
   * would: through the command for the first case (its exit code and what it prints), in this
   * process for the others (the same function, without a process start each).
   */
  async function refusedRestore(archive: string, viaCommand: boolean) {
    const target = await site(false);
    fs.mkdirSync(path.join(target.dataDir, 'media/courses'), { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, 'media/courses/kept.svg'), '<svg id="kept"/>');
    const before = snapshot(target.dataDir);
    let out: string;
    if (viaCommand) {
      const run = await npmRun('restore', [archive, '--force'], target.env);
      expect(run.code, run.out).toBe(EXIT.refused);
      out = run.out;
    } else {
      const err = await restore(loadConfig({ NODE_ENV: 'test', ...target.env }), archive, {
        force: true,
      }).then(
        () => expect.fail('restored a tampered archive'),
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(BackupError);
      expect((err as BackupError).exitCode).toBe(EXIT.refused);
      out = (err as BackupError).message;
    }
    expect(snapshot(target.dataDir)).toEqual(before);
    expect(fs.existsSync(path.join(work, 'escaped.txt'))).toBe(false);
    expect(fs.existsSync(path.join(target.dataDir, '..', 'escaped.txt'))).toBe(false);
    if (PG_URL) {
      const db = await target.open();
      try {
        expect(Object.keys((await dumpRows(db)).rows)).toEqual([]);
      } finally {
        await db.close();
      }
    }
    return out;
  }

  it.each(evil.map((e, i) => [...e, i === 0] as const))(
    'refuses an archive holding %s, naming it, and changes nothing even with --force',
    async (_what, member, kind, viaCommand) => {
      const out = await refusedRestore(tampered([member]), viaCommand);
      expect(out).toContain(`holds ${JSON.stringify(member.name)}, ${kind}`);
      expect(out).toMatch(/^Nothing was changed: /);
    },
    SPAWN_TIMEOUT,
  );

  it('refuses an archive whose media files differ from what its manifest counts', async () => {
    const target = await site(false);
    const archive = tampered([{ name: 'media/courses/extra.svg', body: '<svg/>' }]);
    await expect(restore(loadConfig({ NODE_ENV: 'test', ...target.env }), archive)).rejects.toThrow(
      /^Nothing was changed: the archive does not match its manifest: media: 3 files \(\d+ bytes\) in the archive, 2 \(\d+ bytes\)/,
    );
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
  });
});
