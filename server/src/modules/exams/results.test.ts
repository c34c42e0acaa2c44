import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createExam, end, save, start, type Answer, type TestExam } from './exams.factories';
import { examProgressByCourse } from './exams.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;

/** Takes the exam: `right` correct answers, then `wrong` wrong ones, ending after `seconds`. */
async function take(exam: TestExam, user: User, right: number, wrong: number, seconds = 60) {
  const a = await start(t.app, user, exam.id);
  const answers: Answer[] = exam.questions.slice(0, right + wrong).map((q, i) => ({
    questionId: q.id,
    optionId: i < right ? q.correct : q.wrong,
    seq: i + 1,
  }));
  if (answers.length > 0)
    expect((await save(t.app, user, a.attemptId, answers)).statusCode).toBe(200);
  t.clock.advance(seconds * 1000);
  expect((await end(t.app, user, a.attemptId)).statusCode).toBe(200);
  return a.attemptId;
}

async function result(user: User, attemptId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: examUrl.result(attemptId),
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('scoring', () => {
  it('takes exactly 1/3 per wrong answer: 10 right and 3 wrong make 9', async () => {
    const exam = await createExam(t.app, { sections: [20] });
    const u = await createUser(t.app);
    const r = await result(u, await take(exam, u, 10, 3, 75));
    expect(r).toMatchObject({
      score: 9,
      maxScore: 20,
      correct: 10,
      wrong: 3,
      unanswered: 7,
      accuracy: 76.9,
      timeTakenSeconds: 75,
    });
  });

  it('shows a fractional score rounded to two places, and other marking schemes', async () => {
    const third = await createExam(t.app, { sections: [5] });
    const u = await createUser(t.app);
    expect((await result(u, await take(third, u, 1, 1))).score).toBe(0.67);
    const custom = await createExam(t.app, {
      sections: [10],
      marksPerQuestion: 2,
      negativeNumerator: 1,
      negativeDenominator: 2,
    });
    expect((await result(u, await take(custom, u, 5, 3))).score).toBe(8.5);
  });

  it('gives per-section figures and a review with chosen and correct options and explanations', async () => {
    const exam = await createExam(t.app, { sections: [3, 2] });
    const u = await createUser(t.app);
    const r = await result(u, await take(exam, u, 2, 2));
    expect(r.sections).toEqual([
      expect.objectContaining({
        title: 'Section 1',
        questionCount: 3,
        correct: 2,
        wrong: 1,
        unanswered: 0,
        score: 1.67,
        maxScore: 3,
      }),
      expect.objectContaining({
        title: 'Section 2',
        questionCount: 2,
        correct: 0,
        wrong: 1,
        unanswered: 1,
        score: -0.33,
        maxScore: 2,
      }),
    ]);
    const q = exam.questions;
    expect(r.review.map((x: { outcome: string }) => x.outcome)).toEqual([
      'correct',
      'correct',
      'wrong',
      'wrong',
      'unanswered',
    ]);
    expect(r.review[2]).toMatchObject({
      questionId: q[2]!.id,
      chosenOptionId: q[2]!.wrong,
      correctOptionId: q[2]!.correct,
      explanation: 'SECRET-EXPLANATION-3',
    });
    expect(r.review[4]).toMatchObject({ chosenOptionId: null, correctOptionId: q[4]!.correct });
  });
});

describe('rank and percentile', () => {
  let exam: TestExam;
  const u: Record<string, User> = {};
  const first: Record<string, string> = {};
  beforeAll(async () => {
    exam = await createExam(t.app, { sections: [10] });
    for (const name of ['a', 'b', 'c', 'd']) u[name] = await createUser(t.app);
    first.b = await take(exam, u.b!, 3, 0, 50);
    first.d = await take(exam, u.d!, 3, 0, 50);
    first.a = await take(exam, u.a!, 3, 0, 100);
    first.c = await take(exam, u.c!, 1, 0, 10);
  });

  it('orders by score, then time; equal score and time share a rank', async () => {
    const figures = async (name: string) => {
      const r = await result(u[name]!, first[name]!);
      return [r.rank, r.rankOf, r.percentile, r.ranked];
    };
    expect(await figures('b')).toEqual([1, 4, 100, true]);
    expect(await figures('d')).toEqual([1, 4, 100, true]);
    expect(await figures('a')).toEqual([3, 4, 100, true]);
    expect(await figures('c')).toEqual([4, 4, 25, true]);
  });

  it("counts only each learner's first finished attempt; a retake shows where it would stand", async () => {
    const retake = await result(u.c!, await take(exam, u.c!, 5, 0, 10));
    expect(retake).toMatchObject({ ranked: false, rank: 1, rankOf: 4, percentile: 100 });
    expect((await result(u.a!, first.a!)).rank).toBe(3);
  });

  it("keeps a deleted account's first attempt as an anonymous figure in others' ranks", async () => {
    await t.app.db.execute(sql`delete from users where id = ${u.b!.id}`);
    const r = await result(u.a!, first.a!);
    expect(r).toMatchObject({ rank: 3, rankOf: 4, percentile: 100 });
  });

  it('charts every ranked learner in score buckets', async () => {
    const r = await result(u.a!, first.a!);
    const counts = r.distribution.buckets.map((b: { learners: number }) => b.learners);
    expect(counts.reduce((x: number, y: number) => x + y, 0)).toBe(4);
    const mine = r.distribution.buckets[r.distribution.yourBucket];
    expect(mine.from).toBeLessThanOrEqual(3);
    expect(mine.to).toBeGreaterThan(3);
    expect(mine.learners).toBe(3);
  });
});

describe('lists', () => {
  it("shows each exam of a course with the learner's standing, history and finished tests", async () => {
    const exam = await createExam(t.app, { sections: [4], title: 'First' });
    const second = await createExam(t.app, {
      sections: [4],
      title: 'Second',
      courseId: exam.courseId,
    });
    const third = await createExam(t.app, {
      sections: [4],
      title: 'Third',
      courseId: exam.courseId,
    });
    const user = await createUser(t.app);
    const low = await take(exam, user, 1, 0);
    const high = await take(exam, user, 3, 0);
    const open = await start(t.app, user, second.id);

    const list = (
      await t.app.inject({
        method: 'GET',
        url: examUrl.byCourse(exam.courseId),
        headers: user.headers,
      })
    ).json().data;
    expect(list.map((e: { title: string }) => e.title)).toEqual(['First', 'Second', 'Third']);
    expect(list[0].attempt).toEqual({
      status: 'finished',
      attemptsUsed: 2,
      latestAttemptId: high,
      latestScore: 3,
      bestScore: 3,
      maxScore: 4,
    });
    expect(list[1].attempt).toEqual({
      status: 'in_progress',
      attemptsUsed: 1,
      attemptId: open.attemptId,
      deadline: open.deadline,
    });
    expect(list[2].attempt).toEqual({ status: 'not_started', attemptsUsed: 0 });
    expect(third.id).toBe(list[2].id);

    const history = (
      await t.app.inject({
        method: 'GET',
        url: examUrl.history(exam.id),
        headers: user.headers,
      })
    ).json().data;
    expect(history.attempts.map((h: { attemptId: string }) => h.attemptId)).toEqual([high, low]);
    expect(history.attempts[1]).toMatchObject({ status: 'submitted', score: 1, maxScore: 4 });

    const done = (
      await t.app.inject({ method: 'GET', url: examUrl.completed(), headers: user.headers })
    ).json().data;
    expect(done.map((d: { attemptId: string }) => d.attemptId)).toEqual([high, low]);
    expect(done[0]).toMatchObject({ examTitle: 'First', score: 3, courseId: exam.courseId });

    // A test learners cannot see is not one of the course's tests.
    const hidden = await createExam(t.app, { sections: [4], courseId: exam.courseId });
    await t.app.db.execute(sql`update exams set published = false where id = ${hidden.id}`);
    const progress = await examProgressByCourse(t.app.db, user.id, [exam.courseId, 999999]);
    // Two finished attempts of one of the course's three tests: one test taken, average of both.
    expect([...progress.entries()]).toEqual([
      [exam.courseId, { testsTotal: 3, testsTaken: 1, averageScorePercent: 50 }],
    ]);
  });

  it('answers 404 for an unknown course or exam', async () => {
    const user = await createUser(t.app);
    for (const url of [examUrl.byCourse(999999), examUrl.exam(999999), examUrl.history(999999)]) {
      expect((await t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(
        404,
      );
    }
  });
});
