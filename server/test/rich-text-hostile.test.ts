import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { RICH_TEXT_MAX_LENGTH } from '@pariksha/contracts/rich-text';
import { categories } from '../src/db/schema/index';
import { callAs, createStaff, examInput } from '../src/modules/admin/admin.factories';
import { importEnded, sendBank } from '../src/modules/exams/bank/import.factories';
import { createCourse } from '../src/modules/exams/exams.factories';
import { buildTestApp, createUser, type TestApp } from './helper';
import { flat, nested, reopened } from './hostile-html';
import { article, question, shapes, targets } from './rich-text-targets';

/*
 * Rich text made to freeze or kill the server — deep nesting, directly or through elements an
 * HTML parser reopens, text long for its field, files of hundreds of thousands of tags — sent to
 * every route that takes rich text (articles, exam instructions, questions with their options and
 * explanations, question-bank imports), while a learner reads a course page over and over. Every
 * one of the learner's reads must be answered — while an import is still reading its file, not
 * after it — the heap of the process stay bounded, and every refusal be a 4xx in the error shape
 * naming the field and why. How fast the reads are is bench/'s to measure.
 */

const HEAP_GROWTH = 128 * 1024 * 1024;

// heapUsed counts garbage not yet collected, so a reading past the bound is taken again after a
// full collection: what is held is bounded, not how lazily V8 collects.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
function heldHeap(): number {
  const used = process.memoryUsage().heapUsed;
  // Past the bound once after a collection is a failure already: no need to collect again.
  if (used - heapBase < HEAP_GROWTH || heapMax - heapBase >= HEAP_GROWTH) return used;
  gc();
  return process.memoryUsage().heapUsed;
}

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;
let courseId: number;
let categoryId: number;
const reads: { status: number; during: string }[] = [];
let during = '';
/** Reads answered while an import job was still running, by file. */
const readsWhileImporting = new Map<string, number>();
let heapBase = 0;
let heapMax = 0;

const send = (method: string, url: string, body?: object) =>
  callAs(t.app, teacher, method, url, body);

beforeAll(async () => {
  t = await buildTestApp({ JOBS: 'on' });
  teacher = await createStaff(t.app, 'teacher');
  learner = await createUser(t.app);
  courseId = (await createCourse(t.app)).id;
  const tag = crypto.randomBytes(4).toString('hex');
  const [category] = await t.app.db
    .insert(categories)
    .values({ name: `Affairs ${tag}`, slug: `affairs-${tag}` })
    .returning({ id: categories.id });
  categoryId = category!.id;
  gc();
  heapBase = process.memoryUsage().heapUsed;
});
afterAll(() => t.close());

/** Runs `work` while the learner reads the course page in a loop, recording each read. */
async function meanwhile<T>(label: string, work: () => Promise<T>): Promise<T> {
  let running = true;
  during = label;
  const loop = (async () => {
    while (running) {
      await sleep(5);
      const res = await t.app.inject({
        url: catalogueUrl.course(courseId),
        headers: learner.headers,
      });
      reads.push({ status: res.statusCode, during });
      heapMax = Math.max(heapMax, heldHeap());
    }
  })();
  try {
    return await work();
  } finally {
    running = false;
    await loop;
  }
}

/** The refusal a caller would read: status, code, and the field with its reason. */
const refusal = (res: { statusCode: number; json(): unknown }) => {
  const { error } = res.json() as {
    error?: { code: string; details?: { field: string; message: string }[] };
  };
  return { status: res.statusCode, code: error?.code, detail: error?.details?.[0] };
};

