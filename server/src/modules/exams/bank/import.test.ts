import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { buildTestApp, createUser, type TestApp } from '../../../../test/helper';
import { createStaff } from '../../admin/admin.factories';
import { questionBody, staffConsole } from '../exams.staff.factories';
import { importBank, sendBank } from './import.factories';

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

const { send, newExam, questionsOf } = staffConsole(() => ({ app: t.app, teacher }));

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
    const json = await send(teacher, 'POST', examStaffUrl.importQuestions(exam.id), {});
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
    const url = (examId: number) => examStaffUrl.questionImport(examId, id);
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
      await send(teacher, 'POST', examStaffUrl.questions(source.id), {
        ...questionBody(section, 1, 2),
        stem: '<p>Which of these is <strong>not</strong> a backwater: {Vembanad}, Ashtamudi = ?</p>',
        explanation: '<p>Line one</p><p>Line two: a ~ and a #</p>',
        topic: 'Geography / Kerala',
      });
      await send(teacher, 'POST', examStaffUrl.questions(source.id), questionBody(section, 2, 3));
      const file = await send(teacher, 'GET', examStaffUrl.exportQuestions(source.id, format));
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

  // The largest file an import takes: the cap only ends a run that is stuck on a busy machine.
  it('imports a 10,000-question file in one import', { timeout: 120_000 }, async () => {
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
    const template = await send(teacher, 'GET', examStaffUrl.csvTemplate());
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
