import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { courseInput } from '@pariksha/contracts/testing/course-input';
import { completeProfile } from '../accounts/helpers';
import { ownDataDir, startOwnServer } from '../accounts/own-server';
import { freePort } from '../support/free-port';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { authHeaders, signedInState, signInTeacher, type Learner } from '../support/session';
import { totpCode } from '../support/totp';
import { completeProfileByApi } from '../catalogue/helpers';
import { attemptIdOf, paperOf, resultOf } from '../exams/exam-api';
import { examScreen } from '../exams/exam-screen';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function openAs(browser: Browser, who: Learner, width: number) {
  const context = await browser.newContext({
    storageState: signedInState(who),
    viewport: { width, height: width > 400 ? 800 : 844 },
  });
  return { context, page: await context.newPage() };
}

/** A 1×1 PNG: the course's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Two good GIFT questions around an essay (line 4), which the importer refuses by name. */
const GIFT = [
  '// Vaikom Satyagraha, 1924–25',
  '::Leader:: Who led the Vaikom Satyagraha in 1924? {=T. K. Madhavan ~Ayyankali}',
  '',
  '::Essay:: Write a paragraph on the satyagraha. {}',
  '',
  '::River:: Which is the longest river in Kerala? {=Periyar ~Bharathapuzha}',
  '',
].join('\n');

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
/**
 * What these tests make goes under SSC: the learner specs that run beside them count the Kerala PSC
 * courses, articles and live classes a new learner sees.
 */
const STAFF_CATEGORY = 'SSC';

