import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { queryRows } from '../src/db/client';
import { createExam, end, save, start, type TestExam } from '../src/modules/exams/exams.factories';
import { freePort } from './free-port';
import { buildTestApp, createUser, type TestApp } from './helper';

/*
 * The database goes away for a few seconds (stopped, restarting, failing over) in the middle of
 * an answer-save load and comes back: every request meanwhile is answered 503 with Retry-After,
 * never 500; health says not ready; the app recovers by itself; no acknowledged answer is lost.
 * The way to PostgreSQL runs through a proxy the test cuts: open connections are dropped and new
 * ones refused, as when the server stops. Needs PostgreSQL (TEST_DATABASE_URL: the server-pg
 * step of `npm test`).
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
  // Listened on again once mended, so a port no outgoing connection can take meanwhile.
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
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
    mend: listen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const LEARNERS = 30;
const QUESTIONS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)('while the database is away', () => {
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let t: TestApp;
  let exam: TestExam;

  beforeAll(async () => {
    proxy = await cuttableProxy(new URL(url!));
    t = await buildTestApp({}, undefined, { through: proxy.through });
    exam = await createExam(t.app, { sections: [QUESTIONS] });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After mid-load, says not ready, recovers, and keeps every acknowledged answer', async () => {
    const q = exam.questions;
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, async () => {
        const user = await createUser(t.app);
        const { attemptId } = await start(t.app, user, exam.id);
        return {
          user,
          attemptId,
          seq: 0,
          acked: new Map<number, { seq: number; optionId: number }>(),
        };
      }),
    );
    const statuses = new Map<number, number>();
    let running = true;

    // Each learner saves as the exam screen does: one answer at a time, a refused save sent again
    // (here after 100 ms, not the 5 s of Retry-After, to keep the test short) until acknowledged.
    const load = learners.map(async (l, n) => {
      while (running) {
        const question = q[(l.seq + n) % QUESTIONS]!;
        const answer = {
          questionId: question.id,
          optionId: question.options[l.seq % 4]!,
          seq: ++l.seq,
        };
        for (;;) {
          const res = await save(t.app, l.user, l.attemptId, [answer]);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode === 200) break;
          expect(res.statusCode, res.body).toBe(503);
          expect(res.headers['retry-after']).toBe('5');
          await sleep(100);
        }
        l.acked.set(answer.questionId, answer);
        await sleep(20);
      }
    });

    await sleep(1_000);
    await proxy.cut();
    await sleep(500);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().error.details).toEqual({ ready: false, reason: 'database' });
    const learner = learners[0]!.user;
    const signIn = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signIn,
      headers: { origin: 'http://localhost:3000' },
      payload: { email: learner.email, password: learner.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(503);
    expect(signIn.json().error.code).toBe('SERVICE_UNAVAILABLE');
    await sleep(2_500);

    await proxy.mend();
    const mended = Date.now();
    while ((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode !== 200)
      await sleep(100);
    const recoveredMs = Date.now() - mended;
    await sleep(1_000);
    running = false;
    await Promise.all(load);

    let compared = 0;
    for (const l of learners) {
      expect((await end(t.app, l.user, l.attemptId)).statusCode).toBe(200);
      const stored = await queryRows<{ question_id: number; option_id: number; seq: number }>(
        t.app.database.db,
        sql`select question_id, option_id, seq::int as seq from attempt_answers where attempt_id = ${l.attemptId}::uuid`,
      );
      const byQuestion = new Map(stored.map((r) => [r.question_id, r]));
      for (const [questionId, a] of l.acked) {
        expect(
          byQuestion.get(questionId),
          `attempt ${l.attemptId} question ${questionId}`,
        ).toMatchObject({
          option_id: a.optionId,
          seq: a.seq,
        });
        compared += 1;
      }
    }
    const refused = statuses.get(503) ?? 0;
    console.log(
      `database away 3 s under ${LEARNERS} learners: ${statuses.get(200)} saves acknowledged, ${refused} answered 503 and sent again, ready ${recoveredMs} ms after it came back; ${compared} answers (each question's newest acknowledged) compared with the database, 0 lost`,
    );
    expect(refused).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
  });
});
