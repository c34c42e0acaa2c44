import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { feedbackStaffUrl, feedbackUrl } from '@pariksha/contracts/feedback';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createStaff } from '../admin/admin.factories';
import { auditOf } from '../enrolment/enrolment.factories';
import { createExam, end, start, type TestExam } from './exams.factories';

// Doubts and reported errors on a question (decision 026): from learners who met the question,
// once of each kind, answered and decided by staff; answered doubts show under the explanation.

let t: TestApp;
let exam: TestExam;
let asker: Awaited<ReturnType<typeof createUser>>;
let teacher: Awaited<ReturnType<typeof createStaff>>;
const HOUR = 60 * 60 * 1000;

/** A learner who has taken `e` and ended it. */
async function takerOf(e: TestExam) {
  const learner = await createUser(t.app);
  const { attemptId } = await start(t.app, learner, e.id);
  await end(t.app, learner, attemptId);
  return { ...learner, attemptId };
}

beforeAll(async () => {
  t = await buildTestApp();
  exam = await createExam(t.app, { sections: [3] });
  asker = await takerOf(exam);
  teacher = await createStaff(t.app, 'teacher');
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const send = (who: Who, questionId: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: feedbackUrl.question(questionId),
    headers: who.headers,
    payload: body,
  });
const read = (who: Who, questionId: number) =>
  t.app.inject({ method: 'GET', url: feedbackUrl.question(questionId), headers: who.headers });

describe('a learner', () => {
  it('asks about a question once, and reports each kind of error once', async () => {
    const q = exam.questions[0]!.id;
    const doubt = await send(asker, q, {
      kind: 'doubt',
      text: 'Why not option B?\nIt says so in the book.',
    });
    expect(doubt.statusCode, doubt.body).toBe(201);
    expect(doubt.json().data).toMatchObject({ kind: 'doubt', status: 'open', answer: null });
    const again = await send(asker, q, { kind: 'doubt', text: 'Another try' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already asked/);
    expect(
      (await send(asker, q, { kind: 'wrong_key', text: 'The key should be C' })).statusCode,
    ).toBe(201);

    for (const bad of [
      { kind: 'wrong_translation', text: 'Malayalam differs' },
      { kind: 'doubt', text: 'x', language: 'ml' },
      { kind: 'doubt', text: '   ' },
      { kind: 'doubt', text: 'a'.repeat(1001) },
      { kind: 'doubt', text: 'bell\u0007' },
      { kind: 'praise', text: 'Nice' },
    ]) {
      const res = await send(asker, exam.questions[1]!.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const translation = await send(asker, q, {
      kind: 'wrong_translation',
      text: 'The Malayalam option C is not the English one',
      language: 'ml',
    });
    expect(translation.json().data.language).toBe('ml');
    const mine = (await read(asker, q)).json().data.mine as { kind: string }[];
    expect(mine.map((m) => m.kind).sort()).toEqual(['doubt', 'wrong_key', 'wrong_translation']);
  });

  it('cannot talk about a question never met, or one whose key a test still keeps', async () => {
    const other = await createExam(t.app, { sections: [1] });
    expect(
      (await send(asker, other.questions[0]!.id, { kind: 'doubt', text: 'Hm' })).statusCode,
    ).toBe(404);
    expect((await read(asker, other.questions[0]!.id)).statusCode).toBe(404);

    const now = t.clock.now();
    const scheduled = await createExam(t.app, {
      sections: [1],
      opensAt: new Date(now.getTime() - HOUR).toISOString(),
      closesAt: new Date(now.getTime() + HOUR).toISOString(),
    });
    const sitter = await takerOf(scheduled);
    const q = scheduled.questions[0]!.id;
    expect((await send(sitter, q, { kind: 'wrong_key', text: 'Key is wrong' })).statusCode).toBe(
      404,
    );
    t.clock.advance(2 * HOUR);
    expect((await send(sitter, q, { kind: 'wrong_key', text: 'Key is wrong' })).statusCode).toBe(
      201,
    );
  });
});

describe('staff', () => {
  it('see feedback grouped by question, answer doubts for everyone and decide reports', async () => {
    const q = exam.questions[0]!.id;
    const second = await takerOf(exam);
    await send(second, q, { kind: 'doubt', text: 'Is the year right?' });

    const asLearner = await t.app.inject({
      method: 'GET',
      url: feedbackStaffUrl.feedback(),
      headers: asker.headers,
    });
    expect(asLearner.statusCode).toBe(403);
    const page = await t.app.inject({
      method: 'GET',
      url: feedbackStaffUrl.feedback({ status: 'open' }),
      headers: teacher.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const group = (
      page.json().data as {
        question: { id: number };
        counts: object;
        items: { id: number; kind: string; learnerName: string }[];
      }[]
    ).find((g) => g.question.id === q)!;
    expect(group.counts).toEqual({
      doubt: 2,
      wrong_key: 1,
      wrong_wording: 0,
      wrong_translation: 1,
    });
    expect(group.items[0]!.learnerName).toBe('Test Learner');

    const doubt = group.items.find((i) => i.kind === 'doubt')!;
    const report = group.items.find((i) => i.kind === 'wrong_key')!;
    const decide = (id: number, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: feedbackStaffUrl.item(id),
        headers: teacher.headers,
        payload: body,
      });
    expect((await decide(doubt.id, { status: 'accepted', answer: 'Yes' })).statusCode).toBe(400);
    expect((await decide(report.id, { status: 'answered', answer: 'Yes' })).statusCode).toBe(400);
    const answered = await decide(doubt.id, {
      status: 'answered',
      answer: 'B names the wrong year.',
    });
    expect(answered.json().data).toMatchObject({
      status: 'answered',
      answer: 'B names the wrong year.',
    });
    const rejected = await decide(report.id, {
      status: 'rejected',
      answer: 'The key is right: see p. 12.',
    });
    expect(rejected.json().data.status).toBe('rejected');
    expect((await auditOf(t.app, 'question')).map((a) => a.action)).toEqual([
      'answer-doubt',
      'decide-report',
    ]);

    // Every learner who met the question reads the answer; the reply to a report, only its sender.
    const other = await takerOf(exam);
    const seen = (await read(other, q)).json().data;
    expect(seen.mine).toEqual([]);
    // Newest first in the console: the second learner's doubt was the one answered.
    expect(seen.answered).toEqual([
      expect.objectContaining({ text: 'Is the year right?', answer: 'B names the wrong year.' }),
    ]);
    const review = (
      await t.app.inject({
        method: 'GET',
        url: examUrl.result(other.attemptId),
        headers: other.headers,
      })
    ).json().data.review as { questionId: number; doubts: { answer: string }[] }[];
    expect(review.find((r) => r.questionId === q)!.doubts.map((d) => d.answer)).toEqual([
      'B names the wrong year.',
    ]);
    const sender = (await read(asker, q)).json().data.mine as {
      kind: string;
      status: string;
      answer: string;
    }[];
    expect(sender.find((m) => m.kind === 'wrong_key')).toMatchObject({
      status: 'rejected',
      answer: 'The key is right: see p. 12.',
    });
    // The sender's review shows what they sent with its status and reply; no one else's does.
    const reviewOf = async (who: Who & { attemptId?: string }) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: examUrl.result(who.attemptId!),
            headers: who.headers,
          })
        ).json().data.review as {
          questionId: number;
          myFeedback: { kind: string; status: string; answer: string | null }[];
        }[]
      ).find((r) => r.questionId === q)!.myFeedback;
    expect((await reviewOf(asker)).map((m) => [m.kind, m.status, m.answer]).sort()).toEqual([
      ['doubt', 'open', null],
      ['wrong_key', 'rejected', 'The key is right: see p. 12.'],
      ['wrong_translation', 'open', null],
    ]);
    expect(await reviewOf(other)).toEqual([]);
  });
});
