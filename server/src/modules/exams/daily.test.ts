import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import {
  dailyUrl,
  type DailyQuiz,
  type DailyToday,
  type Leaderboard,
} from '@pariksha/contracts/daily';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { courses, exams, profiles } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { deleteCategoryOrLevel } from '../catalogue/catalogue.staff.service';
import { addDays } from './daily.rules';
import { createCourse, createExam, end, save, type TestExam } from './exams.factories';

// The day's quiz (decision 026): one per exam level and India-time day, the same for all its
// learners, open 06:00 to midnight India time by the app's clock; a streak; a leaderboard.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;

/** An instant of an India-time day. */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const DAY = '2026-03-10';

const call = (user: User, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: user.headers });

const today = async (user: User) => {
  const res = await call(user, 'GET', dailyUrl.today());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DailyToday;
};
const startToday = async (user: User) => {
  const res = await call(user, 'POST', dailyUrl.start());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { attemptId: string; examId: number; deadline: string };
};
const questionsOf = async (user: User, examId: number, attemptId: string) => {
  const res = await call(user, 'GET', examUrl.paper(examId, attemptId));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.questions as { id: number }[]).map((q) => q.id);
};

/** A published course of the level (free unless told), with a paper of `count` questions. */
async function paperOfLevel(
  levelId: number | null,
  count: number,
  opts: { access?: 'free' | 'restricted'; topicOf?: (n: number) => string; opensAt?: string } = {},
) {
  const base = await createCourse(t.app);
  let courseId = base.id;
  if (levelId !== null) {
    const tag = crypto.randomBytes(4).toString('hex');
    const [first] = await t.app.db.select().from(courses).where(eq(courses.id, base.id));
    const [course] = await t.app.db
      .insert(courses)
      .values({ ...first!, id: undefined, slug: `c-${tag}`, levelId, access: opts.access })
      .returning({ id: courses.id });
    courseId = course!.id;
  }
  const exam = await createExam(t.app, {
    courseId,
    sections: [count],
    topicOf: opts.topicOf,
    opensAt: opts.opensAt,
  });
  const [row] = await t.app.db.select().from(courses).where(eq(courses.id, courseId));
  return { exam, levelId: row!.levelId, categoryId: row!.categoryId };
}

/** A new learner whose exam level is `levelId`, chosen through their profile. */
async function learnerOf(levelId: number, leaderboardName: string | null = null) {
  const user = await createUser(t.app);
  const res = await t.app.inject({
    method: 'PATCH',
    url: AccountPaths.userDetails,
    headers: user.headers,
    payload: { targetLevelId: levelId },
  });
  expect(res.statusCode, res.body).toBe(200);
  if (leaderboardName)
    await t.app.db.update(profiles).set({ leaderboardName }).where(eq(profiles.userId, user.id));
  return user;
}

/** Takes today's quiz: answers right but `wrong` of its questions, in `seconds`, and ends it. */
async function take(user: User, papers: TestExam[], { wrong = 0, seconds = 30 } = {}) {
  const started = await startToday(user);
  const ids = await questionsOf(user, started.examId, started.attemptId);
  const byId = new Map(papers.flatMap((p) => p.questions).map((q) => [q.id, q]));
  const answers = ids.map((id, i) => ({
    questionId: id,
    optionId: i < wrong ? byId.get(id)!.wrong : byId.get(id)!.correct,
    seq: i + 1,
  }));
  expect((await save(t.app, user, started.attemptId, answers)).statusCode).toBe(200);
  t.clock.advance(seconds * 1000);
  const ended = await end(t.app, user, started.attemptId);
  expect(ended.statusCode, ended.body).toBe(200);
  return { ...started, questionIds: ids };
}

