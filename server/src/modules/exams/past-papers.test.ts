import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl, examUrl } from '@pariksha/contracts/exams-paths';
import { examInput } from '@pariksha/contracts/testing/exam-input';
import { practiceUrl } from '@pariksha/contracts/practice';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createStaff } from '../admin/admin.factories';
import { createExam, end, start } from './exams.factories';

// Previous-year papers (decision 026): exams of kind `paper` in a library by board, post and year,
// taken as mock tests or practised by topic.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ldc = { board: 'Kerala PSC (demo)', post: 'Lower Division Clerk', year: 2019, code: 'A' };

describe('the library of previous-year papers', () => {
  it('lists published papers, newest year first, each with its place, and no mock test', async () => {
    const learner = await createUser(t.app);
    const older = await createExam(t.app, { title: 'LDC 2017', paper: { ...ldc, year: 2017 } });
    const newer = await createExam(t.app, { title: 'LDC 2019', paper: ldc });
    await createExam(t.app, { title: 'Draft paper', paper: ldc, published: false });
    await createExam(t.app, { title: 'A mock test' });
    const res = await t.app.inject({
      method: 'GET',
      url: examUrl.papers(),
      headers: learner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const papers = res.json().data as { id: number; kind: string; paper: unknown }[];
    expect(papers.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(papers[0]).toMatchObject({ kind: 'paper', paper: ldc });

    const exam = await t.app.inject({
      method: 'GET',
      url: examUrl.exam(newer.id),
      headers: learner.headers,
    });
    expect(exam.json().data).toMatchObject({ kind: 'paper', paper: ldc, practiceMode: null });
  });

  it('is taken like a mock test, and its questions can be practised', async () => {
    const paper = await createExam(t.app, {
      title: 'LDC 2021',
      paper: { ...ldc, year: 2021, code: null },
      sections: [6],
      topicOf: (n) => `Paper subject > ${n % 2 ? 'Odd' : 'Even'}`,
    });
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    for (const who of [a, b]) {
      const { attemptId } = await start(t.app, who, paper.id);
      await end(t.app, who, attemptId);
    }
    const { attemptId } = await start(t.app, a, paper.id);
    const result = await end(t.app, a, attemptId);
    expect(result.json().data.kind).toBe('paper');

    const set = await t.app.inject({
      method: 'POST',
      url: practiceUrl.sets(),
      headers: b.headers,
      payload: { from: 'paper', paperId: paper.id, count: 50, mode: 'learn' },
    });
    expect(set.statusCode, set.body).toBe(201);
    const { examId, attemptId: practice } = set.json().data;
    const drawn = (
      await t.app.inject({
        method: 'GET',
        url: examUrl.paper(examId, practice),
        headers: b.headers,
      })
    ).json().data;
    expect(drawn.title).toBe('LDC 2021');
    expect(drawn.questions.map((q: { id: number }) => q.id).sort()).toEqual(
      paper.questions.map((q) => q.id).sort(),
    );

    const mock = await createExam(t.app, { sections: [2] });
    for (const payload of [
      { from: 'paper', paperId: mock.id, count: 5, mode: 'learn' },
      { from: 'paper', paperId: 2_000_000_000, count: 5, mode: 'learn' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: practiceUrl.sets(),
        headers: b.headers,
        payload,
      });
      expect(res.statusCode).toBe(404);
    }
    const unnamed = await t.app.inject({
      method: 'POST',
      url: practiceUrl.sets(),
      headers: b.headers,
      payload: { from: 'paper', count: 5, mode: 'learn' },
    });
    expect(unnamed.statusCode).toBe(400);
  });

  it('shows the topic tree of one paper, its questions counted by topic, to practise by topic', async () => {
    const learner = await createUser(t.app);
    const paper = await createExam(t.app, {
      title: 'LDC 2022',
      paper: { ...ldc, year: 2022 },
      sections: [5],
      topicOf: (n) => `Paper tree subject > ${n <= 3 ? 'First' : 'Second'}`,
    });
    // The same topics hold questions of a mock test, which the paper's tree does not count.
    await createExam(t.app, { sections: [4], topicOf: () => 'Paper tree subject > First' });
    const tree = async (paperId?: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: practiceUrl.topics(paperId),
        headers: learner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        topics: { name: string; available: number }[];
        paper: { id: number; title: string } | null;
      };
    };
    const available = (d: Awaited<ReturnType<typeof tree>>, name: string) =>
      d.topics.find((x) => x.name === name)?.available;

    const ofPaper = await tree(paper.id);
    expect(ofPaper.paper).toEqual({ id: paper.id, title: 'LDC 2022' });
    expect(available(ofPaper, 'Paper tree subject')).toBe(5);
    expect(available(ofPaper, 'First')).toBe(3);
    expect(available(ofPaper, 'Second')).toBe(2);
    const whole = await tree();
    expect(whole.paper).toBeNull();
    expect(available(whole, 'First')).toBe(7);

    const mock = await createExam(t.app, { sections: [1] });
    for (const id of [mock.id, 2_000_000_000]) {
      const res = await t.app.inject({
        method: 'GET',
        url: practiceUrl.topics(id),
        headers: learner.headers,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the console', () => {
  it('keeps a paper a paper when its settings are saved without naming it, and can make it a mock', async () => {
    const teacher = await createStaff(t.app, 'teacher');
    const paper = await createExam(t.app, { title: 'LDC 2015', paper: { ...ldc, year: 2015 } });
    const url = examStaffUrl.exam(paper.id);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url, headers: teacher.headers })).json().data;
    /** Saves the settings as a form that knows nothing of papers would send them. */
    const save = async (change: object) => {
      const e = await read();
      const payload = {
        ...examInput({ title: e.title, durationMinutes: e.durationMinutes }),
        sections: e.sections.map((s: { id: number; title: string }) => ({
          id: s.id,
          title: s.title,
        })),
        updatedAt: e.updatedAt,
        ...change,
      };
      const res = await t.app.inject({ method: 'PUT', url, headers: teacher.headers, payload });
      expect(res.statusCode, res.body).toBe(200);
      return read();
    };
    expect((await save({ title: 'LDC 2015 (edited)' })).paper).toEqual({ ...ldc, year: 2015 });
    expect((await save({ paper: null })).paper).toBeNull();
  });
});
