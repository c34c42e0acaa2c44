import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createCourse, end, save, start } from './exams.factories';
import { callAs, createStaff, examInput, type CallArgs } from '../admin/admin.factories';
import { importBank, sendBank } from './bank/import.factories';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  // Question-bank files are read by a background job.
  t = await buildTestApp({ JOBS: 'on' });
  teacher = await createStaff(t.app, 'teacher');
  learner = await createUser(t.app);
});
afterAll(() => t.close());

type Caller = CallArgs[0];
const send = (...args: CallArgs) => callAs(t.app, ...args);

const examBody = examInput;

const questionBody = (sectionId: number, n: number, key = 0) => ({
  sectionId,
  stem: `<p>Question ${n}</p>`,
  stemMl: null,
  options: ['A', 'B', 'C', 'D'].map((l, i) => ({
    text: `${l}${n}`,
    textMl: null,
    correct: i === key,
  })),
  explanation: '',
  explanationMl: null,
  topic: 'Renaissance',
  difficulty: 'medium',
});

async function newExam(over: Record<string, unknown> = {}) {
  const course = await createCourse(t.app);
  const res = await send(teacher, 'POST', `/api/admin/courses/${course.id}/exams`, examBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    updatedAt: string;
    sections: { id: number; title: string }[];
  };
}

async function addQuestions(examId: number, sectionIds: number[]) {
  const ids: number[] = [];
  for (const [n, sectionId] of sectionIds.entries()) {
    const res = await send(
      teacher,
      'POST',
      `/api/admin/exams/${examId}/questions`,
      questionBody(sectionId, n + 1),
    );
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().data.id);
  }
  return ids;
}

const questionsOf = async (examId: number) =>
  (await send(teacher, 'GET', `/api/admin/exams/${examId}/questions`)).json().data as {
    id: number;
    sectionId: number;
    position: number;
    updatedAt: string;
    options: { id: number; text: string; correct: boolean }[];
  }[];

/** A learner's finished attempt answering each question with the option at `picks[i]`. */
async function sit(who: Caller, examId: number, picks: (number | null)[]) {
  const { attemptId } = await start(t.app, who, examId);
  const qs = await questionsOf(examId);
  const answers = qs.flatMap((q, i) =>
    picks[i] === null || picks[i] === undefined
      ? []
      : [{ questionId: q.id, optionId: q.options[picks[i]!]!.id, seq: i + 1 }],
  );
  if (answers.length) expect((await save(t.app, who, attemptId, answers)).statusCode).toBe(200);
  expect((await end(t.app, who, attemptId)).statusCode).toBe(200);
  return attemptId;
}

const resultOf = async (who: Caller, attemptId: string) =>
  (await send(who, 'GET', `/api/completedTestResult/${attemptId}`)).json().data;

