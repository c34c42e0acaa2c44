import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createExam, end, save, start, type TestExam } from '../src/modules/exams/exams.factories';
import { buildTestApp, createUser, type TestApp } from './helper';

/*
 * The database goes away for a while (stopped, restarting, failing over) and comes back: every
 * request meanwhile is answered 503 with Retry-After, never 500; health says not ready; the app
 * recovers by itself; no acknowledged answer is lost. The way to PostgreSQL runs through a
 * proxy the test cuts: open connections are dropped and new ones refused, as when the server
 * stops. Needs PostgreSQL (TEST_DATABASE_URL: the server-pg step of `npm test`).
 */

const url = process.env.TEST_DATABASE_URL;

/** A TCP proxy to `target` that can be cut (connections dropped, new ones refused) and mended. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen();
  return {
    through: (u: string) => {
      const routed = new URL(u);
      routed.hostname = '127.0.0.1';
      routed.port = String(port);
      return routed.toString();
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    mend: () => listen(port),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.skipIf(!url)('while the database is away', () => {
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let t: TestApp;
  let exam: TestExam;
  let learner: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    proxy = await cuttableProxy(new URL(url!));
    t = await buildTestApp({}, undefined, { through: proxy.through });
    exam = await createExam(t.app, { sections: [4] });
    learner = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After, says not ready, and recovers with every acknowledged answer', async () => {
    const q = exam.questions;
    const { attemptId } = await start(t.app, learner, exam.id);
    expect(
      (
        await save(t.app, learner, attemptId, [
          { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
        ])
      ).statusCode,
    ).toBe(200);

    await proxy.cut();
    const refused = [
      await save(t.app, learner, attemptId, [
        { questionId: q[1]!.id, optionId: q[1]!.correct, seq: 2 },
      ]),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: learner.email, password: learner.password },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    }

    await proxy.mend();
    // The learner's answer queue sends the refused answer again: now it is kept.
    const again = await save(t.app, learner, attemptId, [
      { questionId: q[1]!.id, optionId: q[1]!.correct, seq: 2 },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await end(t.app, learner, attemptId)).statusCode).toBe(200);
    const kept = await queryRows<{ question_id: number }>(
      t.app.database.db,
      sql`select question_id from attempt_answers where attempt_id = ${attemptId}::uuid order by question_id`,
    );
    expect(kept.map((r) => r.question_id)).toEqual([q[0]!.id, q[1]!.id].sort((a, b) => a - b));
  });
});
