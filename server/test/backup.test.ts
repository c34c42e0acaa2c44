import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { manualClock } from '../src/lib/clock';
import { createExam, end, save, start, type TestExam } from '../src/modules/exams/exams.factories';
import { dumpFiles, dumpRows, expectSameRows, newSite, npmRun, type Site } from './backup-sites';
import { createUser } from './helper';

// `npm run backup` and `npm run restore`, spawned as an operator runs them, on the database this
// run uses: PGlite, or PostgreSQL when TEST_DATABASE_URL is set.

const PG_URL = process.env.TEST_DATABASE_URL;
const SPAWN_TIMEOUT = 120_000;

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));

async function appOn(site: Site, database: Database) {
  const config = loadConfig({
    NODE_ENV: 'test',
    JOBS: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    FAST_PASSWORD_HASH: '1',
    ...site.env,
  });
  const app = await buildApp(config, { database, clock, logger: false });
  await app.ready();
  return app;
}

type User = Awaited<ReturnType<typeof createUser>>;

/** One attempt: `right` correct answers then `wrong` wrong ones, ended after `seconds` unless 0. */
async function take(
  app: App,
  exam: TestExam,
  user: User,
  right: number,
  wrong: number,
  seconds: number,
) {
  const a = await start(app, user, exam.id);
  const answers = exam.questions.slice(0, right + wrong).map((q, i) => ({
    questionId: q.id,
    optionId: i < right ? q.correct : q.wrong,
    markedForReview: i % 3 === 0,
    seq: i + 1,
  }));
  expect((await save(app, user, a.attemptId, answers)).statusCode).toBe(200);
  clock.advance(seconds * 1000);
  if (seconds > 0) expect((await end(app, user, a.attemptId)).statusCode).toBe(200);
  return a.attemptId;
}

/** What learners see of their attempts: results (scores, ranks, review), histories, papers. */
async function seen(
  app: App,
  taken: { user: User; exam: TestExam; attemptId: string; ended: boolean }[],
) {
  const get = async (url: string, user: User) => {
    const res = await app.inject({ method: 'GET', url, headers: user.headers });
    expect(res.statusCode, url).toBe(200);
    return res.json() as unknown;
  };
  const views: Record<string, unknown> = {};
  for (const { user, exam, attemptId, ended } of taken) {
    const url = ended ? examUrl.result(attemptId) : examUrl.paper(exam.id, attemptId);
    views[`${user.email} ${url}`] = await get(url, user);
    views[`${user.email} history ${exam.id}`] = await get(examUrl.history(exam.id), user);
    views[`${user.email} course`] = await get(examUrl.byCourse(exam.courseId), user);
  }
  return views;
}

const sites: Site[] = [];
const site = async (migrated: boolean) => {
  const s = await newSite(migrated);
  sites.push(s);
  return s;
};
afterAll(async () => {
  for (const s of sites) await s.drop();
});

