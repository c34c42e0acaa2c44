import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createExam, end, paperAnswers, save, start, type TestExam } from './exams.factories';

let t: TestApp;
let exam: TestExam;
beforeAll(async () => {
  t = await buildTestApp();
  exam = await createExam(t.app, { durationMinutes: 10, sections: [6] });
});
afterAll(() => t.close());

async function begin() {
  const user = await createUser(t.app);
  const a = await start(t.app, user, exam.id);
  return { user, a, q: exam.questions };
}

describe('saving answers', () => {
  it('stores answers and gives them back on the paper', async () => {
    const { user, a, q } = await begin();
    const res = await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
      { questionId: q[1]!.id, optionId: null, markedForReview: true, seq: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.saved).toBe(2);
    expect(await paperAnswers(t.app, user, exam.id, a.attemptId)).toEqual([
      { questionId: q[0]!.id, optionId: q[0]!.correct, markedForReview: false, seq: 1 },
      { questionId: q[1]!.id, optionId: null, markedForReview: true, seq: 2 },
    ]);
  });

  it('acknowledges a stale seq but keeps the newer answer', async () => {
    const { user, a, q } = await begin();
    await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.options[2]!, seq: 5 },
    ]);
    const stale = await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.options[1]!, seq: 4 },
    ]);
    expect(stale.statusCode).toBe(200);
    const dup = await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.options[3]!, seq: 5 },
    ]);
    expect(dup.statusCode).toBe(200);
    const [stored] = await paperAnswers(t.app, user, exam.id, a.attemptId);
    expect(stored).toMatchObject({ optionId: q[0]!.options[2]!, seq: 5 });
  });

  it('keeps the highest seq whatever order batches arrive in, even inside one batch', async () => {
    const { user, a, q } = await begin();
    const id = q[2]!.id;
    const opts = q[2]!.options;
    await Promise.all([
      save(t.app, user, a.attemptId, [{ questionId: id, optionId: opts[3]!, seq: 9 }]),
      save(t.app, user, a.attemptId, [{ questionId: id, optionId: opts[1]!, seq: 7 }]),
      save(t.app, user, a.attemptId, [
        { questionId: id, optionId: opts[0]!, seq: 8 },
        { questionId: id, optionId: opts[2]!, seq: 6 },
      ]),
    ]);
    await save(t.app, user, a.attemptId, [{ questionId: id, optionId: opts[0]!, seq: 3 }]);
    expect(await paperAnswers(t.app, user, exam.id, a.attemptId)).toEqual([
      { questionId: id, optionId: opts[3]!, markedForReview: false, seq: 9 },
    ]);
  });

  it('lets a later seq clear an answer', async () => {
    const { user, a, q } = await begin();
    await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
    ]);
    await save(t.app, user, a.attemptId, [{ questionId: q[0]!.id, optionId: null, seq: 2 }]);
    expect((await paperAnswers(t.app, user, exam.id, a.attemptId))[0]).toMatchObject({
      optionId: null,
      seq: 2,
    });
  });

  it('persists every save of many learners sent at the same moment', async () => {
    const learners = await Promise.all(Array.from({ length: 8 }, () => begin()));
    const responses = await Promise.all(
      learners.flatMap(({ user, a, q }) =>
        q.map((question, i) =>
          save(t.app, user, a.attemptId, [
            { questionId: question.id, optionId: question.options[i % 4]!, seq: i + 1 },
          ]),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    for (const { user, a, q } of learners) {
      const stored = await paperAnswers(t.app, user, exam.id, a.attemptId);
      expect(stored.map((s) => [s.questionId, s.optionId, s.seq])).toEqual(
        q.map((question, i) => [question.id, question.options[i % 4]!, i + 1]),
      );
    }
  });
});

describe('refused saves', () => {
  it('names an unknown question and an option of another question', async () => {
    const { user, a, q } = await begin();
    const other = await createExam(t.app, { sections: [1] });
    const res = await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
      { questionId: other.questions[0]!.id, optionId: other.questions[0]!.correct, seq: 2 },
      { questionId: q[1]!.id, optionId: q[2]!.correct, seq: 3 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toEqual([
      'answers.1.questionId',
      'answers.2.optionId',
    ]);
    // Nothing of a refused batch is stored.
    expect(await paperAnswers(t.app, user, exam.id, a.attemptId)).toEqual([]);
  });

  it('refuses a 10,000-answer batch and an empty one', async () => {
    const { user, a, q } = await begin();
    const huge = Array.from({ length: 10_000 }, (_, i) => ({
      questionId: q[0]!.id,
      optionId: q[0]!.correct,
      seq: i,
    }));
    const big = await save(t.app, user, a.attemptId, huge);
    expect(big.statusCode).toBe(400);
    expect(big.json().error.details[0].field).toBe('answers');
    const empty = await save(t.app, user, a.attemptId, []);
    expect(empty.statusCode).toBe(400);
  });

  it.each([
    ['no attempt id', { answers: [{ questionId: 1, optionId: 1, seq: 1 }] }, 'attemptId'],
    [
      'a non-UUID attempt id',
      { attemptId: 'abc', answers: [{ questionId: 1, optionId: 1, seq: 1 }] },
      'attemptId',
    ],
    [
      'a negative seq',
      { attemptId: crypto.randomUUID(), answers: [{ questionId: 1, optionId: 1, seq: -1 }] },
      'answers.0.seq',
    ],
    [
      'a fractional question id',
      { attemptId: crypto.randomUUID(), answers: [{ questionId: 1.5, optionId: 1, seq: 1 }] },
      'answers.0.questionId',
    ],
    [
      'a missing option',
      { attemptId: crypto.randomUUID(), answers: [{ questionId: 1, seq: 1 }] },
      'answers.0.optionId',
    ],
  ])('refuses a body with %s, naming the field', async (_name, payload, field) => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: examUrl.answer(),
      headers: user.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('refuses malformed JSON with 400', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: examUrl.answer(),
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"attemptId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses saves into a submitted attempt with 409 ATTEMPT_CLOSED', async () => {
    const { user, a, q } = await begin();
    await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
    ]);
    expect((await end(t.app, user, a.attemptId)).statusCode).toBe(200);
    const res = await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.wrong, seq: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ATTEMPT_CLOSED');
    expect((await paperAnswers(t.app, user, exam.id, a.attemptId))[0]).toMatchObject({
      optionId: q[0]!.correct,
      seq: 1,
    });
  });
});

