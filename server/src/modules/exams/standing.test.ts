import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AccountPaths } from '@pariksha/contracts/accounts';
import { dailyUrl } from '@pariksha/contracts/daily';
import { practiceUrl } from '@pariksha/contracts/practice';
import { progressUrl, type Leaderboard, type Standing } from '@pariksha/contracts/progress';
import { courses } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createCourse, createExam, end, save, start, type TestExam } from './exams.factories';
import { indiaDay, weekOf } from './standing.rules';

// Where I stand and the weekly leaderboard (decision 027): a learner's figures across every test,
// paper and practice set, and a level's board of the week, exact on known attempts.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;
type Pick = 'right' | 'wrong' | 'blank';

const get = (user: User, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user.headers });
const standingOf = async (user: User) => {
  const res = await get(user, progressUrl.standing());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Standing;
};
const boardOf = async (user: User, levelId: number, week?: string) => {
  const res = await get(user, progressUrl.leaderboard(levelId, week));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Leaderboard;
};
const named = async (user: User, leaderboardName: string | null) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: AccountPaths.userDetails,
    headers: user.headers,
    payload: { leaderboardName },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { leaderboardName: string | null };
};

/** Takes the exam: question i answered as `pick(i)` says, ended `seconds` after it started. */
async function take(user: User, exam: TestExam, pick: (i: number) => Pick, seconds = 60) {
  const { attemptId } = await start(t.app, user, exam.id);
  const answers = exam.questions.flatMap((q, i) => {
    const p = pick(i);
    if (p === 'blank') return [];
    return [{ questionId: q.id, optionId: p === 'right' ? q.correct : q.wrong, seq: i + 1 }];
  });
  if (answers.length > 0)
    expect((await save(t.app, user, attemptId, answers)).statusCode).toBe(200);
  await t.app.examEngine.savesWritten();
  t.clock.advance(seconds * 1000);
  const res = await end(t.app, user, attemptId);
  expect(res.statusCode, res.body).toBe(200);
  return attemptId;
}
const allRight = () => 'right' as const;

const levelOf = async (courseId: number) => {
  const [row] = await t.app.db
    .select({ levelId: courses.levelId })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row!.levelId;
};

