import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl, examUrl } from '@pariksha/contracts/exams-paths';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { withQuery } from '@pariksha/contracts/paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createStaff, examInput } from '../admin/admin.factories';
import { questionBody, staffConsole } from './exams.staff.factories';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
  learner = await createUser(t.app);
});
afterAll(() => t.close());

const { send, newExam, addQuestions, questionsOf, sit, resultOf } = staffConsole(() => ({
  app: t.app,
  teacher,
}));
const examBody = examInput;

describe('exams in the console', () => {
  it('keeps a section’s questions together on the paper, in the order staff give', async () => {
    const exam = await newExam();
    const [history, geography] = exam.sections.map((s) => s.id) as [number, number];
    const [q1, q2, q3] = await addQuestions(exam.id, [history, geography, history]);
    expect((await questionsOf(exam.id)).map((q) => q.id)).toEqual([q1, q3, q2]);

    // Geography first: the sections' order moves their questions with them.
    const current = (await send(teacher, 'GET', examStaffUrl.exam(exam.id))).json().data;
    const moved = await send(teacher, 'PUT', examStaffUrl.exam(exam.id), {
      ...examBody({
        sections: [
          { id: geography, title: 'Geography' },
          { id: history, title: 'History' },
        ],
      }),
      updatedAt: current.updatedAt,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await questionsOf(exam.id)).map((q) => q.id)).toEqual([q2, q1, q3]);

    const order = await send(teacher, 'PUT', examStaffUrl.questionsOrder(exam.id), {
      ids: [q3, q1, q2],
    });
    expect(order.json().data).toEqual([q2, q3, q1]);
    const paper = (await send(learner, 'GET', examUrl.exam(exam.id))).json().data;
    expect(paper.questionCount ?? paper.totalQuestions ?? 3).toBe(3);
  });

  it('refuses to remove a section that still has questions, and an unknown section', async () => {
    const exam = await newExam();
    await addQuestions(exam.id, [exam.sections[1]!.id]);
    const current = (await send(teacher, 'GET', examStaffUrl.exam(exam.id))).json().data;
    const drop = await send(teacher, 'PUT', examStaffUrl.exam(exam.id), {
      ...examBody({ sections: [{ id: exam.sections[0]!.id, title: 'History' }] }),
      updatedAt: current.updatedAt,
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().error.message).toMatch(/Geography.*1 question/);
    const stray = await send(teacher, 'PUT', examStaffUrl.exam(exam.id), {
      ...examBody({ sections: [{ id: 99_999_999, title: 'X' }] }),
      updatedAt: current.updatedAt,
    });
    expect(stray.statusCode).toBe(400);
  });

  it('hides an unpublished exam from learners, and refuses a stale edit', async () => {
    const exam = await newExam({ published: false });
    await addQuestions(exam.id, [exam.sections[0]!.id]);
    expect((await send(learner, 'GET', examUrl.exam(exam.id))).statusCode).toBe(404);
    expect((await send(learner, 'POST', examUrl.start(exam.id))).statusCode).toBe(404);

    const stale = exam.updatedAt;
    const first = await send(teacher, 'PUT', examStaffUrl.exam(exam.id), {
      ...examBody({
        published: true,
        sections: exam.sections.map(({ id, title }) => ({ id, title })),
      }),
      updatedAt: stale,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await send(learner, 'GET', examUrl.exam(exam.id))).statusCode).toBe(200);
    const second = await send(teacher, 'PUT', examStaffUrl.exam(exam.id), {
      ...examBody({
        title: 'Overwritten',
        sections: exam.sections.map(({ id, title }) => ({ id, title })),
      }),
      updatedAt: stale,
    });
    expect(second.statusCode).toBe(409);
  });
});

describe('question text', () => {
  it('is stored through the sanitiser, and a question with nothing left is refused', async () => {
    const exam = await newExam();
    const section = exam.sections[0]!.id;
    const res = await send(teacher, 'POST', examStaffUrl.questions(exam.id), {
      ...questionBody(section, 1),
      stem: '<p onclick="steal()">Which is 3 &lt; 4?<script>alert(1)</script></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.stem).toBe('<p>Which is 3 &lt; 4?</p>');
    const empty = await send(teacher, 'POST', examStaffUrl.questions(exam.id), {
      ...questionBody(section, 2),
      stem: '<script>alert(1)</script>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('stem');
  });
});

describe('an exam learners have taken', () => {
  it('fixes the paper, and a new key is an explicit regrade of scores and ranks', async () => {
    const exam = await newExam();
    const section = exam.sections[0]!.id;
    const [q1, q2] = await addQuestions(exam.id, [section, section]);
    const strong = await createUser(t.app);
    const a1 = await sit(learner, exam.id, [1, 0]); // q1 wrong (key 0), q2 right
    const a2 = await sit(strong, exam.id, [0, 0]); // both right
    expect((await resultOf(learner, a1)).score).toBe(0.67);
    expect((await resultOf(strong, a2)).rank).toBe(1);

    const added = await send(
      teacher,
      'POST',
      examStaffUrl.questions(exam.id),
      questionBody(section, 9),
    );
    expect(added.statusCode).toBe(409);
    expect(added.json().error.details).toEqual({ attempts: 2 });
    expect((await send(teacher, 'DELETE', examStaffUrl.question(q2!))).statusCode).toBe(409);

    const [before] = await questionsOf(exam.id);
    const rekey = (regrade?: boolean) =>
      send(teacher, 'PUT', examStaffUrl.question(q1!), {
        ...questionBody(section, 1, 1),
        updatedAt: before!.updatedAt,
        ...(regrade !== undefined && { regrade }),
      });
    const silent = await rekey();
    expect(silent.statusCode).toBe(409);
    expect(silent.json().error.message).toMatch(/regrade/);
    const fewer = await send(teacher, 'PUT', examStaffUrl.question(q1!), {
      ...questionBody(section, 1),
      options: questionBody(section, 1).options.slice(0, 3),
      updatedAt: before!.updatedAt,
    });
    expect(fewer.statusCode).toBe(409);

    // The key was B all along: the learner who chose B gains, the other loses.
    const regraded = await rekey(true);
    expect(regraded.statusCode, regraded.body).toBe(200);
    expect(regraded.json().data.regraded).toBe(2);
    // Options keep their ids (answers point at them).
    expect(regraded.json().data.question.options.map((o: { id: number }) => o.id)).toEqual(
      before!.options.map((o) => o.id),
    );
    const mine = await resultOf(learner, a1);
    expect(mine).toMatchObject({ score: 2, correct: 2, wrong: 0, rank: 1 });
    expect(mine.review[0].correctOptionId).toBe(before!.options[1]!.id);
    expect(await resultOf(strong, a2)).toMatchObject({ score: 0.67, rank: 2 });

    const audit = (
      await send(await createStaff(t.app, 'admin'), 'GET', adminUrl.audit({ action: 'regrade' }))
    ).json().data;
    expect(audit[0]).toMatchObject({
      entity: 'question',
      entityId: String(q1),
      actorEmail: teacher.email,
    });
  });

  it('changes the marks of a taken exam only as a regrade', async () => {
    const exam = await newExam();
    const section = exam.sections[0]!.id;
    await addQuestions(exam.id, [section, section, section]);
    const attempt = await sit(learner, exam.id, [0, 1, null]);
    expect((await resultOf(learner, attempt)).score).toBe(0.67);
    const current = (await send(teacher, 'GET', examStaffUrl.exam(exam.id))).json().data;
    const body = {
      ...examBody({
        marksPerQuestion: 2,
        negativeNumerator: 0,
        sections: current.sections.map(({ id, title }: { id: number; title: string }) => ({
          id,
          title,
        })),
      }),
      updatedAt: current.updatedAt,
    };
    expect((await send(teacher, 'PUT', examStaffUrl.exam(exam.id), body)).statusCode).toBe(409);
    const done = await send(teacher, 'PUT', examStaffUrl.exam(exam.id), {
      ...body,
      regrade: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.regraded).toBe(1);
    expect(await resultOf(learner, attempt)).toMatchObject({ score: 2, maxScore: 6 });
  });

  it('deletes an exam with attempts only when confirmed', async () => {
    const exam = await newExam();
    await addQuestions(exam.id, [exam.sections[0]!.id]);
    await sit(learner, exam.id, [0]);
    const refused = await send(teacher, 'DELETE', examStaffUrl.exam(exam.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/1 attempt/);
    expect(
      (await send(teacher, 'DELETE', withQuery(examStaffUrl.exam(exam.id), { confirm: true })))
        .statusCode,
    ).toBe(200);
    expect((await send(teacher, 'GET', examStaffUrl.exam(exam.id))).statusCode).toBe(404);
  });
});
