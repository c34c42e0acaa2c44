import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { practiceUrl, type PracticeTopic } from '@pariksha/contracts/practice';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createBatch, restrictedCourse } from '../enrolment/enrolment.factories';
import { addMember } from '../enrolment/enrolment.staff.service';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { createExam, end, paperAnswers, save, start, type TestExam } from './exams.factories';

// Practice sets (decision 026): drawn by topic from what the learner may open, taken on the exam
// engine; learn mode shows each key once checked and never lets the answer change after.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;
const HOUR = 60 * 60 * 1000;

const call = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

const topicsOf = async (user: User) => {
  const res = await call(user, 'GET', practiceUrl.topics());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { topics: PracticeTopic[]; weakTopicIds: number[] };
};
const topicNamed = async (user: User, name: string) =>
  (await topicsOf(user)).topics.find((x) => x.name === name);

const newSet = (user: User, body: object) => call(user, 'POST', practiceUrl.sets(), body);
const started = async (user: User, body: object) => {
  const res = await newSet(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { attemptId: string; examId: number; deadline: string };
};
const paperOf = async (user: User, examId: number, attemptId: string) => {
  const res = await call(user, 'GET', examUrl.paper(examId, attemptId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    kind: string;
    practiceMode: string | null;
    questions: { id: number; options: { id: number }[] }[];
  };
};

/** A published paper of a free course whose questions sit under `Subject > Topic n%2`. */
const paperIn = (subject: string, opts: Parameters<typeof createExam>[1] = {}) =>
  createExam(t.app, {
    sections: [6],
    topicOf: (n) => `${subject} > Topic ${n % 2}`,
    ...opts,
  });

describe('what a learner may practise', () => {
  it('lists topics with questions of published, open papers, each with its subtopics counted', async () => {
    const learner = await createUser(t.app);
    await paperIn('Open subject');
    await paperIn('Draft subject', { published: false });
    const subject = await topicNamed(learner, 'Open subject');
    expect(subject).toMatchObject({ available: 6, seen: 0, accuracy: null, parentId: null });
    const children = (await topicsOf(learner)).topics.filter((x) => x.parentId === subject!.id);
    // In the tree's order: as staff placed them (here, as the questions made them).
    expect(children.map((c) => [c.name, c.available])).toEqual([
      ['Topic 1', 3],
      ['Topic 0', 3],
    ]);
    expect(await topicNamed(learner, 'Draft subject')).toBeUndefined();
  });

  it("keeps a scheduled test's questions, and the learner's figures on them, back until its review opens", async () => {
    const learner = await createUser(t.app);
    const now = t.clock.now();
    const scheduled = await paperIn('Scheduled subject', {
      opensAt: new Date(now.getTime() - HOUR).toISOString(),
      closesAt: new Date(now.getTime() + HOUR).toISOString(),
    });
    await paperIn('Upcoming subject', { opensAt: new Date(now.getTime() + HOUR).toISOString() });
    // Another paper of the subject is open to practise meanwhile.
    await paperIn('Scheduled subject');
    // The learner sits the scheduled test and ends it while others may still be sitting it.
    const { attemptId } = await start(t.app, learner, scheduled.id);
    const q = scheduled.questions[0]!;
    await save(t.app, learner, attemptId, [{ questionId: q.id, optionId: q.correct, seq: 1 }]);
    await t.app.examEngine.savesWritten();
    expect((await end(t.app, learner, attemptId)).statusCode).toBe(200);
    expect(await topicNamed(learner, 'Scheduled subject')).toMatchObject({
      available: 6,
      answered: 0,
      accuracy: null,
    });
    expect(await topicNamed(learner, 'Upcoming subject')).toBeUndefined();

    t.clock.advance(2 * HOUR);
    expect(await topicNamed(learner, 'Scheduled subject')).toMatchObject({
      available: 12,
      answered: 1,
      correct: 1,
    });
    expect((await topicNamed(learner, 'Upcoming subject'))?.available).toBe(6);
  });

  it('draws from a restricted course only for those enrolled in it', async () => {
    const [outsider, member] = [await createUser(t.app), await createUser(t.app)];
    const course = await restrictedCourse(t.app);
    await paperIn('Restricted subject', { courseId: course.id });
    const batch = await createBatch(t.app, [course.id]);
    await addMember(t.app.db, SYSTEM_ACTOR, batch.id, member.email, t.clock.now());
    expect(await topicNamed(outsider, 'Restricted subject')).toBeUndefined();
    expect((await topicNamed(member, 'Restricted subject'))?.available).toBe(6);
    const subject = (await topicNamed(member, 'Restricted subject'))!;
    const refused = await newSet(outsider, { topicIds: [subject.id], count: 5, mode: 'learn' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NOTHING_TO_PRACTISE');
  });

  it('refuses a set of nothing, of no topic, or of too many questions', async () => {
    const learner = await createUser(t.app);
    for (const body of [
      { count: 5, mode: 'learn' },
      { topicIds: [1], weakTopics: true, count: 5, mode: 'learn' },
      { topicIds: [1], count: 0, mode: 'learn' },
      { topicIds: [1], count: 51, mode: 'learn' },
      { topicIds: [1], count: 5, mode: 'exam' },
    ]) {
      const res = await newSet(learner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const weak = await newSet(learner, { weakTopics: true, count: 5, mode: 'learn' });
    expect(weak.statusCode).toBe(409);
    expect(weak.json().error.message).toMatch(/at least 10 questions/);
  });
});

describe('a learn-mode set', () => {
  let exam: TestExam;
  let learner: User;
  let subjectId: number;
  beforeAll(async () => {
    exam = await paperIn('Learn subject', { sections: [8] });
    learner = await createUser(t.app);
    subjectId = (await topicNamed(learner, 'Learn subject'))!.id;
  });
  const keyOf = (questionId: number) => exam.questions.find((q) => q.id === questionId)!;

  it("is the learner's own: started at once, untimed, never another's to open", async () => {
    const set = await started(learner, { topicIds: [subjectId], count: 5, mode: 'learn' });
    const paper = await paperOf(learner, set.examId, set.attemptId);
    expect(paper).toMatchObject({ kind: 'practice', practiceMode: 'learn' });
    expect(paper.questions).toHaveLength(5);
    for (const q of paper.questions) expect(keyOf(q.id)).toBeDefined();
    expect(new Date(set.deadline).getTime() - t.clock.now().getTime()).toBeGreaterThan(24 * HOUR);

    const other = await createUser(t.app);
    for (const url of [
      examUrl.exam(set.examId),
      examUrl.history(set.examId),
      examUrl.paper(set.examId, set.attemptId),
      practiceUrl.checks(set.attemptId),
    ])
      expect((await call(other, 'GET', url)).statusCode, url).toBe(404);
    expect((await call(other, 'POST', examUrl.start(set.examId))).statusCode).toBe(404);
    const q = paper.questions[0]!;
    const check = await call(other, 'POST', practiceUrl.check(set.attemptId), {
      questionId: q.id,
      optionId: q.options[0]!.id,
    });
    expect(check.statusCode).toBe(404);
    expect((await call(other, 'GET', practiceUrl.sets())).json().data).toEqual([]);
    // It belongs to no course: the course's list holds its one test.
    expect((await call(learner, 'GET', examUrl.byCourse(exam.courseId))).json().data).toHaveLength(
      1,
    );
  });

  it('shows the key once checked, keeps that answer whatever is saved after, and counts it once', async () => {
    const set = await started(learner, { topicIds: [subjectId], count: 3, mode: 'learn' });
    const [q1, q2] = (await paperOf(learner, set.examId, set.attemptId)).questions;
    const k1 = keyOf(q1!.id);
    const k2 = keyOf(q2!.id);
    const check = (questionId: number, optionId: number) =>
      call(learner, 'POST', practiceUrl.check(set.attemptId), { questionId, optionId });

    const right = await check(k1.id, k1.correct);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toMatchObject({
      questionId: k1.id,
      optionId: k1.correct,
      correctOptionId: k1.correct,
      outcome: 'correct',
    });
    expect(right.json().data.explanation).toMatch(/SECRET-EXPLANATION/);
    // Checking again, or saving another option with any seq, changes nothing.
    expect((await check(k1.id, k1.wrong)).json().data.optionId).toBe(k1.correct);
    await save(t.app, learner, set.attemptId, [
      { questionId: k1.id, optionId: k1.wrong, seq: Number.MAX_SAFE_INTEGER },
    ]);
    await t.app.examEngine.savesWritten();
    const stored = await paperAnswers(t.app, learner, set.examId, set.attemptId);
    expect(stored.find((a) => a.questionId === k1.id)?.optionId).toBe(k1.correct);

    const wrong = await check(k2.id, k2.wrong);
    expect(wrong.json().data).toMatchObject({ outcome: 'wrong', correctOptionId: k2.correct });
    const checks = await call(learner, 'GET', practiceUrl.checks(set.attemptId));
    expect(checks.json().data.map((c: { questionId: number }) => c.questionId)).toEqual([
      k1.id,
      k2.id,
    ]);

    const before = (await topicNamed(learner, 'Learn subject'))!;
    const result = await end(t.app, learner, set.attemptId);
    expect(result.json().data).toMatchObject({ kind: 'practice', correct: 1, wrong: 1, score: 1 });
    // Counted at the check, not again at the end.
    const after = (await topicNamed(learner, 'Learn subject'))!;
    expect([after.answered, after.correct]).toEqual([before.answered, before.correct]);
    expect(after.answered).toBeGreaterThanOrEqual(2);
    expect((await check(q2!.id, k2.correct)).statusCode).toBe(409);
  });

  it('lists the learner’s sets newest first, in progress or finished', async () => {
    const sets = (await call(learner, 'GET', practiceUrl.sets())).json().data as {
      mode: string;
      status: string;
      title: string;
      score: number | null;
    }[];
    expect(sets.map((s) => s.status)).toEqual(['submitted', 'in_progress']);
    expect(sets[0]).toMatchObject({ mode: 'learn', score: 1, title: 'Practice: Learn subject' });
    expect(sets[1]!.score).toBeNull();
  });
});

describe('a timed set', () => {
  it('has a minute a question and PSC marking, and shows no key as it goes', async () => {
    await paperIn('Timed subject');
    const learner = await createUser(t.app);
    const subject = (await topicNamed(learner, 'Timed subject'))!;
    const set = await started(learner, { topicIds: [subject.id], count: 4, mode: 'timed' });
    const exam = (await call(learner, 'GET', examUrl.exam(set.examId))).json().data;
    expect(exam).toMatchObject({
      kind: 'practice',
      practiceMode: 'timed',
      courseId: null,
      durationSeconds: 240,
      negativeMarksLabel: '1/3',
      questionCount: 4,
    });
    const [q] = (await paperOf(learner, set.examId, set.attemptId)).questions;
    const check = await call(learner, 'POST', practiceUrl.check(set.attemptId), {
      questionId: q!.id,
      optionId: q!.options[0]!.id,
    });
    expect(check.statusCode).toBe(409);
  });
});

describe('weak topics', () => {
  it('are the topics answered worst, from every kind of attempt, once answered enough', async () => {
    const learner = await createUser(t.app);
    const exam = await createExam(t.app, {
      sections: [12],
      topicOf: (n) => (n <= 10 ? 'Weak subject > Often wrong' : 'Weak subject > Often right'),
    });
    const { attemptId } = await start(t.app, learner, exam.id);
    await save(
      t.app,
      learner,
      attemptId,
      exam.questions.map((q, i) => ({
        questionId: q.id,
        optionId: i < 10 ? (i < 3 ? q.correct : q.wrong) : q.correct,
        seq: i + 1,
      })),
    );
    await t.app.examEngine.savesWritten();
    expect((await end(t.app, learner, attemptId)).statusCode).toBe(200);

    const { topics, weakTopicIds } = await topicsOf(learner);
    const often = topics.find((x) => x.name === 'Often wrong')!;
    expect(often).toMatchObject({ seen: 10, answered: 10, correct: 3, accuracy: 30 });
    expect(often.lastPractisedAt).not.toBeNull();
    // Two right answers are too few to judge a topic by.
    expect(weakTopicIds).toEqual([often.id]);
    expect(topics.find((x) => x.name === 'Weak subject')).toMatchObject({
      answered: 12,
      correct: 5,
    });

    const set = await started(learner, { weakTopics: true, count: 20, mode: 'learn' });
    const paper = await paperOf(learner, set.examId, set.attemptId);
    const ids = new Set(exam.questions.slice(0, 10).map((q) => q.id));
    expect(paper.questions.every((q) => ids.has(q.id))).toBe(true);
    // Those last answered wrong come before those answered right.
    expect(paper.questions).toHaveLength(10);
  });
});

describe('my mistakes', () => {
  it('holds what was answered wrong anywhere until it is answered right twice running', async () => {
    const learner = await createUser(t.app);
    const exam = await createExam(t.app, {
      sections: [6],
      topicOf: (n) => `Mistake subject > ${n <= 3 ? 'Slips' : 'Sure'}`,
    });
    const { attemptId } = await start(t.app, learner, exam.id);
    await save(
      t.app,
      learner,
      attemptId,
      exam.questions.map((q, i) => ({
        questionId: q.id,
        optionId: i < 2 ? q.wrong : q.correct,
        seq: i + 1,
      })),
    );
    await t.app.examEngine.savesWritten();
    await end(t.app, learner, attemptId);
    const mistakes = async () => (await call(learner, 'GET', practiceUrl.mistakes())).json().data;
    expect(await mistakes()).toMatchObject({
      total: 2,
      topics: [{ name: 'Slips', path: 'Mistake subject > Slips', count: 2 }],
    });
    const wrongIds = exam.questions.slice(0, 2).map((q) => q.id);
    // Each of them is named, with its stem and when it was answered, never its key.
    const listed = (await mistakes()).questions;
    expect(listed.map((q: { questionId: number }) => q.questionId).sort()).toEqual(
      [...wrongIds].sort(),
    );
    expect(listed[0]).toEqual({
      questionId: expect.any(Number),
      stem: expect.any(String),
      stemMl: null,
      topicId: expect.any(Number),
      lastAnsweredAt: expect.any(String),
      rightInRow: 0,
    });

    const practiseRight = async () => {
      const set = await started(learner, { from: 'mistakes', count: 10, mode: 'learn' });
      const paper = await paperOf(learner, set.examId, set.attemptId);
      expect(paper.questions.map((q) => q.id).sort()).toEqual([...wrongIds].sort());
      for (const q of exam.questions.slice(0, 2)) {
        const res = await call(learner, 'POST', practiceUrl.check(set.attemptId), {
          questionId: q.id,
          optionId: q.correct,
        });
        expect(res.json().data.outcome).toBe('correct');
      }
      await end(t.app, learner, set.attemptId);
    };
    await practiseRight();
    const once = await mistakes();
    expect(once.total).toBe(2);
    // Right once since: still there, one right answer short of leaving.
    expect(once.questions.map((q: { rightInRow: number }) => q.rightInRow)).toEqual([1, 1]);
    await practiseRight();
    expect(await mistakes()).toEqual({ total: 0, topics: [], questions: [] });
    const none = await newSet(learner, { from: 'mistakes', count: 5, mode: 'learn' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NOTHING_TO_PRACTISE');
  });
});

describe('bookmarks', () => {
  it('keep questions the learner has met, shown in reviews, to practise later', async () => {
    const learner = await createUser(t.app);
    const exam = await createExam(t.app, { sections: [3], topicOf: () => 'Bookmark subject' });
    const unseen = await createExam(t.app, { sections: [1], topicOf: () => 'Bookmark subject' });
    const { attemptId } = await start(t.app, learner, exam.id);
    await end(t.app, learner, attemptId);
    const [q1] = exam.questions;
    const mark = (questionId: number, method: 'PUT' | 'DELETE' = 'PUT') =>
      t.app.inject({ method, url: practiceUrl.bookmark(questionId), headers: learner.headers });

    expect((await mark(q1!.id)).json().data).toEqual({ questionId: q1!.id, bookmarked: true });
    expect((await mark(q1!.id)).statusCode).toBe(200);
    expect((await mark(unseen.questions[0]!.id)).statusCode).toBe(404);
    const review = (await call(learner, 'GET', examUrl.result(attemptId))).json().data.review as {
      questionId: number;
      bookmarked: boolean;
    }[];
    expect(review.filter((r) => r.bookmarked).map((r) => r.questionId)).toEqual([q1!.id]);
    const list = (await call(learner, 'GET', practiceUrl.bookmarks())).json();
    expect(list.meta).toEqual({ total: 1, next: null });
    expect(list.data[0]).toMatchObject({ questionId: q1!.id, topic: 'Bookmark subject' });
    expect(
      (await call(await createUser(t.app), 'GET', practiceUrl.bookmarks())).json().data,
    ).toEqual([]);

    const set = await started(learner, { from: 'bookmarks', count: 10, mode: 'learn' });
    const paper = await paperOf(learner, set.examId, set.attemptId);
    expect(paper.questions.map((q) => q.id)).toEqual([q1!.id]);
    const checked = await call(learner, 'POST', practiceUrl.check(set.attemptId), {
      questionId: q1!.id,
      optionId: q1!.wrong,
    });
    expect(checked.json().data).toMatchObject({ outcome: 'wrong', bookmarked: true });

    expect((await mark(q1!.id, 'DELETE')).json().data.bookmarked).toBe(false);
    expect((await call(learner, 'GET', practiceUrl.bookmarks())).json().meta.total).toBe(0);
    const none = await newSet(learner, { from: 'bookmarks', count: 5, mode: 'learn' });
    expect(none.json().error.code).toBe('NOTHING_TO_PRACTISE');
    const mixed = await newSet(learner, {
      from: 'bookmarks',
      topicIds: [1],
      count: 5,
      mode: 'learn',
    });
    expect(mixed.statusCode).toBe(400);
  });
});
