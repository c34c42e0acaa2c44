import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { createExam, end, save, start, type TestExam } from './exams.factories';

let t: TestApp;
let exam: TestExam;
beforeAll(async () => {
  t = await buildTestApp();
  exam = await createExam(t.app, { durationMinutes: 5, sections: [4] });
});
afterAll(() => t.close());

const statusInDb = async (id: string) =>
  (
    await queryRows<{ status: string; correct: number | null }>(
      t.app.db,
      sql`select status, correct from attempts where id = ${id}::uuid`,
    )
  )[0];

async function answeredAttempt() {
  const user = await createUser(t.app);
  const a = await start(t.app, user, exam.id);
  const q = exam.questions;
  await save(t.app, user, a.attemptId, [
    { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
    { questionId: q[1]!.id, optionId: q[1]!.wrong, seq: 2 },
  ]);
  return { user, a };
}

describe('expiry', () => {
  it('closes an overdue attempt on the next read, counting answers saved in time', async () => {
    const { user, a } = await answeredAttempt();
    t.clock.set(new Date(Date.parse(a.deadline) + 10_000));
    const during = await t.app.inject({
      method: 'GET',
      url: examUrl.time(a.attemptId),
      headers: user.headers,
    });
    expect(during.json().data).toMatchObject({ status: 'in_progress', remainingSeconds: 0 });

    t.clock.set(new Date(Date.parse(a.deadline) + 16_000));
    expect((await statusInDb(a.attemptId))!.status).toBe('in_progress');
    const time = await t.app.inject({
      method: 'GET',
      url: examUrl.time(a.attemptId),
      headers: user.headers,
    });
    expect(time.json().data).toMatchObject({ status: 'expired', remainingSeconds: 0 });
    expect(await statusInDb(a.attemptId)).toEqual({ status: 'expired', correct: 1 });
  });

  it("closes overdue attempts on the learner's list reads too", async () => {
    const { user, a } = await answeredAttempt();
    t.clock.set(new Date(Date.parse(a.deadline) + 20_000));
    const done = await t.app.inject({
      method: 'GET',
      url: examUrl.completed(),
      headers: user.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.map((d: { attemptId: string }) => d.attemptId)).toEqual([a.attemptId]);
    expect(done.json().data[0]).toMatchObject({
      status: 'expired',
      correct: 1,
      wrong: 1,
      timeTakenSeconds: 300,
    });
  });

  it('is done by the sweep without any read, and leaves attempts in their grace alone', async () => {
    const overdue = await answeredAttempt();
    t.clock.advance(60_000);
    const fresh = await answeredAttempt();
    t.clock.set(new Date(Date.parse(overdue.a.deadline) + 15_001));
    const inGrace = await answeredAttempt();
    t.clock.set(new Date(Date.parse(inGrace.a.deadline) + 5_000));
    // now: `overdue` and `fresh` are past deadline + grace; `inGrace` is 5 s past its deadline
    const closed = await t.app.examEngine.sweep();
    expect(closed).toBeGreaterThanOrEqual(2);
    expect(await statusInDb(overdue.a.attemptId)).toEqual({ status: 'expired', correct: 1 });
    expect(await statusInDb(fresh.a.attemptId)).toEqual({ status: 'expired', correct: 1 });
    expect((await statusInDb(inGrace.a.attemptId))!.status).toBe('in_progress');
  });

  it('ends an attempt after the grace as expired, with the time capped at the duration', async () => {
    const { user, a } = await answeredAttempt();
    t.clock.set(new Date(Date.parse(a.deadline) + 60_000));
    const res = await end(t.app, user, a.attemptId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'expired',
      timeTakenSeconds: 300,
      endedAt: a.deadline,
    });
  });
});

describe('ending', () => {
  it('is idempotent: a second end returns the same result', async () => {
    const { user, a } = await answeredAttempt();
    t.clock.advance(42_000);
    const first = await end(t.app, user, a.attemptId);
    t.clock.advance(30_000);
    const second = await end(t.app, user, a.attemptId);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().data).toMatchObject({
      status: 'submitted',
      correct: 1,
      wrong: 1,
      unanswered: 2,
      timeTakenSeconds: 42,
    });
  });

  it('answers 409 for the result of an attempt still in progress', async () => {
    const { user, a } = await answeredAttempt();
    const res = await t.app.inject({
      method: 'GET',
      url: examUrl.result(a.attemptId),
      headers: user.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});