test('a teacher builds a course and its test from a question bank, and regrades a wrong key learners have answered', async ({
  browser,
  request,
  learner,
}) => {
  test.setTimeout(180_000);
  const teacher = await signInTeacher(request);
  const { context, page } = await openAs(browser, teacher, 1280);
  const name = `Vaikom Satyagraha centenary ${Date.now().toString(36)}`;

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expectAccessible(page);

  // A course, with its picture uploaded (a progress bar, then the stored file).
  await page.getByRole('button', { name: 'New course' }).click();
  await field(page, 'Name').fill(name);
  await field(page, 'Exam category').selectOption({ label: STAFF_CATEGORY });
  await field(page, 'Course image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText(/^File:/)).toBeVisible();
  await field(page, 'Description').fill('Ten short lessons and a test.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const courseId = Number(new URL(page.url()).pathname.split('/').at(-1));

  await page.getByRole('button', { name: 'New unit' }).click();
  await field(page, 'Title').fill('The satyagraha, 1924–25');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The satyagraha, 1924–25')).toBeVisible();

  await page.getByRole('button', { name: 'New mock test' }).click();
  await field(page, 'Title').fill('Vaikom Satyagraha — quick test');
  await field(page, 'Duration (minutes)').fill('10');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vaikom Satyagraha — quick test' }),
  ).toBeVisible();
  const examId = Number(new URL(page.url()).pathname.split('/').at(-1));

  // The question bank: a dry run names the rejected question by its line; only the valid ones go in.
  await page.getByRole('tab', { name: 'Import and export' }).click();
  await field(page, 'File').setInputFiles({
    name: 'vaikom.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(GIFT),
  });
  await expect(field(page, 'Format')).toHaveValue('gift');
  // The server reads the file in the background; the panel follows it until it is done.
  await page.getByRole('button', { name: 'Check the file' }).click();
  const check = page.getByRole('region', { name: 'What the file holds' });
  await expect(check).toContainText('2 questions can be imported. 1 was rejected.', {
    timeout: 30_000,
  });
  await expect(check.getByRole('row', { name: /^4 / })).toContainText('GIFT essay questions');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import only the 2 valid questions' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 questions imported.' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText('Who led the Vaikom Satyagraha in 1924?')).toBeVisible();
  await expect(page.getByText(/^Key A/).first()).toBeVisible();

  // Published, exam and course: learners can take it now.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Published (learners can see it)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const course = await request.get(`/api/admin/courses/${courseId}`, {
    headers: authHeaders(teacher),
  });
  const body = (await course.json()).data;
  const published = await request.put(`/api/admin/courses/${courseId}`, {
    headers: authHeaders(teacher),
    data: {
      categoryId: body.categoryId,
      levelId: body.levelId,
      name: body.name,
      image: body.image,
      description: body.description,
      descriptionMl: null,
      highlights: [],
      highlightsMl: null,
      language: 'English',
      published: true,
      updatedAt: body.updatedAt,
    },
  });
  expect(published.ok()).toBe(true);

  // A learner finds the course by search and takes the test: B to the first question (the file's
  // key says A), A to the second.
  await completeProfileByApi(request, learner);
  const student = await openAs(browser, learner, 1280);
  const lp = student.page;
  await lp.goto('/');
  await lp.getByRole('combobox', { name: 'Search courses' }).fill(name);
  await lp.getByRole('option', { name: new RegExp(name) }).click();
  await expect(lp.getByRole('heading', { level: 1, name })).toBeVisible();
  await lp
    .getByRole('navigation', { name: 'Course sections' })
    .getByRole('link', { name: /Mock tests/ })
    .click();
  await lp
    .getByRole('article', { name: 'Vaikom Satyagraha — quick test' })
    .getByRole('link', { name: 'Start test' })
    .click();
  await lp.getByLabel('I have read the instructions').check();
  await lp.getByRole('button', { name: 'Start test' }).click();
  await expect(lp).toHaveURL(new RegExp(`/exampage/${examId}/`));
  const attemptId = attemptIdOf(lp);
  const [q1, q2] = (await paperOf(request, learner, examId, attemptId)).questions;
  const ui = examScreen(lp);
  await ui.choose(q1!, q1!.options[1]!.id);
  await ui.press('Save & next');
  await ui.choose(q2!, q2!.options[0]!.id);
  await lp.getByRole('button', { name: 'Submit test' }).click();
  await lp
    .getByRole('dialog', { name: 'Submit the test?' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await lp.getByRole('link', { name: 'View result' }).click();
  await expect(lp.getByTestId('score')).toHaveText('0.67 / 2');
  await student.context.close();

  // The teacher finds the key was wrong: changing it is a regrade, said before it is done.
  await page.reload();
  await expect(page.getByText(/1 attempt has been made/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New question' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByLabel('B is correct').check();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('changing the correct answer recomputes their scores');
  await expect(dialog).toHaveCSS('opacity', '1'); // faded in: axe reads the colours as shown
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Regrade' }).click();
  await expect(page.getByText(/^Key B/).first()).toBeVisible();
  expect((await resultOf(request, learner, attemptId)).score).toBe(2);

  // Results: the attempt, found by the learner's email.
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByText('1 ranked attempt')).toBeVisible();
  await page.getByLabel('Find by name or email').fill(learner.email);
  await expect(page.getByRole('cell', { name: new RegExp(learner.email) })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-results');
  await context.close();

  // The audit log has the regrade, for an admin's eyes; the teacher's phone shows the course.
  const phone = await openAs(browser, teacher, 390);
  await phone.page.goto('/admin');
  await expect(phone.page.getByRole('link', { name })).toBeVisible();
  await expectAccessible(phone.page);
  await screenshot(phone.page, 'admin-courses');
  await phone.page.goto(`/admin/courses/${courseId}`);
  await expect(phone.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(phone.page);
  await screenshot(phone.page, 'admin-course');
  await phone.page.goto(`/admin/exams/${examId}`);
  await expect(phone.page.getByText('Who led the Vaikom Satyagraha in 1924?')).toBeVisible();
  await expectAccessible(phone.page);
  await screenshot(phone.page, 'admin-exam');
  await phone.page.getByRole('tab', { name: 'Results' }).click();
  await expect(phone.page.getByText('1 ranked attempt')).toBeVisible();
  await expectAccessible(phone.page);
  await screenshot(phone.page, 'admin-results');
  await phone.context.close();
});

test('a learner who opens the console is told they have no access, and its API answers 403', async ({
  browser,
  request,
  learner,
}) => {
  await completeProfileByApi(request, learner);
  const { context, page } = await openAs(browser, learner, 390);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
  await expect(page.getByText('You have no access to the staff console.')).toBeVisible();
  await expectAccessible(page);
  const api = await request.get('/api/admin/courses', { headers: authHeaders(learner) });
  expect(api.status()).toBe(403);
  await context.close();
});

test('a teacher adds a recorded class, a document, a live class and an article, and learners see them', async ({
  browser,
  request,
  learner,
}) => {
  test.setTimeout(180_000);
  const teacher = await signInTeacher(request);
  const headers = authHeaders(teacher);
  // A published course with one unit, made through the API (the first test makes one by hand).
  const catalogue = (await (await request.get('/api/admin/categories', { headers })).json()).data;
  const categoryId = (catalogue.categories as { id: number; name: string }[]).find(
    (c) => c.name === STAFF_CATEGORY,
  )!.id;
  const tag = Date.now().toString(36);
  const courseName = `Kerala economy ${tag}`;
  const articleTitle = `State budget presented ${tag}`;
  const created = await request.post('/api/admin/courses', {
    headers,
    data: courseInput(
      { categoryId, levelId: catalogue.levels[0].id },
      {
        name: courseName,
        image: (await (await request.get('/api/admin/courses', { headers })).json()).data[0].image,
      },
    ),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const courseId = (await created.json()).data.id as number;
  await request.post(`/api/admin/courses/${courseId}/units`, {
    headers,
    data: {
      title: 'Budget and planning',
      description: '',
      topics: [],
      titleMl: null,
      descriptionMl: null,
      topicsMl: null,
    },
  });

  const { context, page } = await openAs(browser, teacher, 1280);
  await page.goto(`/admin/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A recorded class: the MP4 uploads with a progress bar, and its length is read from it.
  await page.getByRole('tab', { name: 'Recorded classes' }).click();
  await page.getByRole('button', { name: 'New recorded class' }).click();
  await field(page, 'Title').fill('Kerala budget 2026, in 24 seconds');
  await field(page, 'Teacher (as learners see the name)').fill('Anjali Menon');
  // Over a slow line (16 KB/s up), so that the progress bar is there to be seen moving.
  const network = await context.newCDPSession(page);
  const upload = (uploadThroughput: number) =>
    network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await upload(16 * 1024);
  await field(page, 'Video (MP4)').setInputFiles(
    new URL('../../server/src/seed/assets/classes/demo-lecture-a/video.mp4', import.meta.url)
      .pathname,
  );
  const bar = page.getByRole('progressbar', { name: 'Uploading video.mp4' });
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await screenshot(page, 'admin-upload');
  await expect(page.getByText(/^File: classes\//)).toBeVisible();
  await upload(-1);
  await expect(field(page, 'Length (seconds)')).toHaveValue('24');
  await page.getByLabel('Published (learners can see it)').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Anjali Menon · 0:24 · watched by 0')).toBeVisible();
  // It plays as MP4 at once; ffmpeg makes its HLS renditions in the background.
  await expect(page.getByText('HLS ready')).toBeVisible({ timeout: 90_000 });

  // A document: its pages are counted from the file.
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  for (let i = 0; i < 3; i += 1)
    pdf.addPage().drawText(`Budget notes, page ${i + 1}`, { x: 50, y: 700 });
  await page.getByRole('tab', { name: 'Study material' }).click();
  await page.getByRole('button', { name: 'New document' }).click();
  await field(page, 'Title').fill('Budget at a glance');
  await field(page, 'Document (PDF)').setInputFiles({
    name: 'budget.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdf.save()),
  });
  await expect(page.getByText(/^File:/)).toBeVisible();
  await page.getByLabel('Published (learners can see it)').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(/^3 pages/)).toBeVisible();

  // A live class on YouTube, tomorrow.
  await page.getByRole('tab', { name: 'Live classes' }).click();
  await page.getByRole('button', { name: 'Schedule a live class' }).click();
  await field(page, 'Title').fill('Budget doubts, live');
  await field(page, 'Teacher (as learners see the name)').fill('Anjali Menon');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await field(page, 'Starts at').fill(local);
  await field(page, 'Stream').selectOption('youtube');
  await field(page, 'Stream address or YouTube video id').fill('not an id');
  await page.getByLabel('Published (learners can see it)').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(/YouTube video id \(11 characters\)/)).toBeVisible();
  await field(page, 'Stream address or YouTube video id').fill('dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(/· Upcoming/)).toBeVisible();
  await screenshot(page, 'admin-live');
  await page.getByRole('link', { name: 'Run the class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budget doubts, live' })).toBeVisible();

  // An article, written with the toolbar; the script pasted into its HTML never reaches anyone.
  await page.goto('/admin/affairs');
  await field(page, 'Exam category').selectOption({ label: STAFF_CATEGORY });
  await page.getByRole('button', { name: 'New article' }).click();
  await field(page, 'Title').fill(articleTitle);
  await field(page, 'Summary').fill('The main numbers of the 2026–27 budget.');
  const body = page.getByRole('textbox', { name: 'Article' });
  await body.click();
  await page.keyboard.type('Revenue deficit ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('falls');
  await page.getByRole('button', { name: 'HTML' }).click();
  const source = page.getByRole('textbox', { name: 'Article' });
  await expect(source).toHaveValue(/Revenue deficit <(b|strong)>falls<\/(b|strong)>/);
  await source.fill(
    `${await source.inputValue()}<img src=x onerror="alert(1)"><script>alert(2)</script>`,
  );
  await page.getByLabel('Published (learners can see it)').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(articleTitle)).toBeVisible();
  await screenshot(page, 'admin-affairs');
  await context.close();
  const phone = await openAs(browser, teacher, 390);
  await phone.page.goto('/admin/affairs');
  await field(phone.page, 'Exam category').selectOption({ label: STAFF_CATEGORY });
  await expect(phone.page.getByText(articleTitle)).toBeVisible();
  await expectAccessible(phone.page);
  await screenshot(phone.page, 'admin-affairs');
  await phone.context.close();

  // A learner finds all four: finds the course by search, watches the class (its HLS renditions),
  // reads the document, sees the live class coming.
  await completeProfileByApi(request, learner);
  const as = authHeaders(learner);
  const student = await openAs(browser, learner, 1280);
  const lp = student.page;
  const sections = lp.getByRole('navigation', { name: 'Course sections' });
  await lp.goto('/');
  await lp.getByRole('combobox', { name: 'Search courses' }).fill(courseName);
  await lp.getByRole('option', { name: new RegExp(courseName) }).click();
  await expect(lp.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await sections.getByRole('link', { name: /Recorded classes/ }).click();
  await lp.getByRole('link', { name: 'Kerala budget 2026, in 24 seconds' }).click();
  const video = lp.locator('video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  await expect(lp.getByLabel('Quality').locator('option')).toHaveText(['Auto', '240p', '480p']);

  await lp.goto(`/courses/${courseId}`);
  await sections.getByRole('link', { name: /Study material/ }).click();
  await lp.getByRole('link', { name: 'Budget at a glance' }).click();
  await expect(lp.locator('.pdf-page[data-page="1"] .textLayer')).toContainText(
    'Budget notes, page 1',
    { timeout: 30_000 },
  );
  await expect(lp.getByText('of 3')).toBeVisible();

  await lp.goto(`/courses/${courseId}`);
  await sections.getByRole('link', { name: /Live classes/ }).click();
  await expect(lp.getByText('Budget doubts, live')).toBeVisible();
  await student.context.close();

  const month = new Date().toISOString().slice(0, 7);
  const affairs = await request.get(`/api/currentaffairs?categoryId=${categoryId}&month=${month}`, {
    headers: as,
  });
  const article = ((await affairs.json()).data.articles as { id: number; title: string }[]).find(
    (a) => a.title === articleTitle,
  )!;
  const full = (
    await (await request.get(`/api/currentaffairs/${article.id}`, { headers: as })).json()
  ).data;
  expect(full.bodyHtml).toMatch(/Revenue deficit <(b|strong)>falls/);
  expect(full.bodyHtml).not.toMatch(/onerror|script|alert/);
});

test('the first admin is made with npm run admin:create, signs in, and gives a learner the teacher role, who sets up two-step sign-in and signs in with it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dataDir = ownDataDir();
  const admin = { email: 'head@pariksha.example', password: 'first-admin-2026' };
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL; // the embedded database the own server then opens
  const made = execFileSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', admin.email, '--password', admin.password],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  expect(made).toContain(`Created the account ${admin.email} and made it an admin.`);
  const server = await startOwnServer(freePort(), { DISABLE_RATE_LIMITS: '1' }, dataDir);
  try {
    // A learner signs up on that server; the admin signs in as a new user does.
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        name: 'Meera Nair',
        email: 'meera@pariksha.example',
        password: 'meera-learns-2026',
      }),
    });
    expect(signUp.ok).toBe(true);
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // First sign-in: the profile, as for everyone.
    await page.waitForURL('**/profile');
    await completeProfile(page);
    await page.waitForURL((u) => u.pathname === '/');

    // The console first sets up two-step sign-in: the key shown, a code computed from it.
    await page.goto('/admin/people');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.screenshot({
      path: '/tmp/shots/twofactor/console-enrol-scan-en-1280.png',
      fullPage: true,
      animations: 'disabled',
    });
    await expectAccessible(page);
    await page.getByLabel('6-digit code from your authenticator app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People and roles' })).toBeVisible();
    await expect(page.getByText(admin.email)).toBeVisible();
    await page.getByLabel('Find an account by email (empty: staff only)').fill('meera@');
    await page.getByLabel('Role of Meera Nair').selectOption('teacher');
    await expect(page.getByLabel('Role of Meera Nair')).toHaveValue('teacher');
    await expectAccessible(page);
    await page.goto('/admin/catalogue');
    const levels = page.getByRole('region', { name: 'Levels' });
    await levels.getByRole('button', { name: 'Add' }).click();
    await levels.getByLabel('Name', { exact: true }).fill('Technical Level');
    await levels.getByRole('button', { name: 'Create' }).click();
    await expect(levels.getByText('Technical Level')).toBeVisible();
    await levels.getByRole('button', { name: 'Move Technical Level up' }).click();
    await expect(levels.getByRole('listitem').nth(-2)).toContainText('Technical Level');
    await expectAccessible(page);
    await page.goto('/admin/audit');
    await expect(page.getByRole('cell', { name: /grant role/ }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-audit');
    await context.close();

    // The new teacher, on a phone: the console first sets up their own second step, and the next
    // sign-in asks for its code.
    const phone = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
    });
    const tp = await phone.newPage();
    const signIn = async () => {
      await tp.goto('/login');
      await tp.getByLabel('Email').fill('meera@pariksha.example');
      await tp.getByRole('textbox', { name: 'Password' }).fill('meera-learns-2026');
      await tp.getByRole('button', { name: 'Sign in' }).click();
    };
    await signIn();
    await tp.waitForURL('**/profile');
    await completeProfile(tp);
    await tp.waitForURL((u) => u.pathname === '/');
    await tp.goto('/admin');
    await expect(
      tp.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
    ).toBeVisible();
    await tp.getByLabel('Password', { exact: true }).fill('meera-learns-2026');
    await tp.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const teacherSecret = (await tp.getByTestId('totp-secret').textContent())!.trim();
    await tp.getByLabel('6-digit code from your authenticator app').fill(totpCode(teacherSecret));
    await tp.getByRole('button', { name: 'Confirm and turn on' }).click();
    await tp.getByRole('button', { name: 'I have saved them, continue' }).click();
    await expect(tp.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
    await tp.evaluate(() => localStorage.clear());
    await signIn();
    const code = tp.locator('input[autocomplete="one-time-code"]');
    await expect(code).toBeVisible();
    await code.fill(totpCode(teacherSecret));
    await code.press('Enter');
    await expect(tp).toHaveURL('/');
    await tp.goto('/admin');
    await expect(tp.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
    await tp.screenshot({ path: '/tmp/shots/twofactor/teacher-console-en-390.png' });
    await phone.close();
  } finally {
    await server.stop();
  }
});
