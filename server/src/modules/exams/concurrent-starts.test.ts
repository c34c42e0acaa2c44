import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import {
  PaperResponseSchema,
  SaveAnswersResponseSchema,
  StartAttemptResponseSchema,
} from '@pariksha/contracts/exams';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { createExam, end, save, type TestExam } from './exams.factories';

let t: TestApp;
let exam: TestExam;
beforeAll(async () => {
  t = await buildTestApp();
  exam = await createExam(t.app, { durationMinutes: 15, sections: [3, 2], malayalam: true });
});
afterAll(() => t.close());

const startReq = (headers: Record<string, string>, examId = exam.id) =>
  t.app.inject({ method: 'POST', url: examUrl.start(examId), headers });
const paperReq = (headers: Record<string, string>, attemptId: string) =>
  t.app.inject({
    method: 'GET',
    url: examUrl.paper(exam.id, attemptId),
    headers,
  });

describe('many learners starting at once', () => {
  it('gives each their own attempt, written before it is acknowledged', async () => {
    const users = await Promise.all(Array.from({ length: 25 }, () => createUser(t.app)));
    const replies = await Promise.all(users.map((u) => startReq(u.headers)));
    for (const r of replies) expect(r.statusCode, r.body).toBe(201);
    const started = replies.map((r) => StartAttemptResponseSchema.parse(r.json()).data);
    expect(new Set(started.map((a) => a.attemptId)).size).toBe(25);
    const rows = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from attempts
          where id = any(${`{${started.map((a) => a.attemptId).join(',')}}`}::uuid[])
            and status = 'in_progress'`,
    );
    expect(rows[0]!.n).toBe(25);

    // Each opens the paper at once: the contract's shape, their own attempt, nothing answered.
    const papers = await Promise.all(
      users.map((u, i) => paperReq(u.headers, started[i]!.attemptId)),
    );
    papers.forEach((p, i) => {
      expect(p.statusCode, p.body).toBe(200);
      const paper = PaperResponseSchema.parse(p.json()).data;
      expect(paper).toMatchObject({ attemptId: started[i]!.attemptId, status: 'in_progress' });
      expect(paper.questions).toHaveLength(5);
      expect(paper.answers).toEqual([]);
    });
  });

  it('serves every later paper with the answers saved so far', async () => {
    const u = await createUser(t.app);
    const a = StartAttemptResponseSchema.parse((await startReq(u.headers)).json()).data;
    const q = exam.questions;
    const saved = await save(t.app, u, a.attemptId, [
      { questionId: q[1]!.id, optionId: q[1]!.correct, seq: 3, markedForReview: true },
    ]);
    expect(SaveAnswersResponseSchema.parse(saved.json()).data.saved).toBe(1);
    for (let i = 0; i < 2; i++) {
      const paper = PaperResponseSchema.parse((await paperReq(u.headers, a.attemptId)).json()).data;
      expect(paper.answers).toEqual([
        { questionId: q[1]!.id, optionId: q[1]!.correct, markedForReview: true, seq: 3 },
      ]);
    }
    // Someone else's attempt stays "not found", even right after it was created.
    const other = await createUser(t.app);
    const b = StartAttemptResponseSchema.parse((await startReq(other.headers)).json()).data;
    expect((await paperReq(u.headers, b.attemptId)).statusCode).toBe(404);
    expect((await paperReq(other.headers, b.attemptId)).statusCode).toBe(200);
  });

  it('holds to the attempt limit when one learner starts many times at once', async () => {
    const limited = await createExam(t.app, { maxAttempts: 1 });
    const u = await createUser(t.app);
    const first = await Promise.all([1, 2, 3, 4].map(() => startReq(u.headers, limited.id)));
    const ids = first.map((r) => r.json().data.attemptId as string);
    expect(new Set(ids).size).toBe(1);
    expect(first.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect((await end(t.app, u, ids[0]!)).statusCode).toBe(200);
    const again = await Promise.all([1, 2, 3].map(() => startReq(u.headers, limited.id)));
    for (const r of again) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('ATTEMPT_LIMIT_REACHED');
    }
  });
});