describe('the 15 s grace after the deadline', () => {
  it('accepts a save at exactly deadline + 15 s and counts it', async () => {
    const { user, a, q } = await begin();
    t.clock.set(new Date(Date.parse(a.deadline) + 15_000));
    const res = await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    t.clock.advance(1);
    const result = await end(t.app, user, a.attemptId);
    expect(result.json().data).toMatchObject({ status: 'expired', correct: 1 });
  });

  it('refuses a save 1 ms later', async () => {
    const { user, a, q } = await begin();
    await save(t.app, user, a.attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
    ]);
    t.clock.set(new Date(Date.parse(a.deadline) + 15_001));
    const res = await save(t.app, user, a.attemptId, [
      { questionId: q[1]!.id, optionId: q[1]!.correct, seq: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ATTEMPT_CLOSED');
    const result = await end(t.app, user, a.attemptId);
    expect(result.json().data).toMatchObject({ status: 'expired', correct: 1, unanswered: 5 });
  });

  it('counts saves of the grace when the server itself ends the attempt, and refuses later ones', async () => {
    const { user, a, q } = await begin();
    const deadline = Date.parse(a.deadline);
    const at = async (ms: number, i: number, option: 'correct' | 'wrong') => {
      t.clock.set(new Date(deadline + ms));
      return save(t.app, user, a.attemptId, [
        { questionId: q[i]!.id, optionId: q[i]![option], seq: i + 1 },
      ]);
    };
    expect((await at(-1_000, 0, 'correct')).statusCode).toBe(200);
    expect((await at(5_000, 1, 'correct')).statusCode).toBe(200);
    // Nobody ends it: the sweep leaves it open within the grace, then closes it.
    await t.app.examEngine.sweep();
    const time = await t.app.inject({
      method: 'GET',
      url: examUrl.time(a.attemptId),
      headers: user.headers,
    });
    expect(time.json().data).toMatchObject({ status: 'in_progress', remainingSeconds: 0 });
    expect((await at(15_000, 2, 'wrong')).statusCode).toBe(200);
    const late = await at(15_001, 3, 'correct');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ATTEMPT_CLOSED');
    await t.app.examEngine.sweep();
    const res = await t.app.inject({
      method: 'GET',
      url: examUrl.result(a.attemptId),
      headers: user.headers,
    });
    expect(res.json().data).toMatchObject({
      status: 'expired',
      endedAt: a.deadline,
      correct: 2,
      wrong: 1,
      unanswered: 3,
    });
    const again = await at(20_000, 4, 'correct');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ATTEMPT_CLOSED');
  });
});
