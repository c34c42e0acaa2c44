import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { examUrl, OpenAttemptsResponseSchema } from '@pariksha/contracts/exams';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createCourse, createExam, end, start } from './exams.factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;

async function openAttempts(user: User) {
  const res = await t.app.inject({
    method: 'GET',
    url: examUrl.openAttempts(),
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return OpenAttemptsResponseSchema.parse(res.json()).data;
}

describe('GET openAttempts', () => {
  it("lists the learner's running attempts, soonest deadline first, with what resuming needs", async () => {
    const course = await createCourse(t.app);
    const long = await createExam(t.app, { courseId: course.id, title: 'Long test' });
    const short = await createExam(t.app, {
      courseId: course.id,
      title: 'Short test',
      durationMinutes: 5,
    });
    const learner = await createUser(t.app);
    expect((await openAttempts(learner)).attempts).toEqual([]);

    const a = await start(t.app, learner, long.id);
    const b = await start(t.app, learner, short.id);
    const open = await openAttempts(learner);
    expect(open.serverNow).toBe(t.clock.now().toISOString());
    expect(open.attempts).toEqual([
      {
        attemptId: b.attemptId,
        examId: short.id,
        courseId: course.id,
        kind: 'mock',
        practiceMode: null,
        examTitle: 'Short test',
        deadline: b.deadline,
      },
      {
        attemptId: a.attemptId,
        examId: long.id,
        courseId: course.id,
        kind: 'mock',
        practiceMode: null,
        examTitle: 'Long test',
        deadline: a.deadline,
      },
    ]);
  });

  it('leaves out submitted attempts and those past their deadline', async () => {
    const ended = await createExam(t.app, { durationMinutes: 30 });
    const lapsing = await createExam(t.app, { durationMinutes: 5 });
    const running = await createExam(t.app, { durationMinutes: 30 });
    const learner = await createUser(t.app);
    const submitted = await start(t.app, learner, ended.id);
    expect((await end(t.app, learner, submitted.attemptId)).statusCode).toBe(200);
    await start(t.app, learner, lapsing.id);
    const kept = await start(t.app, learner, running.id);

    t.clock.advance(5 * 60 * 1000);
    expect((await openAttempts(learner)).attempts.map((x) => x.attemptId)).toEqual([
      kept.attemptId,
    ]);
  });

  it("never lists another learner's attempt", async () => {
    const exam = await createExam(t.app);
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await start(t.app, owner, exam.id);
    expect((await openAttempts(other)).attempts).toEqual([]);
    expect((await openAttempts(owner)).attempts).toHaveLength(1);
  });

  it('answers 401 signed out, and to a revoked session', async () => {
    const learner = await createUser(t.app);
    const signedOut = await t.app.inject({ method: 'GET', url: examUrl.openAttempts() });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('UNAUTHENTICATED');

    const out = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signOut,
      headers: { ...learner.headers, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'GET',
      url: examUrl.openAttempts(),
      headers: learner.headers,
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('UNAUTHENTICATED');
  });
});
