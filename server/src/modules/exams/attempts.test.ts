import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { PaperResponseSchema } from '@pariksha/contracts/exams';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createExam, end, save, start, type TestExam } from './exams.factories';

let t: TestApp;
let exam: TestExam;
beforeAll(async () => {
  t = await buildTestApp();
  exam = await createExam(t.app, { durationMinutes: 20, sections: [3, 2] });
});
afterAll(() => t.close());

describe('starting an attempt', () => {
  it('starts with a deadline of start + duration by the server clock', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: examUrl.start(exam.id),
      headers: u.headers,
    });
    expect(res.statusCode).toBe(201);
    const a = res.json().data;
    expect(a.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.startedAt).toBe(t.clock.now().toISOString());
    expect(Date.parse(a.deadline) - Date.parse(a.startedAt)).toBe(1200_000);
  });

  it('returns the open attempt when started again', async () => {
    const u = await createUser(t.app);
    const first = await start(t.app, u, exam.id);
    t.clock.advance(5000);
    const res = await t.app.inject({
      method: 'POST',
      url: examUrl.start(exam.id),
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      attemptId: first.attemptId,
      deadline: first.deadline,
      created: false,
    });
  });

  it('gives concurrent starts of one learner the same attempt', async () => {
    const u = await createUser(t.app);
    const all = await Promise.all([1, 2, 3, 4].map(() => start(t.app, u, exam.id)));
    expect(new Set(all.map((a) => a.attemptId)).size).toBe(1);
  });

  it('ends the deadline at the window close when that comes first', async () => {
    const closesAt = new Date(t.clock.now().getTime() + 300_000);
    const windowed = await createExam(t.app, {
      durationMinutes: 60,
      opensAt: new Date(0).toISOString(),
      closesAt: closesAt.toISOString(),
    });
    const a = await start(t.app, await createUser(t.app), windowed.id);
    expect(a.deadline).toBe(closesAt.toISOString());
  });

  it('refuses before the window opens and after it closes', async () => {
    const now = t.clock.now().getTime();
    const windowed = await createExam(t.app, {
      opensAt: new Date(now + 60_000).toISOString(),
      closesAt: new Date(now + 120_000).toISOString(),
    });
    const u = await createUser(t.app);
    const url = examUrl.start(windowed.id);
    const early = await t.app.inject({ method: 'POST', url, headers: u.headers });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('EXAM_NOT_OPEN');

    t.clock.advance(60_000);
    const onTime = await t.app.inject({ method: 'POST', url, headers: u.headers });
    expect(onTime.statusCode).toBe(201);
    await end(t.app, u, onTime.json().data.attemptId);

    t.clock.advance(60_000);
    const late = await t.app.inject({
      method: 'POST',
      url,
      headers: (await createUser(t.app)).headers,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('EXAM_NOT_OPEN');
  });

  it('refuses a start past the attempt limit, counting expired attempts too', async () => {
    const limited = await createExam(t.app, { maxAttempts: 2, durationMinutes: 1 });
    const u = await createUser(t.app);
    const first = await start(t.app, u, limited.id);
    await end(t.app, u, first.attemptId);
    await start(t.app, u, limited.id);
    t.clock.advance(60_000 + 16_000); // the second one expires unattended
    const res = await t.app.inject({
      method: 'POST',
      url: examUrl.start(limited.id),
      headers: u.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ATTEMPT_LIMIT_REACHED');
    const exam = await t.app.inject({
      method: 'GET',
      url: examUrl.exam(limited.id),
      headers: u.headers,
    });
    expect(exam.json().data).toMatchObject({ attemptsUsed: 2, maxAttempts: 2 });
  });

  it('answers 404 for an unknown exam and 401 without a session', async () => {
    const u = await createUser(t.app);
    const missing = await t.app.inject({
      method: 'POST',
      url: examUrl.start(999999),
      headers: u.headers,
    });
    expect(missing.statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'POST', url: examUrl.start(exam.id) });
    expect(anon.statusCode).toBe(401);
  });
});

describe("another learner's attempt", () => {
  it('is not found on every call', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const a = await start(t.app, owner, exam.id);
    const q = exam.questions[0]!;
    const calls = [
      t.app.inject({
        method: 'GET',
        url: examUrl.paper(exam.id, a.attemptId),
        headers: other.headers,
      }),
      t.app.inject({
        method: 'GET',
        url: examUrl.time(a.attemptId),
        headers: other.headers,
      }),
      save(t.app, other, a.attemptId, [{ questionId: q.id, optionId: q.correct, seq: 1 }]),
      end(t.app, other, a.attemptId),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    await end(t.app, owner, a.attemptId);
    const result = await t.app.inject({
      method: 'GET',
      url: examUrl.result(a.attemptId),
      headers: other.headers,
    });
    expect(result.statusCode).toBe(404);
  });

  it('is not found under another exam id either', async () => {
    const u = await createUser(t.app);
    const a = await start(t.app, u, exam.id);
    const other = await createExam(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: examUrl.paper(other.id, a.attemptId),
      headers: u.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('paper and time', () => {
  it('gives the questions in order with their sections, and the server time', async () => {
    const u = await createUser(t.app);
    const a = await start(t.app, u, exam.id);
    t.clock.advance(100_500);
    const paper = (
      await t.app.inject({
        method: 'GET',
        url: examUrl.paper(exam.id, a.attemptId),
        headers: u.headers,
      })
    ).json().data;
    expect(paper.questions.map((q: { id: number }) => q.id)).toEqual(
      exam.questions.map((q) => q.id),
    );
    expect(paper.questions.map((q: { section: string }) => q.section)).toEqual([
      'Section 1',
      'Section 1',
      'Section 1',
      'Section 2',
      'Section 2',
    ]);
    expect(paper.questions[0].options).toHaveLength(4);
    expect(paper.remainingSeconds).toBe(1099);
    const time = (
      await t.app.inject({
        method: 'GET',
        url: examUrl.time(a.attemptId),
        headers: u.headers,
      })
    ).json().data;
    expect(time).toMatchObject({
      serverNow: t.clock.now().toISOString(),
      remainingSeconds: 1099,
      status: 'in_progress',
      deadline: a.deadline,
    });
  });

  it('is gzipped for a client that takes gzip, the same bytes once unzipped', async () => {
    const u = await createUser(t.app);
    const a = await start(t.app, u, exam.id);
    const q = exam.questions[1]!;
    await save(t.app, u, a.attemptId, [{ questionId: q.id, optionId: q.correct, seq: 1 }]);
    const paper = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: examUrl.paper(exam.id, a.attemptId),
        headers: { ...u.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await paper();
    const zipped = await paper('gzip, deflate, br, zstd');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    // What the route declares is what it sends: the contract's schema keeps every field.
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(PaperResponseSchema.parse(plain.json())).toEqual(plain.json());
    expect(plain.json().data.answers).toEqual([
      { questionId: q.id, optionId: q.correct, markedForReview: false, seq: 1 },
    ]);
    const refused = await paper('br, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('refuses an attempt id that is not a UUID with 400 naming the field', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/examTimeCalculation/123',
      headers: u.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('attemptId');
  });
});
