import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl, examUrl } from '@pariksha/contracts/exams-paths';
import { affairsUrl } from '@pariksha/contracts/affairs-paths';
import { affairsArticles, categories, exams, richTextRechecks } from '../src/db/schema/index';
import { callAs, createStaff, examInput } from '../src/modules/admin/admin.factories';
import { recheckStoredRichText } from '../src/lib/rich-text-recheck';
import { createCourse } from '../src/modules/exams/exams.factories';
import { buildTestApp, createUser, type TestApp } from './helper';

/*
 * Exam instructions are rich text like every other: sanitised when staff write them, and those
 * stored before that (listed by the migration) sanitised once before a node answers. No API
 * answer carries a script. Article images come only from the app's own media.
 */

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;
let courseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
  learner = await createUser(t.app);
  courseId = (await createCourse(t.app)).id;
});
afterAll(() => t.close());

const SCRIPT = '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>';
const HANDLER = '<img src="/media/images/a.png" onerror="alert(1)">';

/** The instructions as the learner's and the staff's APIs answer them. */
async function served(examId: number) {
  const learnerView = (await callAs(t.app, learner, 'GET', examUrl.exam(examId))).json().data;
  const staffView = (await callAs(t.app, teacher, 'GET', examStaffUrl.exam(examId))).json().data;
  return [
    [learnerView.instructions, learnerView.instructionsMl],
    [staffView.instructions, staffView.instructionsMl],
  ];
}

describe('exam instructions', () => {
  it('are sanitised when staff create and edit an exam', async () => {
    const created = await callAs(
      t.app,
      teacher,
      'POST',
      examStaffUrl.exams(courseId),
      examInput({
        instructions: `${SCRIPT}<p>Answer all.</p>`,
        instructionsMl: `<p onclick="x()">എല്ലാം എഴുതുക.</p>${SCRIPT}`,
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const exam = created.json().data;
    expect(await served(exam.id)).toEqual([
      ['<p>Answer all.</p>', '<p>എല്ലാം എഴുതുക.</p>'],
      ['<p>Answer all.</p>', '<p>എല്ലാം എഴുതുക.</p>'],
    ]);

    const edited = await callAs(t.app, teacher, 'PUT', examStaffUrl.exam(exam.id), {
      ...examInput({ instructions: `<p>Read first.</p>${HANDLER}`, instructionsMl: SCRIPT }),
      sections: exam.sections.map((s: { id: number; title: string }) => ({
        id: s.id,
        title: s.title,
      })),
      updatedAt: exam.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await served(exam.id)).toEqual([
      ['<p>Read first.</p><img src="/media/images/a.png" loading="lazy">', null],
      ['<p>Read first.</p><img src="/media/images/a.png" loading="lazy">', null],
    ]);
  });

  it('are refused past the limits of rich text, naming the field', async () => {
    const res = await callAs(
      t.app,
      teacher,
      'POST',
      examStaffUrl.exams(courseId),
      examInput({ instructionsMl: '<div>'.repeat(40) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'instructionsMl', message: 'Nested more than 32 levels deep: simplify its HTML' },
    ]);
  });
});

describe('rich text stored before it was sanitised as now', () => {
  it('is sanitised once before the node answers, and the list emptied', async () => {
    const exam = (
      await callAs(t.app, teacher, 'POST', examStaffUrl.exams(courseId), examInput())
    ).json().data;
    // As the rows were before: instructions kept as sent, an article image from any host.
    await t.app.db
      .update(exams)
      .set({ instructions: `${SCRIPT}<p>Old.</p>`, instructionsMl: '<b>'.repeat(40) + 'deep' })
      .where(eq(exams.id, exam.id));
    const [category] = await t.app.db
      .insert(categories)
      .values({ name: 'Old affairs', slug: `old-affairs-${exam.id}` })
      .returning({ id: categories.id });
    const [article] = await t.app.db
      .insert(affairsArticles)
      .values({
        categoryId: category!.id,
        slug: `old-${exam.id}`,
        language: 'en',
        title: 'Old',
        summary: 'Old',
        bodyHtml:
          '<p>Map <img src="https://tracker.example/p.png" alt="x"><img src="/media/a.png" referrerpolicy="unsafe-url"></p>',
        tags: [],
        publishedAt: new Date(),
      })
      .returning({ id: affairsArticles.id });
    await t.app.db.insert(richTextRechecks).values([
      { entity: 'exam', id: exam.id },
      { entity: 'article', id: article!.id },
    ]);
    expect((await served(exam.id))[0]![0]).toContain('<SCRIPT');

    await recheckStoredRichText(t.app);

    expect(await served(exam.id)).toEqual([
      ['<p>Old.</p>', '&lt;b&gt;'.repeat(40) + 'deep'],
      ['<p>Old.</p>', '&lt;b&gt;'.repeat(40) + 'deep'],
    ]);
    const body = (await callAs(t.app, learner, 'GET', affairsUrl.article(article!.id))).json().data
      .bodyHtml;
    expect(body).toBe('<p>Map <img src="/media/a.png" loading="lazy"></p>');
    expect(await t.app.db.select().from(richTextRechecks)).toEqual([]);
  });
});