describe('where I stand', () => {
  it('sums accuracy by topic exactly, across tests and practice, and marks too few answers', async () => {
    const learner = await createUser(t.app);
    const first = await createExam(t.app, {
      sections: [12],
      title: 'Standing mock 1',
      topicOf: (n) => (n <= 8 ? 'Standing subject > Alpha' : 'Standing subject > Beta'),
    });
    const second = await createExam(t.app, {
      sections: [10],
      title: 'Standing mock 2',
      topicOf: () => 'Standing subject > Alpha',
    });
    expect(await standingOf(learner)).toEqual({
      answered: 0,
      correct: 0,
      topics: [],
      weakTopicIds: [],
      trend: [],
      pace: [],
    });
    // Alpha: 5 right, 2 wrong, 1 blank; Beta: 2 right, 1 wrong, 1 blank. PSC marking: 7 − 3 × ⅓.
    const firstAttempt = await take(learner, first, (i) =>
      i < 5
        ? 'right'
        : i < 7
          ? 'wrong'
          : i === 7
            ? 'blank'
            : i < 10
              ? 'right'
              : i === 10
                ? 'wrong'
                : 'blank',
    );
    t.clock.advance(60_000);
    const secondAttempt = await take(learner, second, allRight);
    // A second go at the first test is not ranked: the trend keeps the first.
    t.clock.advance(60_000);
    await take(learner, first, allRight);
    // A learn-mode check counts in the topic at once (one wrong answer to a Beta question).
    const beta = (await standingOf(learner)).topics.find((x) => x.name === 'Beta')!;
    const set = await t.app.inject({
      method: 'POST',
      url: practiceUrl.sets(),
      headers: learner.headers,
      payload: { topicIds: [beta.id], count: 1, mode: 'learn' },
    });
    expect(set.statusCode, set.body).toBe(201);
    const { attemptId: practiceAttempt } = set.json().data as { attemptId: string };
    const paper = await t.app.inject({
      url: `/api/exams/${set.json().data.examId}/attempts/${practiceAttempt}/paper`,
      headers: learner.headers,
    });
    const q = paper.json().data.questions[0] as { id: number };
    const key = first.questions.find((x) => x.id === q.id)!;
    const check = await t.app.inject({
      method: 'POST',
      url: practiceUrl.check(practiceAttempt),
      headers: learner.headers,
      payload: { questionId: q.id, optionId: key.wrong },
    });
    expect(check.statusCode, check.body).toBe(200);

    const s = await standingOf(learner);
    const mine = s.topics.filter((x) => ['Standing subject', 'Alpha', 'Beta'].includes(x.name));
    // Alpha: 7 + 10 + 8 (the second go) answers; Beta: 3 + 4 (the second go) + 1 (the check).
    expect(
      mine.map(({ name, answered, correct, accuracy, tooFew }) => ({
        name,
        answered,
        correct,
        accuracy,
        tooFew,
      })),
    ).toEqual([
      { name: 'Standing subject', answered: 33, correct: 29, accuracy: 87.9, tooFew: false },
      { name: 'Alpha', answered: 25, correct: 23, accuracy: 92, tooFew: false },
      { name: 'Beta', answered: 8, correct: 6, accuracy: 75, tooFew: true },
    ]);
    expect([s.answered, s.correct]).toEqual([33, 29]);
    expect(s.weakTopicIds).toEqual([mine[1]!.id]);

    // Oldest first, ranked attempts only, mock tests and papers only (no practice set).
    expect(
      s.trend.map(({ attemptId, title, score, maxScore, percent, kind }) => ({
        attemptId,
        title,
        score,
        maxScore,
        percent,
        kind,
      })),
    ).toEqual([
      {
        attemptId: firstAttempt,
        title: 'Standing mock 1',
        score: 6,
        maxScore: 12,
        percent: 50,
        kind: 'mock',
      },
      {
        attemptId: secondAttempt,
        title: 'Standing mock 2',
        score: 10,
        maxScore: 10,
        percent: 100,
        kind: 'mock',
      },
    ]);
    expect(Date.parse(s.trend[0]!.endedAt)).toBeLessThan(Date.parse(s.trend[1]!.endedAt));
    // Newest first, each beside its test's best tenth (here, the learner alone).
    expect(s.pace.map((p) => [p.attemptId, p.secondsPerQuestion, p.takers, p.topTakers])).toEqual([
      [secondAttempt, 6, 1, 1],
      [firstAttempt, 5, 1, 1],
    ]);
  });

  it("compares time per question with the test's best tenth of ranked takers, by score then time", async () => {
    const exam = await createExam(t.app, { sections: [6], topicOf: () => 'Pace subject' });
    // Two full marks (60 s and 120 s), eight quick low scores that are not the best tenth.
    const others = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    await take(others[0]!, exam, allRight, 120);
    await take(others[1]!, exam, allRight, 60);
    for (const other of others.slice(2))
      await take(other, exam, (i) => (i < 3 ? 'right' : 'blank'), 30);
    const learner = await createUser(t.app);
    const attemptId = await take(learner, exam, (i) => (i < 5 ? 'right' : 'wrong'), 300);
    const [pace] = (await standingOf(learner)).pace;
    // 11 ranked takers: the best tenth is 2, at 10 and 20 s a question.
    expect(pace).toMatchObject({
      attemptId,
      examId: exam.id,
      secondsPerQuestion: 50,
      topSecondsPerQuestion: 15,
      takers: 11,
      topTakers: 2,
    });
  });

  it("is only ever the caller's own", async () => {
    const owner = await createUser(t.app);
    const exam = await createExam(t.app, { sections: [4], topicOf: () => 'Own subject' });
    await take(owner, exam, allRight);
    const other = await createUser(t.app);
    for (const url of [
      progressUrl.standing(),
      `${progressUrl.standing()}?userId=${owner.id}`,
      `${progressUrl.standing()}?user=${owner.id}`,
    ]) {
      const res = await get(other, url);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ answered: 0, topics: [], trend: [], pace: [] });
    }
    expect((await t.app.inject({ url: progressUrl.standing() })).statusCode).toBe(401);
    expect((await standingOf(owner)).trend).toHaveLength(1);
  });
});

