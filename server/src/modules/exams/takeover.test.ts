import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import {
  claim,
  createExam,
  end,
  paperAnswers,
  save,
  start,
  type TestExam,
} from './exams.factories';

/*
 * The newest tab or device takes an attempt over (DESIGN §4): saves and the end sent by an older
 * holder are refused with 409 ATTEMPT_TAKEN_OVER and change nothing; callers without a holder are
 * not checked.
 */

let t: TestApp;
let exam: TestExam;
beforeAll(async () => {
  t = await buildTestApp();
  exam = await createExam(t.app, { durationMinutes: 10, sections: [4] });
});
afterAll(() => t.close());

const holder = () => crypto.randomUUID();

async function begin() {
  const user = await createUser(t.app);
  const a = await start(t.app, user, exam.id);
  return { user, attemptId: a.attemptId, q: exam.questions };
}

async function status(user: { headers: Record<string, string> }, attemptId: string) {
  const res = await t.app.inject({ url: examUrl.time(attemptId), headers: user.headers });
  return res.json().data.status as string;
}

describe('two holders of one attempt', () => {
  it("refuses the old holder's save and end with 409 ATTEMPT_TAKEN_OVER, changing nothing", async () => {
    const { user, attemptId, q } = await begin();
    const [tabA, tabB] = [holder(), holder()];
    expect((await claim(t.app, user, exam.id, attemptId, tabA)).statusCode).toBe(200);
    const first = [{ questionId: q[0]!.id, optionId: q[0]!.options[0]!, seq: 1 }];
    expect((await save(t.app, user, attemptId, first, tabA)).statusCode).toBe(200);

    const claimed = await claim(t.app, user, exam.id, attemptId, tabB);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data).toEqual({ attemptId, holderId: tabB });

    const stale = await save(
      t.app,
      user,
      attemptId,
      [
        { questionId: q[0]!.id, optionId: q[0]!.options[1]!, seq: 7 },
        { questionId: q[1]!.id, optionId: q[1]!.options[1]!, seq: 8 },
      ],
      tabA,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('ATTEMPT_TAKEN_OVER');
    const staleEnd = await end(t.app, user, attemptId, tabA);
    expect(staleEnd.statusCode).toBe(409);
    expect(staleEnd.json().error.code).toBe('ATTEMPT_TAKEN_OVER');
    expect(await status(user, attemptId)).toBe('in_progress');
    expect(await paperAnswers(t.app, user, exam.id, attemptId)).toEqual([
      { questionId: q[0]!.id, optionId: q[0]!.options[0]!, markedForReview: false, seq: 1 },
    ]);

    // The new holder's saves and end apply; the result holds its answer.
    const fresh = [{ questionId: q[0]!.id, optionId: q[0]!.correct, seq: 2 }];
    expect((await save(t.app, user, attemptId, fresh, tabB)).statusCode).toBe(200);
    const ended = await end(t.app, user, attemptId, tabB);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'submitted', correct: 1, unanswered: 3 });
    // Ending again is still idempotent for its holder, and still refused to the old one.
    expect((await end(t.app, user, attemptId, tabB)).json().data).toEqual(ended.json().data);
    expect((await end(t.app, user, attemptId, tabA)).json().error.code).toBe('ATTEMPT_TAKEN_OVER');
  });

  it('lets the old holder claim the attempt back, after which the other is refused', async () => {
    const { user, attemptId, q } = await begin();
    const [tabA, tabB] = [holder(), holder()];
    await claim(t.app, user, exam.id, attemptId, tabA);
    await claim(t.app, user, exam.id, attemptId, tabB);
    await claim(t.app, user, exam.id, attemptId, tabA);
    const answer = (seq: number) => [{ questionId: q[2]!.id, optionId: q[2]!.correct, seq }];
    expect((await save(t.app, user, attemptId, answer(1), tabB)).statusCode).toBe(409);
    expect((await save(t.app, user, attemptId, answer(2), tabA)).statusCode).toBe(200);
    expect((await paperAnswers(t.app, user, exam.id, attemptId)).map((a) => a.seq)).toEqual([2]);
  });

  it("writes the holder's answer when an old holder's save of the same question shares the write", async () => {
    const { user, attemptId, q } = await begin();
    const [tabA, tabB] = [holder(), holder()];
    await claim(t.app, user, exam.id, attemptId, tabA);
    await claim(t.app, user, exam.id, attemptId, tabB);
    // Sent at the same moment: batched into one write, where the old holder's higher seq must
    // neither win nor push the holder's answer out.
    const [fromA, fromB] = await Promise.all([
      save(t.app, user, attemptId, [{ questionId: q[3]!.id, optionId: q[3]!.wrong, seq: 9 }], tabA),
      save(
        t.app,
        user,
        attemptId,
        [{ questionId: q[3]!.id, optionId: q[3]!.correct, seq: 3 }],
        tabB,
      ),
    ]);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([409, 200]);
    expect(await paperAnswers(t.app, user, exam.id, attemptId)).toEqual([
      { questionId: q[3]!.id, optionId: q[3]!.correct, markedForReview: false, seq: 3 },
    ]);
  });

  it('works as before for a caller that sends no holder, whoever holds the attempt', async () => {
    const { user, attemptId, q } = await begin();
    await claim(t.app, user, exam.id, attemptId, holder());
    const res = await save(t.app, user, attemptId, [
      { questionId: q[0]!.id, optionId: q[0]!.correct, seq: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const ended = await end(t.app, user, attemptId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'submitted', correct: 1 });
  });
});

describe('claiming an attempt', () => {
  it('is refused with 409 ATTEMPT_CLOSED once the attempt has ended', async () => {
    const { user, attemptId } = await begin();
    await end(t.app, user, attemptId);
    const res = await claim(t.app, user, exam.id, attemptId, holder());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ATTEMPT_CLOSED');
  });

  it("answers 404 for another learner's attempt and for the attempt under another exam", async () => {
    const { attemptId } = await begin();
    const other = await createUser(t.app);
    expect((await claim(t.app, other, exam.id, attemptId, holder())).statusCode).toBe(404);
    const { user, attemptId: own } = await begin();
    expect((await claim(t.app, user, exam.id + 999, own, holder())).statusCode).toBe(404);
  });

  it('answers 400 VALIDATION_FAILED for a holder that is not a UUID, in a save and an end too', async () => {
    const { user, attemptId, q } = await begin();
    const bad = await claim(t.app, user, exam.id, attemptId, 'tab-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('holderId');
    const answers = [{ questionId: q[0]!.id, optionId: null, seq: 1 }];
    const badSave = await save(t.app, user, attemptId, answers, 'tab-1');
    expect(badSave.json().error.details[0].field).toBe('holderId');
    expect((await end(t.app, user, attemptId, 'tab-1')).statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    const { attemptId } = await begin();
    const res = await claim(t.app, { headers: {} }, exam.id, attemptId, holder());
    expect(res.statusCode).toBe(401);
  });
});
