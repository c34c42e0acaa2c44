import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createExam, end, save, type TestExam } from './exams.factories';

let t: TestApp;
let exam: TestExam;
beforeAll(async () => {
  t = await buildTestApp();
  exam = await createExam(t.app, { sections: [3, 3], malayalam: true });
});
afterAll(() => t.close());

const keyFields = [
  'isCorrect',
  'correctOptionId',
  'explanation',
  'explanationMl',
  'answer',
  'topic',
];

/** Every object key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

describe('the answer key before an attempt is finished', () => {
  it('appears in no response: exam, list, start, paper, saves, time, history', async () => {
    const user = await createUser(t.app);
    const h = user.headers;
    const bodies: { name: string; body: string }[] = [];
    const call = async (
      name: string,
      opts: { method: 'GET' | 'POST'; url: string; headers: Record<string, string> },
    ) => {
      const res = await t.app.inject(opts);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
      bodies.push({ name, body: res.body });
      return res.json();
    };
    await call('exam', { method: 'GET', url: examUrl.exam(exam.id), headers: h });
    await call('list', { method: 'GET', url: examUrl.byCourse(exam.courseId), headers: h });
    const started = await call('start', {
      method: 'POST',
      url: examUrl.start(exam.id),
      headers: h,
    });
    const attemptId = started.data.attemptId as string;
    const q = exam.questions;
    const s = await save(
      t.app,
      user,
      attemptId,
      q.map((x, i) => ({ questionId: x.id, optionId: x.correct, seq: i + 1 })),
    );
    bodies.push({ name: 'save', body: s.body });
    await call('resume', { method: 'POST', url: examUrl.start(exam.id), headers: h });
    const paper = await call('paper', {
      method: 'GET',
      url: examUrl.paper(exam.id, attemptId),
      headers: h,
    });
    await call('time', { method: 'GET', url: examUrl.time(attemptId), headers: h });
    const history = await call('history', {
      method: 'GET',
      url: examUrl.history(exam.id),
      headers: h,
    });
    // Counts of right and wrong answers would give the key away one save at a time.
    expect(history.data.attempts[0]).toMatchObject({ score: null, correct: null, wrong: null });

    // The paper does carry the Malayalam version: the check below is not vacuous.
    expect(paper.data.questions[0].stemMl).toContain('ചോദ്യം');
    for (const { name, body } of bodies) {
      expect(body, name).not.toContain('SECRET-EXPLANATION');
      const keys = keysOf(JSON.parse(body));
      for (const k of keyFields) expect(keys.has(k), `${name} has "${k}"`).toBe(false);
    }

    // Once finished, the result does carry the key.
    await end(t.app, user, attemptId);
    const result = await t.app.inject({
      method: 'GET',
      url: examUrl.result(attemptId),
      headers: h,
    });
    expect(result.body).toContain('SECRET-EXPLANATION-1');
    expect(keysOf(result.json()).has('correctOptionId')).toBe(true);
  });
});