describe('hostile rich text on every route that takes it, while a learner reads', () => {
  it('refuses every shape too deep or too long, naming the field and why', async () => {
    const wrong: string[] = [];
    for (const target of await targets(send, courseId, categoryId))
      for (const [shape, html, reason] of shapes(target.kind)) {
        const res = await meanwhile(`${target.route} ${target.field} ← ${shape}`, () =>
          target.call(html),
        );
        const got = refusal(res);
        const ok =
          got.status === 400 &&
          got.code === 'VALIDATION_FAILED' &&
          got.detail?.field === target.field &&
          reason.test(got.detail.message);
        if (!ok) wrong.push(`${target.route} ${target.field} ← ${shape}: ${JSON.stringify(got)}`);
      }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('stores the longest flat text each field takes, sanitised off the thread that answers', async () => {
    const body = flat(RICH_TEXT_MAX_LENGTH.article - 40) + '<script>alert(1)</script>';
    const created = await meanwhile('a flat article', () =>
      send('POST', affairsStaffUrl.articles(categoryId), article(body)),
    );
    expect(created.statusCode, created.body.slice(0, 200)).toBe(200);
    expect(created.json().data.bodyHtml).not.toContain('<script');
    const exam = (await send('POST', examStaffUrl.exams(courseId), examInput())).json().data;
    const stem = flat(RICH_TEXT_MAX_LENGTH.question - 8).slice(0, RICH_TEXT_MAX_LENGTH.question);
    const q = await meanwhile('a flat question', () =>
      send(
        'POST',
        examStaffUrl.questions(exam.id),
        question(exam.sections[0].id, { stem, explanation: stem }),
      ),
    );
    expect(q.statusCode, q.body.slice(0, 200)).toBe(200);
  }, 120_000);
});

describe('hostile question-bank files, while a learner reads', () => {
  let examId = 0;
  beforeAll(async () => {
    examId = (await send('POST', examStaffUrl.exams(courseId), examInput())).json().data.id;
  });
  const dryRun = { dryRun: 'true', onlyValid: 'false' };
  const run = (format: string, file: string | Buffer) => {
    const label = `a ${format} file of ${file.length.toLocaleString('en')} characters`;
    return meanwhile(label, async () => {
      const res = await sendBank(t.app, teacher, examId, { format, ...dryRun }, file);
      if (res.statusCode !== 202) return { refused: refusal(res) };
      const before = reads.length;
      const ended = await importEnded(t.app, teacher, examId, res.json().data.id);
      readsWhileImporting.set(label, reads.length - before);
      return { ended };
    });
  };

  it.each([
    [
      'GIFT [html] of 200,000 tags',
      `[html]${nested(200_000)} {=a ~b}`,
      /^stem: Longer than 20,000 characters/,
    ],
    [
      'GIFT [html] of 6,000 nested tags',
      `[html]${nested(6_000)} {=a ~b}`,
      /^stem: Nested more than 32/,
    ],
    [
      'GIFT [html] reopening formatting',
      `[html]${reopened(40)} {=a ~b}`,
      /^stem: Nested more than 32/,
    ],
    [
      'GIFT [html] answers nested deep',
      `[html]Pick one. {=${nested(1_600)} ~b}`,
      /^answer 1: Nested more than 32/,
    ],
    [
      'CSV html explanation nested deep',
      `stem,option_a,option_b,correct,explanation,format\nQ,a,b,A,${nested(6_000)},html\n`,
      /^explanation: Nested more than 32/,
    ],
  ])(
    '%s: the question is rejected, naming the field and why',
    async (_name, file, reason) => {
      const { ended } = await run(file.startsWith('stem,') ? 'csv' : 'gift', file);
      expect(ended).toMatchObject({ status: 'done', result: { created: 0, questions: [] } });
      expect(ended!.result!.rejected).toEqual([
        { line: expect.any(Number), reason: expect.stringMatching(reason) },
      ]);
    },
    60_000,
  );

  it('refuses a file past the size limit, and one of more questions than an import takes', async () => {
    const big = await run('gift', Buffer.from(`[html]${'<p>a</p>'.repeat(800_000)} {=a ~b}`));
    expect(big.refused).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      detail: { field: 'file', message: expect.stringMatching(/larger than 5 MB/) },
    });
    const rows = Array.from(
      { length: 10_001 },
      (_, i) => `<p>Row ${i}</p>,<b>a</b>,<i>b</i>,A,html`,
    );
    const many = await run('csv', ['stem,option_a,option_b,correct,format', ...rows].join('\n'));
    expect(many.refused).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: { field: 'file', message: expect.stringMatching(/10,001 questions; at most 10,000/) },
    });
  }, 60_000);

  it('reads hundreds of kilobytes of HTML and hundreds of HTML rows in the background, with progress', async () => {
    const stems = Array.from(
      { length: 25 },
      (_, i) => `[html]${flat(12_000)}<p>Question ${i}</p> {=a ~b}`,
    );
    const gift = await run('gift', stems.join('\n\n'));
    expect(gift.ended, JSON.stringify(gift.ended?.error)).toMatchObject({
      status: 'done',
      processed: 25,
      total: 25,
    });
    expect(gift.ended!.result!.questions).toHaveLength(25);

    const rows = Array.from(
      { length: 500 },
      (_, i) => `"<p onclick=x()>Row ${i} <b>bold</b></p>",<b>a</b>,<i>b</i>,A,html`,
    );
    const csv = await run('csv', ['stem,option_a,option_b,correct,format', ...rows].join('\n'));
    expect(csv.ended, JSON.stringify(csv.ended?.error)).toMatchObject({
      status: 'done',
      processed: 500,
      total: 500,
    });
    expect(csv.ended!.result!.questions[499]!.stem).toBe('<p>Row 499 <b>bold</b></p>');
  }, 180_000);

  it('reads a file at the size limit, of as many questions as an import takes', async () => {
    const question = (i: number) =>
      `Question ${i}: ${'which of these '.repeat(28)}?\nA. ${'alpha '.repeat(5)}\nB. beta\nANSWER: A\n`;
    const file = Array.from({ length: 10_000 }, (_, i) => question(i)).join('\n');
    expect(file.length).toBeGreaterThan(4.5 * 1024 * 1024);
    const aiken = await run('aiken', file);
    expect(aiken.ended).toMatchObject({ status: 'done', processed: 10_000, total: 10_000 });
  }, 180_000);
});

describe('the learner meanwhile', () => {
  it('had every read answered, while each import ran, and the heap stayed bounded', () => {
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    // A file read on the thread that answers would hold every read until its job ended.
    const starved = [...readsWhileImporting].filter(([, n]) => n === 0).map(([label]) => label);
    expect(starved).toEqual([]);
    expect(readsWhileImporting.size).toBe(8);
    expect(heapMax - heapBase).toBeLessThan(HEAP_GROWTH);
  });
});
