import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { authHeaders, signedInState, signInTeacher, type Learner } from '../support/session';
import { completeProfileByApi } from '../catalogue/helpers';
import { preferLanguage } from '../i18n/language';

// The console's forms say what they need before they refuse: required fields are marked (and
// aria-required) before any submit, a course needs no image (learners see the default cover), and
// the question editor labels every box and marks no option correct until the teacher chooses.

/** Under SSC: the learner specs that run beside these count what Kerala PSC learners see. */
const STAFF_CATEGORY = 'SSC';
const DEFAULT_COVER = '/course-cover.svg';

/** A 1×1 PNG: a course's picture, for the course the question editor is opened in. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

/** A question and its four options typed in, by the labels of the interface's language. */
async function fillQuestion(page: Page, question: string, option: (letter: string) => string) {
  await field(page, question).fill('Which is the longest river in Kerala?');
  const answers = { A: 'Periyar', B: 'Bharathapuzha', C: 'Pamba', D: 'Chaliyar' };
  for (const [letter, text] of Object.entries(answers))
    await field(page, option(letter)).fill(text);
}

async function openAs(browser: Browser, who: Learner, width: number) {
  const context = await browser.newContext({
    storageState: signedInState(who),
    viewport: { width, height: width > 400 ? 800 : 844 },
  });
  return { context, page: await context.newPage() };
}

/** The block of a form's field: its label, the mark beside it, its input, problem and hint. */
const blockOf = (form: Locator, name: string) =>
  form
    .locator('.mb-3')
    .filter({ has: form.page().getByLabel(name, { exact: true }) })
    .last();

/** A course as the console reads it. */
const staffCourse = async (request: APIRequestContext, teacher: Learner, id: number) =>
  (await (await request.get(`/api/admin/courses/${id}`, { headers: authHeaders(teacher) })).json())
    .data as { image: string; categoryId: number; levelId: number };

