import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createStaff } from '../admin/admin.factories';
import { staffConsole } from './exams.staff.factories';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
  learner = await createUser(t.app);
});
afterAll(() => t.close());

const { send, newExam, addQuestions, sit } = staffConsole(() => ({ app: t.app, teacher }));

describe('results for staff', () => {
  it('flags a question whose strongest candidates chose a distractor over the key', async () => {
    const exam = await newExam();
    const section = exam.sections[0]!.id;
    await addQuestions(exam.id, [section, section, section, section]);
    // Nine learners in three clear thirds; the key is A (0) throughout. On question 3 the
    // strongest three all chose B, the others A.
    const strong = [0, 0, 1, 0]; // 3 right, 1 wrong: 2.67
    const middle = [0, 1, 0, null]; // 2 right, 1 wrong: 1.67
    const weak = [1, 1, 0, null]; // 1 right, 2 wrong: 0.33
    for (const p of [strong, strong, strong, middle, middle, middle, weak, weak, weak])
      await sit(await createUser(t.app), exam.id, p);

    const stats = (await send(teacher, 'GET', examStaffUrl.statistics(exam.id))).json().data;
    expect(stats).toMatchObject({
      attempts: 9,
      meanScore: 1.56,
      medianScore: 1.67,
      maxScore: 2.67,
    });
    expect(stats.distribution.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(9);
    const [q1, q2, q3, q4] = stats.questions;
    expect(q1).toMatchObject({ shareCorrect: 66.7, discrimination: 1, flag: null });
    expect(q2).toMatchObject({ shareCorrect: 33.3, discrimination: 1, flag: null });
    expect(q3).toMatchObject({
      shareCorrect: 66.7,
      discrimination: -1,
      flag: 'distractor-beats-key',
      answered: 9,
      unansweredShare: 0,
    });
    expect(q3.options[1]).toMatchObject({ isCorrect: false, share: 33.3 });
    expect(q4).toMatchObject({ answered: 3, unansweredShare: 66.7, discrimination: 1 });
  });

  it('lists attempts with search, and downloads them as CSV a spreadsheet cannot run', async () => {
    const exam = await newExam();
    await addQuestions(exam.id, [exam.sections[0]!.id]);
    const sly = await createUser(t.app, { name: '=HYPERLINK("http://evil")' });
    await sit(sly, exam.id, [0]);
    await sit(learner, exam.id, [1]);
    const all = (await send(teacher, 'GET', examStaffUrl.attempts(exam.id))).json();
    expect(all.meta.total).toBe(2);
    const found = (
      await send(teacher, 'GET', examStaffUrl.attempts(exam.id, { q: learner.email }))
    ).json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({
      email: learner.email,
      score: -0.33,
      status: 'submitted',
    });

    const csv = await send(teacher, 'GET', examStaffUrl.attempts(exam.id, { format: 'csv' }));
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect((await send(learner, 'GET', examStaffUrl.attempts(exam.id))).statusCode).toBe(403);
  });
});