describe(`backup and restore (${PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let source: Site;
  let app: App;
  let database: Database;
  let taken: Parameters<typeof seen>[1];
  const archive = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-archive-')),
    'b.tar.gz',
  );

  beforeAll(async () => {
    source = await site(true);
    database = await source.open();
    app = await appOn(source, database);
    const a = await createExam(app, { sections: [4, 3] });
    const b = await createExam(app, { sections: [5], courseId: a.courseId });
    const users = [];
    for (let i = 0; i < 4; i += 1) users.push(await createUser(app, { name: `Learner ${i}` }));
    taken = [];
    const plan: [TestExam, number, number, number, number][] = [
      [a, 0, 5, 1, 300],
      [a, 1, 3, 3, 200],
      [a, 2, 5, 1, 250],
      [a, 3, 0, 2, 60],
      [a, 0, 7, 0, 100],
      [b, 1, 4, 1, 120],
      [b, 2, 2, 2, 90],
      [b, 3, 1, 0, 0],
    ];
    for (const [exam, u, right, wrong, seconds] of plan) {
      const user = users[u]!;
      const attemptId = await take(app, exam, user, right, wrong, seconds);
      taken.push({ user, exam, attemptId, ended: seconds > 0 });
    }
    await app.mediaStore.put(`avatars/${users[0]!.id}/photo.webp`, crypto.randomBytes(200_000));
    await app.mediaStore.put(
      'questions/backup-diagram.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
  }, SPAWN_TIMEOUT);
  afterAll(async () => {
    fs.rmSync(path.dirname(archive), { recursive: true, force: true });
    // Already closed when a test failed between closing and reopening them.
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
  });

  it.skipIf(PG_URL)(
    'refuses to copy the embedded database while the server holds it',
    async () => {
      const run = await npmRun('backup', ['--out', archive], source.env);
      expect(run.out).toMatch(/in use by process \d+ \(the server\?\)\. Stop the server/);
      expect(run.code).toBe(3);
      expect(fs.existsSync(archive)).toBe(false);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'restores into a fresh database and DATA_DIR every attempt, answer, result, row and file',
    async () => {
      const views = await seen(app, taken);
      expect(JSON.stringify(views)).toMatch(/"rank":1,"rankOf":4,/);
      const rows = await dumpRows(database);
      const files = dumpFiles(source.dataDir);
      expect(rows.rows['public.attempts']).toHaveLength(taken.length);
      expect(rows.rows['public.attempt_answers']!.length).toBeGreaterThan(20);
      expect(Object.keys(files)).toContain('media/questions/backup-diagram.svg');
      // PostgreSQL is backed up beside a running server; the embedded database only without one.
      if (!PG_URL) await app.close().then(() => database.close());

      const made = await npmRun('backup', ['--out', archive], source.env);
      expect(made.out).toMatch(
        /Backed up the .* \d+ tables, \d+ rows, migration \d{4}_\w+; \d+ media files/,
      );
      expect(made.code).toBe(0);

      const target = await site(false);
      const restored = await npmRun('restore', [archive], target.env);
      expect(restored.out).toMatch(/Restored the backup of .*each table's count checked/);
      expect(restored.code).toBe(0);

      const db2 = await target.open();
      const app2 = await appOn(target, db2);
      try {
        expectSameRows(await dumpRows(db2), rows);
        expect(await seen(app2, taken)).toEqual(views);
        expect(dumpFiles(target.dataDir)).toEqual(files);
      } finally {
        await app2.close();
        await db2.close();
      }

      const again = await npmRun('restore', [archive], target.env);
      expect(again.out).toMatch(/Nothing was changed: .* is not empty .*--force/s);
      expect(again.code).toBe(3);
      const forced = await npmRun('restore', [archive, '--force'], target.env);
      expect(forced.code, forced.out).toBe(0);
      const db3 = await target.open();
      try {
        expectSameRows(await dumpRows(db3), rows);
      } finally {
        await db3.close();
      }
      if (!PG_URL) {
        database = await source.open();
        app = await appOn(source, database);
      }
    },
    4 * SPAWN_TIMEOUT,
  );

  it(
    'refuses an archive of the other kind of database, and a file that is no backup',
    async () => {
      // The other kind: no DATABASE_URL for a PostgreSQL archive, one (never reached) for PGlite's.
      const other: Record<string, string> = { DATA_DIR: (await site(false)).dataDir };
      if (!PG_URL) other.DATABASE_URL = 'postgres://nobody@127.0.0.1:9/none';
      const mismatch = await npmRun('restore', [archive], other);
      expect(mismatch.out).toMatch(
        PG_URL
          ? /holds PostgreSQL, but this configuration uses the embedded database/
          : /holds the embedded database \(PGlite\), but this configuration uses PostgreSQL/,
      );
      expect(mismatch.code).toBe(3);
      const junk = path.join(path.dirname(archive), 'junk.tar.gz');
      fs.writeFileSync(junk, 'not an archive');
      const notBackup = await npmRun('restore', [junk], (await site(false)).env);
      expect(notBackup.out).toMatch(/is not a Pariksha backup/);
      expect(notBackup.code).toBe(2);
    },
    SPAWN_TIMEOUT,
  );
});
