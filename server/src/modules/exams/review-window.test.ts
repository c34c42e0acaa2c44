import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { ANSWER_GRACE_SECONDS } from '@pariksha/contracts/exams';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createExam, end, save, start, type TestExam } from './exams.factories';

/*
 * A scheduled test's key stays with the server until its window has closed: a learner who has
 * handed in early sees the score and the figures, but no correct option and no explanation that
 * could be passed on to someone still sitting the test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;
const HOUR = 3600_000;

/** Two right, two wrong, one left out; handed in after 90 s. */
async function take(exam: TestExam, user: User) {
  const a = await start(t.app, user, exam.id);
  const q = exam.questions;
  const answers = [
    { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
    { questionId: q[1]!.id, optionId: q[1]!.correct, seq: 2 },
    { questionId: q[2]!.id, optionId: q[2]!.wrong, seq: 3 },
    { questionId: q[3]!.id, optionId: q[3]!.wrong, seq: 4 },
  ];
  expect((await save(t.app, user, a.attemptId, answers)).statusCode).toBe(200);
  t.clock.advance(90_000);
  const ended = await end(t.app, user, a.attemptId);
  expect(ended.statusCode).toBe(200);
  return { attemptId: a.attemptId, endBody: ended.body };
}

async function get(user: User, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.body;
}

const resultUrl = (attemptId: string) => examUrl.result(attemptId);

type Review = {
  questionId: number;
  options: { id: number }[];
  chosenOptionId: number | null;
  correctOptionId: number | null;
  outcome: string | null;
  explanation: string | null;
  explanationMl: string | null;
};

/** No trace of the key in a response's bytes: no explanation, no correct option, no outcome. */
function expectNoKey(body: string, name: string) {
  expect(body, name).not.toContain('SECRET-EXPLANATION');
  expect(body, name).not.toMatch(/"correctOptionId":\s*\d/);
  expect(body, name).not.toMatch(/"outcome":\s*"/);
  expect(body, name).not.toMatch(/"isCorrect"/);
}

describe('the review of a scheduled test', () => {
  let exam: TestExam;
  let closesAt: Date;
  let learner: User;
  let attemptId: string;
  let endBody: string;

  beforeAll(async () => {
    const now = t.clock.now().getTime();
    closesAt = new Date(now + 2 * HOUR);
    exam = await createExam(t.app, {
      sections: [3, 2],
      malayalam: true,
      opensAt: new Date(now - HOUR).toISOString(),
      closesAt: closesAt.toISOString(),
    });
    learner = await createUser(t.app);
    ({ attemptId, endBody } = await take(exam, learner));
  });

  it('gives the score and every figure at once, but no correct option or explanation', async () => {
    const body = await get(learner, resultUrl(attemptId));
    expectNoKey(body, 'result');
    const r = JSON.parse(body).data;
    expect(r).toMatchObject({
      attemptId,
      score: 1.33,
      maxScore: 5,
      correct: 2,
      wrong: 2,
      unanswered: 1,
      timeTakenSeconds: 90,
      rank: 1,
      rankOf: 1,
      percentile: 100,
      reviewAvailableAt: new Date(closesAt.getTime() + ANSWER_GRACE_SECONDS * 1000).toISOString(),
    });
    expect(r.sections).toEqual([
      expect.objectContaining({ questionCount: 3, correct: 2, wrong: 1, unanswered: 0 }),
      expect.objectContaining({ questionCount: 2, correct: 0, wrong: 1, unanswered: 1 }),
    ]);
    const q = exam.questions;
    // The learner's own choices stay; the options keep the paper's order.
    expect(
      r.review.map((x: Review) => [x.questionId, x.chosenOptionId, x.options.map((o) => o.id)]),
    ).toEqual(
      q.map((x, i) => [x.id, [x.correct, x.correct, x.wrong, x.wrong][i] ?? null, x.options]),
    );
    for (const item of r.review as Review[]) {
      expect(item).toMatchObject({
        correctOptionId: null,
        outcome: null,
        explanation: null,
        explanationMl: null,
      });
    }
  });

  it('is in no other response while the window is open: end, exam, list, history, paper, time', async () => {
    const finished = await end(t.app, learner, attemptId);
    const bodies: [string, string][] = [
      ['end', endBody],
      ['end again', finished.body],
      ['exam', await get(learner, examUrl.exam(exam.id))],
      ['list', await get(learner, examUrl.byCourse(exam.courseId))],
      ['history', await get(learner, examUrl.history(exam.id))],
      ['completed', await get(learner, examUrl.completed())],
      ['paper', await get(learner, examUrl.paper(exam.id, attemptId))],
      ['time', await get(learner, examUrl.time(attemptId))],
    ];
    for (const [name, body] of bodies) {
      expectNoKey(body, name);
      expect(body, name).not.toMatch(/"(correctOptionId|explanation|explanationMl)"/);
    }
  });

  it('allows one attempt, so a second score cannot tell what the first got right', async () => {
    const shown = JSON.parse(await get(learner, examUrl.exam(exam.id))).data;
    expect(shown.maxAttempts).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: examUrl.start(exam.id),
      headers: learner.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ATTEMPT_LIMIT_REACHED');
  });

  it('stays closed while late saves of the last attempts are still accepted', async () => {
    t.clock.set(closesAt);
    expectNoKey(await get(learner, resultUrl(attemptId)), 'at the close');
    t.clock.set(new Date(closesAt.getTime() + ANSWER_GRACE_SECONDS * 1000 - 1));
    expectNoKey(await get(learner, resultUrl(attemptId)), 'in the grace');
  });

  it('opens in full once the window has closed', async () => {
    t.clock.set(new Date(closesAt.getTime() + ANSWER_GRACE_SECONDS * 1000));
    const r = JSON.parse(await get(learner, resultUrl(attemptId))).data;
    const q = exam.questions;
    expect(r.reviewAvailableAt).toBeNull();
    expect(r.score).toBe(1.33);
    expect(r.review.map((x: Review) => x.outcome)).toEqual([
      'correct',
      'correct',
      'wrong',
      'wrong',
      'unanswered',
    ]);
    expect(r.review[2]).toMatchObject({
      chosenOptionId: q[2]!.wrong,
      correctOptionId: q[2]!.correct,
      explanation: 'SECRET-EXPLANATION-3',
      explanationMl: 'SECRET-EXPLANATION-ML-3',
    });
  });
});

describe('the review of a practice test (no window)', () => {
  it('is there in full as soon as the attempt is handed in', async () => {
    const exam = await createExam(t.app, { sections: [5] });
    const learner = await createUser(t.app);
    const { attemptId } = await take(exam, learner);
    const r = JSON.parse(await get(learner, resultUrl(attemptId))).data;
    expect(r.reviewAvailableAt).toBeNull();
    expect(r.review.map((x: Review) => x.correctOptionId)).toEqual(
      exam.questions.map((x) => x.correct),
    );
    expect(r.review[4]).toMatchObject({
      outcome: 'unanswered',
      explanation: 'SECRET-EXPLANATION-5',
    });
  });

  it('is there in full for a test that opens at a time but never closes', async () => {
    const exam = await createExam(t.app, {
      sections: [5],
      opensAt: new Date(t.clock.now().getTime() - HOUR).toISOString(),
    });
    const learner = await createUser(t.app);
    const { attemptId } = await take(exam, learner);
    const r = JSON.parse(await get(learner, resultUrl(attemptId))).data;
    expect(r.reviewAvailableAt).toBeNull();
    expect(r.review[0].explanation).toBe('SECRET-EXPLANATION-1');
  });
});