describe("the day's quiz", () => {
  it('is the same for two learners of a level, another the next day, and another for another level', async () => {
    const a = await paperOfLevel(null, 30);
    const b = await paperOfLevel(null, 30);
    const [first, second, other] = [
      await learnerOf(a.levelId),
      await learnerOf(a.levelId),
      await learnerOf(b.levelId),
    ];
    t.clock.set(ist(DAY, '08:00'));
    const one = await today(first);
    expect(one.quiz).toMatchObject({ day: DAY, questionCount: 10, status: 'open', mine: null });
    expect(one.quiz!.level.id).toBe(a.levelId);
    expect((await today(second)).quiz!.examId).toBe(one.quiz!.examId);
    const s1 = await startToday(first);
    const s2 = await startToday(second);
    expect(s2.examId).toBe(s1.examId);
    const drawn = await questionsOf(first, s1.examId, s1.attemptId);
    expect(await questionsOf(second, s2.examId, s2.attemptId)).toEqual(drawn);
    expect(drawn.every((id) => a.exam.questions.some((q) => q.id === id))).toBe(true);

    const s3 = await startToday(other);
    expect(s3.examId).not.toBe(s1.examId);
    const otherIds = await questionsOf(other, s3.examId, s3.attemptId);
    expect(otherIds.every((id) => b.exam.questions.some((q) => q.id === id))).toBe(true);

    t.clock.set(ist(addDays(DAY, 1), '08:00'));
    const next = await today(first);
    expect(next.quiz!.day).toBe(addDays(DAY, 1));
    expect(next.quiz!.examId).not.toBe(s1.examId);
    const s4 = await startToday(first);
    expect(await questionsOf(first, s4.examId, s4.attemptId)).not.toEqual(drawn);
  });

  it('opens at 06:00 India time, closes at midnight, and shows its answers after', async () => {
    const { exam, levelId } = await paperOfLevel(null, 12);
    const learner = await learnerOf(levelId);
    const late = await learnerOf(levelId);
    t.clock.set(ist(DAY, '05:59'));
    const early = await today(learner);
    expect(early.quiz).toBeNull();
    expect(early.opensAt).toBe(ist(DAY, '06:00').toISOString());
    expect(early.closesAt).toBe(ist(addDays(DAY, 1), '00:00').toISOString());
    const refused = await call(learner, 'POST', dailyUrl.start());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('EXAM_NOT_OPEN');

    t.clock.set(ist(DAY, '06:00'));
    const taken = await take(learner, [exam], { wrong: 2 });
    const quiz = (await today(learner)).quiz!;
    expect(quiz.mine).toMatchObject({ status: 'submitted', correct: 8, wrong: 2 });
    // One attempt a day, and its answers wait for midnight.
    const again = await call(learner, 'POST', dailyUrl.start());
    expect(again.json().error.code).toBe('ATTEMPT_LIMIT_REACHED');
    const kept = await call(learner, 'GET', dailyUrl.answers(taken.examId));
    expect(kept.statusCode).toBe(409);

    // Started five minutes before midnight, it ends at midnight.
    t.clock.set(ist(DAY, '23:55'));
    expect((await startToday(late)).deadline).toBe(ist(addDays(DAY, 1), '00:00').toISOString());

    t.clock.set(ist(addDays(DAY, 1), '00:01'));
    const after = await today(learner);
    expect(after.day).toBe(addDays(DAY, 1));
    expect(after.quiz).toBeNull();
    const days = (await call(learner, 'GET', dailyUrl.days())).json().data as DailyQuiz[];
    expect(days[0]).toMatchObject({ examId: taken.examId, day: DAY, status: 'closed' });
    const answers = await call(learner, 'GET', dailyUrl.answers(taken.examId));
    expect(answers.statusCode, answers.body).toBe(200);
    const review = answers.json().data.questions as {
      questionId: number;
      chosenOptionId: number | null;
      correctOptionId: number | null;
      outcome: string;
    }[];
    expect(review.map((r) => r.questionId)).toEqual(taken.questionIds);
    expect(review.every((r) => r.correctOptionId !== null)).toBe(true);
    expect(review.filter((r) => r.outcome === 'wrong')).toHaveLength(2);
    // The late learner's time ran out at midnight: they took it too.
    expect((await today(late)).streak).toMatchObject({ current: 1, takenToday: false });
  });

  it('is made once when the first requests of the day come together', async () => {
    const { levelId } = await paperOfLevel(null, 15);
    const learners = await Promise.all(Array.from({ length: 6 }, () => learnerOf(levelId)));
    t.clock.set(ist(DAY, '06:30'));
    const seen = await Promise.all(
      learners.map((l, i) =>
        i % 2 === 0 ? today(l).then((d) => d.quiz!.examId) : startToday(l).then((s) => s.examId),
      ),
    );
    expect(new Set(seen).size).toBe(1);
    const made = await t.app.db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.levelId, levelId), eq(exams.quizDay, DAY)));
    expect(made).toHaveLength(1);
  });

  it('never draws questions a learner of the level may not see, and says when there is none', async () => {
    const free = await paperOfLevel(null, 3);
    await paperOfLevel(free.levelId, 20, { access: 'restricted' });
    const upcoming = new Date(ist(DAY, '12:00')).toISOString();
    await paperOfLevel(free.levelId, 20, { opensAt: upcoming });
    const learner = await learnerOf(free.levelId);
    t.clock.set(ist(DAY, '09:00'));
    const s = await startToday(learner);
    const drawn = await questionsOf(learner, s.examId, s.attemptId);
    expect(drawn.sort()).toEqual(free.exam.questions.map((q) => q.id).sort());

    const { levelId: empty } = await paperOfLevel(null, 0);
    const nobody = await learnerOf(empty);
    expect((await today(nobody)).quiz).toBeNull();
    const none = await call(nobody, 'POST', dailyUrl.start());
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NOTHING_TO_PRACTISE');
  });

  it('asks a learner without an exam level to choose one', async () => {
    const learner = await createUser(t.app);
    t.clock.set(ist(DAY, '09:00'));
    expect(await today(learner)).toMatchObject({ level: null, quiz: null });
    const res = await call(learner, 'POST', dailyUrl.start());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LEVEL_NOT_CHOSEN');
  });

  it("draws the week's current-affairs questions first, then the subjects in turn", async () => {
    // Questions are added now (the database's time): the quiz is tomorrow's, India time.
    const tomorrow = addDays(new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10), 1);
    const subjects = ['History', 'Geography', 'Current affairs > This week'];
    const { exam, levelId } = await paperOfLevel(null, 30, {
      topicOf: (n) => subjects[n % 3]!,
    });
    const learner = await learnerOf(levelId);
    t.clock.set(ist(tomorrow, '07:00'));
    const s = await startToday(learner);
    const ids = await questionsOf(learner, s.examId, s.attemptId);
    const subjectOf = (id: number) =>
      subjects[(exam.questions.findIndex((q) => q.id === id) + 1) % 3];
    expect(ids.slice(0, 3).map(subjectOf)).toEqual(Array(3).fill(subjects[2]));
    // Then the subjects in turn, one of each before a second of any.
    const rest = ids.slice(3).map(subjectOf);
    expect(new Set(rest.slice(0, 3)).size).toBe(3);
    expect(new Set(rest.slice(3, 6)).size).toBe(3);
  });
});

