import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createStaff } from '../admin/admin.factories';
import { questionBody, staffConsole } from './exams.staff.factories';

// The question bank (decision 026): a topic tree, questions shared by papers, each paper fixed
// once taken.

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

type Topic = { id: number; parentId: number | null; name: string; updatedAt: string };
const topic = async (name: string, parentId: number | null = null) => {
  const res = await send(teacher, 'POST', examStaffUrl.topics(), { parentId, name, nameMl: null });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Topic;
};
type Res = { json(): { error: { details: { field: string; message: string }[] } } };
const fieldError = (res: Res, field: string) =>
  res.json().error.details.find((d) => d.field === field)?.message;
const bank = async (query: Parameters<typeof examStaffUrl.bankQuestions>[0]) =>
  (await send(teacher, 'GET', examStaffUrl.bankQuestions(query))).json() as {
    data: { id: number; topic: string; papers: { examId: number }[] }[];
    meta: { next: number | null };
  };

describe('the topic tree', () => {
  it('goes three levels deep, names unique among siblings whatever their case', async () => {
    const history = await topic('History (tree)');
    const kerala = await topic('Kerala Renaissance', history.id);
    const reform = await topic('Reform movements', kerala.id);
    const deeper = await send(teacher, 'POST', examStaffUrl.topics(), {
      parentId: reform.id,
      name: 'Too deep',
      nameMl: null,
    });
    expect(deeper.statusCode).toBe(400);
    expect(fieldError(deeper, 'parentId')).toMatch(/three levels/);
    const twice = await send(teacher, 'POST', examStaffUrl.topics(), {
      parentId: history.id,
      name: 'kerala renaissance',
      nameMl: null,
    });
    expect(fieldError(twice, 'name')).toMatch(/already there/);
    // The same name under another parent is another topic.
    await topic('Kerala Renaissance');
  });

  it('moves a topic with what is under it, never under itself or deeper than three', async () => {
    const a = await topic('Subject A');
    const b = await topic('Subject B');
    const a1 = await topic('A one', a.id);
    await topic('A one one', a1.id);
    const put = (it: Topic, parentId: number | null) =>
      send(teacher, 'PUT', examStaffUrl.topic(it.id), {
        parentId,
        name: it.name,
        nameMl: null,
        updatedAt: it.updatedAt,
      });
    expect(fieldError(await put(a, a1.id), 'parentId')).toMatch(/under itself/);
    // a1 holds a subtopic: under b it is three levels, under b's child it would be four.
    const b1 = await topic('B one', b.id);
    expect(fieldError(await put(a1, b1.id), 'parentId')).toMatch(/three levels/);
    const moved = await put(a1, b.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.parentId).toBe(b.id);
  });

  it('deletes only a topic with nothing under it', async () => {
    const s = await topic('Subject with a question');
    const exam = await newExam();
    const [q] = await addQuestions(exam.id, [exam.sections[0]!.id]);
    await send(teacher, 'PUT', examStaffUrl.bankTopic(), { ids: [q], topicId: s.id });
    const refused = await send(teacher, 'DELETE', examStaffUrl.topic(s.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.dependents).toEqual({ subtopics: 0, questions: 1 });
    await send(teacher, 'PUT', examStaffUrl.bankTopic(), { ids: [q], topicId: null });
    expect((await send(teacher, 'DELETE', examStaffUrl.topic(s.id))).statusCode).toBe(200);
  });
});

describe('questions of the bank', () => {
  it('files a question typed with a path under that path, making the topics', async () => {
    const exam = await newExam();
    const res = await send(teacher, 'POST', examStaffUrl.questions(exam.id), {
      ...questionBody(exam.sections[0]!.id, 1),
      topic: ' Geography >  Kerala>Rivers ',
      source: 'Kerala PSC LDC 2019, booklet A, Q 17',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      topic: 'Geography > Kerala > Rivers',
      source: 'Kerala PSC LDC 2019, booklet A, Q 17',
    });
    const tree = (await send(teacher, 'GET', examStaffUrl.topics())).json().data as Topic[];
    const geography = tree.find((x) => x.name === 'Geography' && x.parentId === null)!;
    const kerala = tree.find((x) => x.parentId === geography.id)!;
    expect(tree.filter((x) => x.parentId === kerala.id).map((x) => x.name)).toEqual(['Rivers']);
    // A subject lists the questions of its topics and subtopics.
    expect((await bank({ topicId: geography.id })).data.map((q) => q.id)).toContain(
      res.json().data.id,
    );
    const fourLevels = await send(teacher, 'POST', examStaffUrl.questions(exam.id), {
      ...questionBody(exam.sections[0]!.id, 2),
      topic: 'A > B > C > D',
    });
    expect(fourLevels.statusCode).toBe(400);
  });

  it('lists the bank newest first, a page at a time, by words and difficulty', async () => {
    const exam = await newExam();
    const section = exam.sections[0]!.id;
    for (let n = 0; n < 55; n += 1)
      await send(teacher, 'POST', examStaffUrl.questions(exam.id), {
        ...questionBody(section, n),
        stem: `<p>Pagination marker ${n}</p>`,
        difficulty: n % 5 === 0 ? 'hard' : 'easy',
      });
    const first = await bank({ q: 'pagination marker' });
    expect(first.data).toHaveLength(50);
    const second = await bank({ q: 'pagination marker', before: first.meta.next! });
    expect(second.data).toHaveLength(5);
    expect(second.meta.next).toBeNull();
    expect(new Set([...first.data, ...second.data].map((q) => q.id)).size).toBe(55);
    expect((await bank({ q: 'pagination marker', difficulty: 'hard' })).data).toHaveLength(11);
    // LIKE's own characters are only characters.
    expect((await bank({ q: 'marker_%' })).data).toHaveLength(0);
  });

  it('shares a question between two papers, each fixed once it has been taken', async () => {
    const a = await newExam();
    const b = await newExam();
    const [shared] = await addQuestions(a.id, [a.sections[0]!.id]);
    const added = await send(teacher, 'POST', examStaffUrl.fromBank(b.id), {
      sectionId: b.sections[0]!.id,
      questionIds: [shared],
    });
    expect(added.json().data).toEqual({ added: 1 });
    const again = await send(teacher, 'POST', examStaffUrl.fromBank(b.id), {
      sectionId: b.sections[0]!.id,
      questionIds: [shared],
    });
    expect(fieldError(again, 'questionIds')).toMatch(/Already on this paper/);
    expect((await bank({ q: 'Question 1' })).data.find((q) => q.id === shared)?.papers).toEqual([
      { examId: a.id, title: expect.any(String), attempts: 0 },
      { examId: b.id, title: expect.any(String), attempts: 0 },
    ]);

    // Taken on paper a (the right answer, option 0): b's paper is still open, the key is not.
    const attempt = await sit(learner, a.id, [0]);
    const [q] = await questionsOf(b.id);
    const rekey = {
      ...questionBody(b.sections[0]!.id, 1, 2),
      updatedAt: q!.updatedAt,
    };
    const refused = await send(teacher, 'PUT', examStaffUrl.question(shared!), rekey);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.attempts).toBe(1);
    const fewer = await send(teacher, 'PUT', examStaffUrl.question(shared!), {
      ...rekey,
      options: rekey.options.slice(0, 3),
    });
    expect(fewer.statusCode).toBe(409);
    // Deleting it from the bank would take it off a taken paper.
    expect((await send(teacher, 'DELETE', examStaffUrl.question(shared!))).statusCode).toBe(409);

    // A regrade from b's side recomputes the attempt of a: option 0 is now wrong.
    const regraded = await send(teacher, 'PUT', examStaffUrl.question(shared!), {
      ...rekey,
      regrade: true,
    });
    expect(regraded.json().data.regraded).toBe(1);
    expect((await resultOf(learner, attempt)).correct).toBe(0);

    // b is untaken: the question may come off it, and stays in the bank and on a.
    const off = await send(teacher, 'DELETE', examStaffUrl.paperQuestion(b.id, shared!));
    expect(off.statusCode, off.body).toBe(200);
    expect(await questionsOf(b.id)).toEqual([]);
    expect((await questionsOf(a.id)).map((x) => x.id)).toEqual([shared]);
    const offA = await send(teacher, 'DELETE', examStaffUrl.paperQuestion(a.id, shared!));
    expect(offA.statusCode).toBe(409);
  });

  it('refuses questions of the bank that do not exist, and a section of another paper', async () => {
    const a = await newExam();
    const b = await newExam();
    const [q] = await addQuestions(a.id, [a.sections[0]!.id]);
    const unknown = await send(teacher, 'POST', examStaffUrl.fromBank(b.id), {
      sectionId: b.sections[0]!.id,
      questionIds: [q, 999_999],
    });
    expect(fieldError(unknown, 'questionIds')).toMatch(/999999/);
    const otherSection = await send(teacher, 'POST', examStaffUrl.fromBank(b.id), {
      sectionId: a.sections[0]!.id,
      questionIds: [q],
    });
    expect(fieldError(otherSection, 'sectionId')).toBeDefined();
    const notOn = await send(teacher, 'DELETE', examStaffUrl.paperQuestion(b.id, q!));
    expect(notOn.statusCode).toBe(404);
  });
});
