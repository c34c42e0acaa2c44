import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { uniqueEmail } from '../support/session';
import { attemptIdOf, findExam } from '../exams/exam-api';
import { expectAllMalayalam, expectBundledMalayalamFont, message, ml } from './language';

const EXAM = 'Kerala Renaissance — Topic Test';

type Course = { id: number; course_name: string; descriptionMl: string | null };
type ExamPaper = {
  questions: {
    stem: string;
    stemMl: string | null;
    options: { text: string; textMl: string | null }[];
  }[];
};

/** Pictures of the screen as it is now, at a phone's width and a desktop's. */
async function both(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await screenshot(page, name);
  }
}

// A new learner who reads Malayalam: switches on the login screen, registers, and takes a mock
// test; every screen is Malayalam, drawn with the bundled face, on a machine with no Malayalam font.
test('Malayalam from the login screen to a mock test result', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ml('accounts', 'login.title'));
  await expectAllMalayalam(page);
  await expectBundledMalayalamFont(page, 'h1');
  await both(page, 'i18n-login-ml');

  // Register, with the labels and the button in Malayalam.
  await page.locator('a[href="/register"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    ml('accounts', 'register.title'),
  );
  await expectAllMalayalam(page);
  const email = uniqueEmail('malayalam');
  await page.getByLabel(ml('accounts', 'fields.name')).fill('അഞ്ജലി നായർ');
  await page.getByLabel(ml('accounts', 'fields.email')).fill(email);
  await page
    .getByLabel(ml('common', 'form.password'), { exact: true })
    .fill('kerala psc 2026 prep');
  await page.getByRole('button', { name: ml('accounts', 'register.submit') }).click();

  // Onboarding: categories and levels by their Malayalam names.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    ml('accounts', 'profile.onboardingTitle'),
  );
  await page.getByLabel(ml('accounts', 'profile.mobile')).fill('98470 12345');
  await page
    .getByLabel(ml('accounts', 'profile.category'))
    .selectOption({ label: 'കേരള പി.എസ്.സി' });
  await page
    .getByLabel(ml('accounts', 'profile.level'))
    .selectOption({ label: 'പത്താം ക്ലാസ് നിലവാരം' });
  await expectAllMalayalam(page);
  await both(page, 'i18n-onboarding-ml');
  await page.getByRole('button', { name: ml('accounts', 'profile.startLearning') }).click();

  // Home, and the account remembers the language for any other device.
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { web: 'web', authorization: `Bearer ${token}` };
  const details = await (await request.get('/api/userdetails', { headers })).json();
  expect(details.data.language).toBe('ml');
  const exam = await findExam(request, { token } as never, EXAM);
  const course = (await (await request.get(`/api/course/${exam.courseId}`, { headers })).json())
    .data as Course;
  // Course names are titles, shown as written in either language.
  const names = [EXAM];
  const categories = (await (await request.get('/api/categoryForWeb', { headers })).json())
    .data as { id: number; levels: { id: number }[] }[];
  for (const c of categories)
    for (const l of c.levels) {
      const list = await request.get(`/api/category/level/${c.id}/${l.id}`, { headers });
      for (const x of (await list.json()).data.courses) names.push(x.course_name);
    }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAllMalayalam(page, names);
  await expectBundledMalayalamFont(page, 'h1');
  await expectAccessible(page);
  await both(page, 'i18n-home-ml');

  // The course, with its Malayalam description.
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText(course.descriptionMl!)).toBeVisible();
  await expectAllMalayalam(page, names);
  await both(page, 'i18n-course-ml');

  // Instructions in Malayalam; the questions in Malayalam by default.
  await page.goto(`/instructions/${exam.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(EXAM);
  await expectAllMalayalam(page, names);
  await expectAccessible(page);
  await both(page, 'i18n-instructions-ml');
  await page.getByLabel(ml('exams', 'start.agree')).check();
  await page.getByRole('button', { name: ml('exams', 'start.start') }).click();

  // The exam: answer the first question, then submit with confirmation.
  await expect(page).toHaveURL(new RegExp(`/exampage/${exam.id}/[0-9a-f-]{36}$`));
  const paper = (
    await (
      await request.get(`/api/exams/${exam.id}/attempts/${attemptIdOf(page)}/paper`, { headers })
    ).json()
  ).data as ExamPaper;
  const questionTexts = paper.questions.flatMap((q) => [q.stem, ...q.options.map((o) => o.text)]);
  await expect(page.getByRole('timer')).toBeVisible();
  await page.locator('input[type="radio"]').first().check();
  await expectAllMalayalam(page, [...names, ...questionTexts]);
  await expectBundledMalayalamFont(page, '.question-stem, h2');
  await expectAccessible(page);
  await both(page, 'i18n-exam-ml');
  await page
    .getByRole('button', { name: ml('exams', 'palette.submit') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAllMalayalam(page, [...names, ...questionTexts]);
  await dialog.getByRole('button', { name: ml('exams', 'submit.confirm'), exact: true }).click();

  // The end and the result, in Malayalam.
  await expect(page).toHaveURL(/\/exam(end|result)\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAllMalayalam(page, [...names, ...questionTexts]);
  await both(page, 'i18n-end-ml');
  if (!/examresult/.test(page.url())) {
    await page.goto(page.url().replace('/examend/', '/examresult/'));
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAllMalayalam(page, [...names, ...questionTexts]);
  await expectAccessible(page);
  await both(page, 'i18n-result-ml');
});

test('English stays as the specification writes it, and the switch goes back to it', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await page.reload();
  // Remembered on the device, applied before the first paint: no English screen first.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('en', 'accounts', 'login.title'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  // A fresh English page fetches no Malayalam messages, and of the Malayalam face only the one
  // weight that draws the switch's own name, മലയാളം.
  const fresh = await context.newPage();
  const fetched: string[] = [];
  fresh.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await fresh.goto('/login');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  await fresh.evaluate(() => document.fonts.ready);
  expect(fetched.filter((u) => u.includes('/messages-ml-'))).toEqual([]);
  expect(fetched.filter((u) => u.includes('/messages-en-')).length).toBeGreaterThan(0);
  expect(fetched.filter((u) => u.endsWith('.woff2'))).toEqual([
    expect.stringMatching(/noto-sans-malayalam-malayalam-400-normal-[\w-]+\.woff2$/),
  ]);
});