describe('a level deleted', () => {
  it('takes its quizzes with it', async () => {
    const { exam, levelId } = await paperOfLevel(null, 10);
    const learner = await learnerOf(levelId);
    t.clock.set(ist(DAY, '12:00'));
    const { examId } = await take(learner, [exam]);
    await t.app.db.delete(courses).where(eq(courses.id, exam.courseId));
    await deleteCategoryOrLevel(t.app.db, t.app.mediaStore, SYSTEM_ACTOR, 'level', levelId);
    expect(await t.app.db.select().from(exams).where(eq(exams.id, examId))).toEqual([]);
    expect((await call(learner, 'GET', dailyUrl.leaderboard(examId))).statusCode).toBe(404);
  });
});

describe('the streak', () => {
  it('counts days in a row, waits for today, and breaks after a missed day', async () => {
    const { exam, levelId } = await paperOfLevel(null, 12);
    const learner = await learnerOf(levelId);
    const streakOn = async (day: string, time = '20:00') => {
      t.clock.set(ist(day, time));
      return (await today(learner)).streak;
    };
    t.clock.set(ist(DAY, '07:00'));
    await take(learner, [exam]);
    t.clock.set(ist(addDays(DAY, 1), '07:00'));
    await take(learner, [exam]);
    expect(await streakOn(addDays(DAY, 1))).toEqual({ current: 2, best: 2, takenToday: true });
    // Today not taken yet: the streak stands until the day is over.
    expect(await streakOn(addDays(DAY, 2))).toEqual({ current: 2, best: 2, takenToday: false });
    // A whole day missed: it is broken.
    expect(await streakOn(addDays(DAY, 3), '07:00')).toEqual({
      current: 0,
      best: 2,
      takenToday: false,
    });
    await take(learner, [exam]);
    expect(await streakOn(addDays(DAY, 3))).toEqual({ current: 1, best: 2, takenToday: true });
  });
});

describe('the leaderboard', () => {
  it('ranks by score, then time, naming only those who chose a name, and shows each their place', async () => {
    const { exam, levelId } = await paperOfLevel(null, 10);
    const asha = await learnerOf(levelId, 'Asha');
    const quiet = await learnerOf(levelId);
    const chitra = await learnerOf(levelId, 'Chitra');
    const bindu = await learnerOf(levelId, 'Bindu');
    t.clock.set(ist(DAY, '10:00'));
    const { examId } = await take(quiet, [exam], { seconds: 100 });
    await take(asha, [exam], { seconds: 200 });
    await take(chitra, [exam], { wrong: 1, seconds: 20 });
    await take(bindu, [exam], { seconds: 100 });
    const boardOf = async (user: User) => {
      const res = await call(user, 'GET', dailyUrl.leaderboard(examId));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Leaderboard;
    };
    const seen = await boardOf(quiet);
    expect(seen.takers).toBe(4);
    expect(seen.entries.map((e) => [e.place, e.name, e.you])).toEqual([
      [1, 'Bindu', false],
      [3, 'Asha', false],
      [4, 'Chitra', false],
    ]);
    expect(seen.entries[2]!.score).toBe(8.67);
    expect(seen.mine).toMatchObject({ place: 1, name: null, you: true, timeTakenSeconds: 100 });
    const own = await boardOf(asha);
    expect(own.entries.find((e) => e.you)).toMatchObject({ place: 3, name: 'Asha' });
    expect(own.mine).toMatchObject({ place: 3 });

    const outsider = await createUser(t.app);
    expect((await boardOf(outsider)).mine).toBeNull();
    expect((await call(outsider, 'GET', dailyUrl.leaderboard(exam.id))).statusCode).toBe(404);
  });
});

describe('my mistakes', () => {
  it("holds the questions answered wrong in the day's quiz", async () => {
    const { exam, levelId } = await paperOfLevel(null, 10, { topicOf: () => 'Daily slips' });
    const learner = await learnerOf(levelId);
    t.clock.set(ist(DAY, '11:00'));
    await take(learner, [exam], { wrong: 3 });
    const res = await call(learner, 'GET', practiceUrl.mistakes());
    expect(res.json().data).toMatchObject({
      total: 3,
      topics: [{ name: 'Daily slips', count: 3 }],
    });
  });
});