/** An unpublished course with an uploaded picture, made through the API: its id. */
async function courseWithPicture(request: APIRequestContext, teacher: Learner) {
  const headers = authHeaders(teacher);
  const catalogue = (await (await request.get('/api/admin/categories', { headers })).json()).data;
  const ssc = catalogue.categories.find((c: { name: string }) => c.name === STAFF_CATEGORY);
  const upload = await request.post('/api/admin/uploads', {
    headers,
    multipart: {
      kind: 'course-image',
      file: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const course = await request.post('/api/admin/courses', {
    headers,
    data: {
      categoryId: ssc.id,
      levelId: catalogue.levels[0].id,
      name: `Question editor ${Date.now().toString(36)}`,
      image: `/media/${(await upload.json()).data.key}`,
      description: '',
      descriptionMl: null,
      highlights: [],
      highlightsMl: null,
      language: 'English',
      published: false,
    },
  });
  expect(course.ok(), await course.text()).toBe(true);
  return (await course.json()).data.id as number;
}

/** An unpublished course with an uploaded picture and an exam in it, made through the API. */
async function courseWithExam(request: APIRequestContext, teacher: Learner) {
  const courseId = await courseWithPicture(request, teacher);
  const exam = await request.post(`/api/admin/courses/${courseId}/exams`, {
    headers: authHeaders(teacher),
    data: {
      title: 'Rivers of Kerala',
      instructions: '',
      instructionsMl: null,
      durationMinutes: 10,
      marksPerQuestion: 1,
      negativeNumerator: 0,
      negativeDenominator: 1,
      maxAttempts: null,
      opensAt: null,
      closesAt: null,
      published: false,
      sections: [{ title: 'Geography' }],
    },
  });
  expect(exam.ok(), await exam.text()).toBe(true);
  return (await exam.json()).data.id as number;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test('"New course" marks what it needs before any submit, and a course made without an image shows learners the default cover', async ({
      browser,
      request,
      learner,
    }) => {
      test.setTimeout(120_000);
      const teacher = await signInTeacher(request);
      const { context, page } = await openAs(browser, teacher, width);
      await page.goto('/admin');
      await page.getByRole('button', { name: 'New course' }).click();
      const form = page.locator('form').filter({ has: field(page, 'Name') });
      const inForm = (name: string) => form.getByLabel(name, { exact: true });

      // Before anything is sent: the mark's meaning once, each required field marked and
      // aria-required, the others not; the picture is optional and shows the cover learners get.
      await expect(form.getByText('* required', { exact: true })).toBeVisible();
      await expect(form.getByText('* required', { exact: true })).toHaveCount(1);
      for (const name of ['Name', 'Exam category', 'Level', 'Language of teaching']) {
        const input = inForm(name);
        await expect(input, name).toHaveAttribute('aria-required', 'true');
        await expect(blockOf(form, name), name).toContainText(new RegExp(`^${name}\\s*\\*`));
      }
      for (const name of ['Course image', 'Description', 'Highlights']) {
        const input = inForm(name);
        await expect(input, name).not.toHaveAttribute('aria-required', 'true');
        await expect(blockOf(form, name), name).not.toContainText('*');
      }
      await expect(form).toContainText('Optional: without one, learners see a default cover.');
      await expect(form.locator(`img[src="${DEFAULT_COVER}"]`)).toBeVisible();
      await expectAccessible(page, { include: 'form' });
      await screenshot(page, 'admin-new-course');

      // Sent without an image: the course is made, with the default cover.
      const name = `Staff Selection basics ${Date.now().toString(36)}`;
      await inForm('Name').fill(name);
      await inForm('Exam category').selectOption({ label: STAFF_CATEGORY });
      await page.getByLabel('Published (learners can see it)').check();
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const courseId = Number(new URL(page.url()).pathname.split('/').at(-1));
      const course = await staffCourse(request, teacher, courseId);
      expect(course.image).toBe(DEFAULT_COVER);

      // A learner's course card shows the cover, drawn.
      await completeProfileByApi(request, learner);
      const student = await openAs(browser, learner, width);
      await student.page.goto(`/progress/${course.categoryId}/${course.levelId}`);
      const card = student.page.getByRole('article').filter({ hasText: name });
      const cover = card.locator('img').first();
      await cover.scrollIntoViewIfNeeded();
      await expect(cover).toHaveAttribute('src', DEFAULT_COVER);
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await card.screenshot({ path: `${test.info().outputDir}/card.png` });
      await screenshot(student.page, 'learner-default-cover');
      await student.context.close();

      // In Malayalam, the same marks and their meaning.
      await preferLanguage(page, 'ml');
      await page.goto('/admin');
      await page.getByRole('button', { name: 'പുതിയ കോഴ്സ്' }).click();
      await expect(page.locator('form').getByText('* നിർബന്ധം', { exact: true })).toBeVisible();
      await expect(field(page, 'പേര്')).toHaveAttribute('aria-required', 'true');
      await expectAccessible(page, { include: 'form' });
      await screenshot(page, 'admin-new-course-ml');
      await context.close();
    });

    test('a course with its own picture goes back to the default cover from its form', async ({
      browser,
      request,
    }) => {
      const teacher = await signInTeacher(request);
      const courseId = await courseWithPicture(request, teacher);
      const { context, page } = await openAs(browser, teacher, width);
      await page.goto(`/admin/courses/${courseId}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      const form = page.locator('form').filter({ has: field(page, 'Name') });
      await expect(form.locator('img[src^="/media/courses/"]')).toBeVisible();
      await form.getByRole('button', { name: 'Use the default cover' }).click();
      await expect(form.locator(`img[src="${DEFAULT_COVER}"]`)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Use the default cover' })).toHaveCount(0);
      await expectAccessible(page, { include: 'form' });
      await screenshot(page, 'admin-course-default-cover');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toHaveCount(0);
      expect((await staffCourse(request, teacher, courseId)).image).toBe(DEFAULT_COVER);

      // In Malayalam, on another course with its own picture.
      await preferLanguage(page, 'ml');
      await page.goto(`/admin/courses/${await courseWithPicture(request, teacher)}`);
      await page.getByRole('button', { name: 'തിരുത്തുക' }).click();
      await expect(page.getByRole('button', { name: 'പൊതുവായ കവർ ചിത്രം ഉപയോഗിക്കുക' })).toBeVisible();
      await expectAccessible(page, { include: 'form' });
      await screenshot(page, 'admin-course-default-cover-ml');
      await context.close();
    });

    test('the question editor labels every box, marks no option correct until the teacher does, and says so at the options when saved without', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const teacher = await signInTeacher(request);
      const examId = await courseWithExam(request, teacher);
      const { context, page } = await openAs(browser, teacher, width);
      await page.goto(`/admin/exams/${examId}`);
      await page.getByRole('button', { name: 'New question' }).click();

      for (const letter of ['A', 'B', 'C', 'D']) {
        await expect(page.getByLabel(`Option ${letter} — English`, { exact: true })).toBeVisible();
        await expect(
          page.getByLabel(`Option ${letter} — Malayalam`, { exact: true }),
        ).toBeVisible();
        await expect(page.getByLabel(`${letter} is correct`)).not.toBeChecked();
      }
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(field(page, 'Question')).toHaveAttribute('required', '');
      await expect(page.locator('form').getByText('* required', { exact: true })).toBeVisible();
      await expectAccessible(page, { include: 'form' });
      await screenshot(page, 'admin-new-question');

      await fillQuestion(page, 'Question', (l) => `Option ${l} — English`);
      await page.getByLabel('Option A — Malayalam', { exact: true }).fill('പെരിയാർ');
      await page.getByRole('button', { name: 'Create' }).click();
      const options = page.getByRole('group', { name: 'Options (mark the correct one)' });
      await expect(options).toContainText('Mark exactly one option as correct');
      await expect(options).toHaveAccessibleDescription('Mark exactly one option as correct');
      await expect(page.getByLabel('A is correct')).toHaveAccessibleDescription(
        'Mark exactly one option as correct',
      );
      await expectAccessible(page, { include: 'form' });
      await screenshot(page, 'admin-question-refused');

      // The same form and refusal in Malayalam.
      await preferLanguage(page, 'ml');
      await page.reload();
      await page.getByRole('button', { name: 'പുതിയ ചോദ്യം' }).click();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await fillQuestion(page, 'ചോദ്യം', (l) => `ഓപ്ഷൻ ${l} — ഇംഗ്ലീഷ്`);
      await page.getByLabel('ഓപ്ഷൻ A — മലയാളം', { exact: true }).fill('പെരിയാർ');
      await page.getByRole('button', { name: 'സൃഷ്ടിക്കുക' }).click();
      await expect(
        page.getByRole('group', { name: 'ഓപ്ഷനുകൾ (ശരിയായത് അടയാളപ്പെടുത്തുക)' }),
      ).toHaveAccessibleDescription('ശരിയായ ഒരു ഓപ്ഷൻ മാത്രം അടയാളപ്പെടുത്തുക');
      await expectAccessible(page, { include: 'form' });
      await screenshot(page, 'admin-question-refused-ml');

      // Chosen, it is saved with that key.
      await page.getByLabel('A ശരിയാണ്').check();
      await page.getByRole('button', { name: 'സൃഷ്ടിക്കുക' }).click();
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Which is the longest river in Kerala?' }),
      ).toHaveCount(1);
      await context.close();
    });
  });
}