describe('exams in the console', () => {
  it('keeps a section’s questions together on the paper, in the order staff give', async () => {
    const exam = await newExam();
    const [history, geography] = exam.sections.map((s) => s.id) as [number, number];
    const [q1, q2, q3] = await addQuestions(exam.id, [history, geography, history]);
    expect((await questionsOf(exam.id)).map((q) => q.id)).toEqual([q1, q3, q2]);

    // Geography first: the sections' order moves their questions with them.
    const current = (await send(teacher, 'GET', `/api/admin/exams/${exam.id}`)).json().data;
    const moved = await send(teacher, 'PUT', `/api/admin/exams/${exam.id}`, {
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

    const order = await send(teacher, 'PUT', `/api/admin/exams/${exam.id}/questions/order`, {
      ids: [q3, q1, q2],
    });
    expect(order.json().data).toEqual([q2, q3, q1]);
    const paper = (await send(learner, 'GET', `/api/exams/${exam.id}`)).json().data;
    expect(paper.questionCount ?? paper.totalQuestions ?? 3).toBe(3);
  });

  it('refuses to remove a section that still has questions, and an unknown section', async () => {
    const exam = await newExam();
    await addQuestions(exam.id, [exam.sections[1]!.id]);
    const current = (await send(teacher, 'GET', `/api/admin/exams/${exam.id}`)).json().data;
    const drop = await send(teacher, 'PUT', `/api/admin/exams/${exam.id}`, {
      ...examBody({ sections: [{ id: exam.sections[0]!.id, title: 'History' }] }),
      updatedAt: current.updatedAt,
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().error.message).toMatch(/Geography.*1 question/);
    const stray = await send(teacher, 'PUT', `/api/admin/exams/${exam.id}`, {
      ...examBody({ sections: [{ id: 99_999_999, title: 'X' }] }),
      updatedAt: current.updatedAt,
    });
    expect(stray.statusCode).toBe(400);
  });

  it('hides an unpublished exam from learners, and refuses a stale edit', async () => {
    const exam = await newExam({ published: false });
    await addQuestions(exam.id, [exam.sections[0]!.id]);
    expect((await send(learner, 'GET', `/api/exams/${exam.id}`)).statusCode).toBe(404);
    expect((await send(learner, 'POST', `/api/exams/${exam.id}/attempts`)).statusCode).toBe(404);

    const stale = exam.updatedAt;
    const first = await send(teacher, 'PUT', `/api/admin/exams/${exam.id}`, {
      ...examBody({
        published: true,
        sections: exam.sections.map(({ id, title }) => ({ id, title })),
      }),
      updatedAt: stale,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await send(learner, 'GET', `/api/exams/${exam.id}`)).statusCode).toBe(200);
    const second = await send(teacher, 'PUT', `/api/admin/exams/${exam.id}`, {
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
    const res = await send(teacher, 'POST', `/api/admin/exams/${exam.id}/questions`, {
      ...questionBody(section, 1),
      stem: '<p onclick="steal()">Which is 3 &lt; 4?<script>alert(1)</script></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.stem).toBe('<p>Which is 3 &lt; 4?</p>');
    const empty = await send(teacher, 'POST', `/api/admin/exams/${exam.id}/questions`, {
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
      `/api/admin/exams/${exam.id}/questions`,
      questionBody(section, 9),
    );
    expect(added.statusCode).toBe(409);
    expect(added.json().error.details).toEqual({ attempts: 2 });
    expect((await send(teacher, 'DELETE', `/api/admin/questions/${q2}`)).statusCode).toBe(409);

    const [before] = await questionsOf(exam.id);
    const rekey = (regrade?: boolean) =>
      send(teacher, 'PUT', `/api/admin/questions/${q1}`, {
        ...questionBody(section, 1, 1),
        updatedAt: before!.updatedAt,
        ...(regrade !== undefined && { regrade }),
      });
    const silent = await rekey();
    expect(silent.statusCode).toBe(409);
    expect(silent.json().error.message).toMatch(/regrade/);
    const fewer = await send(teacher, 'PUT', `/api/admin/questions/${q1}`, {
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
      await send(await createStaff(t.app, 'admin'), 'GET', '/api/admin/audit?action=regrade')
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
    const current = (await send(teacher, 'GET', `/api/admin/exams/${exam.id}`)).json().data;
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
    expect((await send(teacher, 'PUT', `/api/admin/exams/${exam.id}`, body)).statusCode).toBe(409);
    const done = await send(teacher, 'PUT', `/api/admin/exams/${exam.id}`, {
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
    const refused = await send(teacher, 'DELETE', `/api/admin/exams/${exam.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/1 attempt/);
    expect(
      (await send(teacher, 'DELETE', `/api/admin/exams/${exam.id}?confirm=true`)).statusCode,
    ).toBe(200);
    expect((await send(teacher, 'GET', `/api/admin/exams/${exam.id}`)).statusCode).toBe(404);
  });
});

describe('question-bank import and export', () => {
  const upload = (examId: number, fields: Record<string, string>, file: Buffer | string) =>
    sendBank(t.app, teacher, examId, fields, file);
  const imported = (examId: number, fields: Record<string, string>, file: Buffer | string) =>
    importBank(t.app, teacher, examId, fields, file);

  const AIKEN = [
    'Who led the Vaikom Satyagraha in 1924?',
    'A. T. K. Madhavan',
    'B. Ayyankali',
    'ANSWER: A',
    '',
    'A question with no answer line',
    'A. one',
    'B. two',
    '',
    'Which river is the longest in Kerala?',
    'A. Periyar',
    'B. Bharathapuzha',
    'C. Pamba',
    'ANSWER: A',
    '',
  ].join('\n');

  it('shows a dry run, refuses a file with rejected questions, and imports only the valid ones when asked', async () => {
    const exam = await newExam();
    const dry = await imported(
      exam.id,
      { format: 'aiken', dryRun: 'true', onlyValid: 'false' },
      AIKEN,
    );
    expect(dry).toMatchObject({ status: 'done', processed: 3, total: 3, error: null });
    expect(dry.result).toMatchObject({ dryRun: true, created: 0 });
    expect(dry.result!.questions).toHaveLength(2);
    expect(dry.result!.rejected).toEqual([{ line: 6, reason: expect.any(String) }]);
    expect(await questionsOf(exam.id)).toEqual([]);

    const real = await imported(
      exam.id,
      { format: 'aiken', dryRun: 'false', onlyValid: 'false' },
      AIKEN,
    );
    expect(real.status).toBe('failed');
    expect(real.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((real.error!.details as { field: string }[])[0]).toMatchObject({ field: 'line 6' });
    expect(await questionsOf(exam.id)).toEqual([]);

    const valid = await imported(
      exam.id,
      { format: 'aiken', dryRun: 'false', onlyValid: 'true' },
      AIKEN,
    );
    expect(valid.result).toMatchObject({ dryRun: false, created: 2 });
    const qs = await questionsOf(exam.id);
    expect(qs.map((q) => q.options.find((o) => o.correct)!.text)).toEqual([
      'T. K. Madhavan',
      'Periyar',
    ]);
    expect(qs.every((q) => q.sectionId === exam.sections[0]!.id)).toBe(true);
  });

  it('refuses what is not a question-bank upload with a clear 4xx', async () => {
    const exam = await newExam();
    const fields = { format: 'aiken', dryRun: 'true', onlyValid: 'false' };
    expect((await upload(exam.id, { ...fields, format: 'docx' }, AIKEN)).statusCode).toBe(400);
    const latin1 = await upload(exam.id, fields, Buffer.from([0x51, 0x3f, 0x0a, 0xe9, 0xff]));
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().error.message).toMatch(/UTF-8/);
    expect((await upload(exam.id, fields, '')).statusCode).toBe(400);
    const json = await send(teacher, 'POST', `/api/admin/exams/${exam.id}/questions/import`, {});
    expect(json.statusCode).toBe(415);
    const big = await upload(exam.id, fields, Buffer.alloc(21 * 1024 * 1024, 0x41));
    expect(big.statusCode).toBe(413);
    const over = await upload(exam.id, fields, Buffer.alloc(5 * 1024 * 1024 + 1, 0x41));
    expect(over.statusCode).toBe(413);
    expect(over.json().error.details).toEqual([
      { field: 'file', message: expect.stringMatching(/5 MB/) },
    ]);
    expect((await upload(99_999_999, fields, AIKEN)).statusCode).toBe(404);
  });

  it('refuses a file of more questions than one import takes, naming the count', async () => {
    const exam = await newExam();
    const many = Array.from({ length: 10_001 }, (_, i) => `Q${i}\nA. a\nB. b\nANSWER: A`).join(
      '\n',
    );
    const res = await upload(
      exam.id,
      { format: 'aiken', dryRun: 'true', onlyValid: 'false' },
      many,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'file', message: expect.stringMatching(/10,001 questions; at most 10,000/) },
    ]);
  });

  it('shows an import only under its own exam', async () => {
    const [exam, other] = [await newExam(), await newExam()];
    const res = await upload(
      exam.id,
      { format: 'aiken', dryRun: 'true', onlyValid: 'false' },
      AIKEN,
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ examId: exam.id, status: 'queued', total: 3 });
    const id = res.json().data.id as number;
    const url = (examId: number) => `/api/admin/exams/${examId}/questions/imports/${id}`;
    expect((await send(teacher, 'GET', url(exam.id))).statusCode).toBe(200);
    const elsewhere = await send(teacher, 'GET', url(other.id));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('NOT_FOUND');
    expect((await send(learner, 'GET', url(exam.id))).statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: url(exam.id) });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBeTypeOf('string');
    const badId = await send(teacher, 'GET', `/api/admin/exams/${exam.id}/questions/imports/abc`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.code).toBe('VALIDATION_FAILED');
  });

  it.each(['csv', 'gift'] as const)(
    'exports to %s and imports back to the same questions',
    async (format) => {
      const source = await newExam();
      const section = source.sections[0]!.id;
      await send(teacher, 'POST', `/api/admin/exams/${source.id}/questions`, {
        ...questionBody(section, 1, 2),
        stem: '<p>Which of these is <strong>not</strong> a backwater: {Vembanad}, Ashtamudi = ?</p>',
        explanation: '<p>Line one</p><p>Line two: a ~ and a #</p>',
        topic: 'Geography / Kerala',
      });
      await send(
        teacher,
        'POST',
        `/api/admin/exams/${source.id}/questions`,
        questionBody(section, 2, 3),
      );
      const file = await send(
        teacher,
        'GET',
        `/api/admin/exams/${source.id}/questions/export?format=${format}`,
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/attachment/);

      const target = await newExam();
      const done = await imported(
        target.id,
        { format, dryRun: 'false', onlyValid: 'false' },
        file.body,
      );
      expect(done.status, JSON.stringify(done.error)).toBe('done');
      const strip = (qs: Awaited<ReturnType<typeof questionsOf>>) =>
        qs.map((q) => ({
          stem: (q as unknown as { stem: string }).stem,
          options: q.options.map((o) => ({ text: o.text, correct: o.correct })),
          explanation: (q as unknown as { explanation: string }).explanation,
          topic: (q as unknown as { topic: string }).topic,
        }));
      expect(strip(await questionsOf(target.id))).toEqual(strip(await questionsOf(source.id)));
    },
  );

  it('imports a 10,000-question file in one import', async () => {
    const exam = await newExam();
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `"Question ${i + 1}, from the bank",Alpha,Beta,Gamma,Delta,${'ABCD'[i % 4]}`,
    );
    const file = ['stem,option_a,option_b,option_c,option_d,correct', ...rows].join('\n');
    const res = await imported(
      exam.id,
      { format: 'csv', dryRun: 'false', onlyValid: 'false' },
      file,
    );
    expect(res.status, JSON.stringify(res.error)).toBe('done');
    expect(res).toMatchObject({ processed: 10_000, total: 10_000 });
    expect(res.result!.created).toBe(10_000);
    const qs = await questionsOf(exam.id);
    expect(qs).toHaveLength(10_000);
    expect(qs.at(-1)).toMatchObject({ position: 10_000 });
    expect(qs.at(-1)!.options.findIndex((o) => o.correct)).toBe(3);
  });

  it('offers the CSV template, which imports as it is', async () => {
    const template = await send(teacher, 'GET', '/api/admin/questions/template.csv');
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    const exam = await newExam();
    const dry = await imported(
      exam.id,
      { format: 'csv', dryRun: 'true', onlyValid: 'false' },
      template.body,
    );
    expect(dry.result).toMatchObject({ created: 2, rejected: [] });
  });
});

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

    const stats = (await send(teacher, 'GET', `/api/admin/exams/${exam.id}/statistics`)).json()
      .data;
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
    const all = (await send(teacher, 'GET', `/api/admin/exams/${exam.id}/attempts`)).json();
    expect(all.meta.total).toBe(2);
    const found = (
      await send(
        teacher,
        'GET',
        `/api/admin/exams/${exam.id}/attempts?q=${encodeURIComponent(learner.email)}`,
      )
    ).json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({
      email: learner.email,
      score: -0.33,
      status: 'submitted',
    });

    const csv = await send(teacher, 'GET', `/api/admin/exams/${exam.id}/attempts?format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect((await send(learner, 'GET', `/api/admin/exams/${exam.id}/attempts`)).statusCode).toBe(
      403,
    );
  });
});