describe('the weekly leaderboard', () => {
  it('ranks the week of a level by points, then time, naming only those who chose a name', async () => {
    const course = await createCourse(t.app);
    const levelId = await levelOf(course.id);
    const full = await createExam(t.app, { courseId: course.id, sections: [4] });
    const half = await createExam(t.app, { courseId: course.id, sections: [4] });
    const elsewhere = await createExam(t.app, { sections: [4] });
    const ana = await createUser(t.app, { name: 'Ana' });
    const ben = await createUser(t.app, { name: 'Ben' });
    const chitra = await createUser(t.app, { name: 'Chitra' });
    const dev = await createUser(t.app, { name: 'Dev' });
    expect((await named(ben, '  Ben K  ')).leaderboardName).toBe('Ben K');
    await named(ana, 'Ana');
    await named(dev, 'Dev');

    // Last week's final half hour (Sunday 23:30 India time), then the first minute of this one.
    const back = t.clock.now();
    const thisWeek = weekOf(indiaDay(back));
    t.clock.set(new Date(thisWeek.startsAt.getTime() - 30 * 60_000));
    await take(ana, full, allRight, 60);
    t.clock.set(new Date(thisWeek.startsAt.getTime() + 60_000));
    await take(ben, full, allRight, 120);
    await take(chitra, full, allRight, 60);
    await take(chitra, half, (i) => (i < 2 ? 'right' : 'blank'), 60);
    await take(dev, full, allRight, 60);
    await take(ben, elsewhere, allRight, 60);
    t.clock.set(back);

    const board = await boardOf(dev, levelId);
    expect(board).toMatchObject({
      level: { id: levelId },
      week: thisWeek.monday,
      startsAt: thisWeek.startsAt.toISOString(),
      endsAt: thisWeek.endsAt.toISOString(),
      ranked: 2,
    });
    // Equal points: fewer seconds first. Chitra chose no name: she is not listed.
    expect(board.entries).toEqual([
      { place: 1, name: 'Dev', points: 100, tests: 1, seconds: 60, you: true },
      { place: 2, name: 'Ben K', points: 100, tests: 1, seconds: 120, you: false },
    ]);
    expect(board.you).toEqual({ place: 1, points: 100, tests: 1, seconds: 60, shown: true });
    expect(JSON.stringify(board)).not.toMatch(new RegExp(`${chitra.id}|${dev.id}|@example`));
    // She still sees the place she would hold among those listed.
    expect((await boardOf(chitra, levelId)).you).toEqual({
      place: 1,
      points: 150,
      tests: 2,
      seconds: 120,
      shown: false,
    });
    // Last week: Ana's test, 30 minutes before Monday; any day of a week names the week.
    expect((await boardOf(ana, levelId)).you).toBeNull();
    const lastSunday = indiaDay(new Date(thisWeek.startsAt.getTime() - 60_000));
    const last = await boardOf(ana, levelId, lastSunday);
    expect(last.week).toBe(weekOf(lastSunday).monday);
    expect(last.entries).toEqual([
      { place: 1, name: 'Ana', points: 100, tests: 1, seconds: 60, you: true },
    ]);
    // Taking the name off takes the learner off the board; their place stays theirs to see.
    await named(dev, null);
    const after = await boardOf(dev, levelId);
    expect(after.entries.map((e) => e.name)).toEqual(['Ben K']);
    expect(after.you).toMatchObject({ place: 1, shown: false });
  });

  it("counts the level's day's quiz beside its tests", async () => {
    const course = await createCourse(t.app);
    const levelId = await levelOf(course.id);
    const paper = await createExam(t.app, { courseId: course.id, sections: [4] });
    const learner = await createUser(t.app);
    const chose = await t.app.inject({
      method: 'PATCH',
      url: AccountPaths.userDetails,
      headers: learner.headers,
      payload: { targetLevelId: levelId, leaderboardName: 'Quiz Taker' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const back = t.clock.now();
    // A Wednesday, 10:00 India time: the day's quiz is open, drawn from the level's paper.
    t.clock.set(new Date('2026-03-11T10:00:00+05:30'));
    await take(learner, paper, allRight, 60);
    const started = await t.app.inject({
      method: 'POST',
      url: dailyUrl.start(),
      headers: learner.headers,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { attemptId } = started.json().data as { attemptId: string };
    t.clock.advance(30_000);
    expect((await end(t.app, learner, attemptId)).statusCode).toBe(200);
    const board = await boardOf(learner, levelId, '2026-03-11');
    t.clock.set(back);
    // The test at 100 % and the quiz left blank (0 %): two tests, 90 seconds in all.
    expect(board.you).toEqual({ place: 1, points: 100, tests: 2, seconds: 90, shown: true });
  });

  it('refuses a week that is not a date, and a level that is not there', async () => {
    const learner = await createUser(t.app);
    const course = await createCourse(t.app);
    const levelId = await levelOf(course.id);
    for (const week of ['monday', '2026-13-01', '2026-02-30x', '1999-12-31']) {
      const res = await get(learner, progressUrl.leaderboard(levelId, week));
      expect(res.statusCode, week).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await get(learner, progressUrl.leaderboard(2_000_000_000))).statusCode).toBe(404);
    expect((await get(learner, '/api/progress/levels/x/leaderboard')).statusCode).toBe(400);
    expect((await t.app.inject({ url: progressUrl.leaderboard(levelId) })).statusCode).toBe(401);
  });
});
