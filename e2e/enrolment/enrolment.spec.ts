import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { startServerWithAdmin } from '../support/admin';
import { authHeaders, encodeBase64Json, storedUser, type Learner } from '../support/session';
import { completeProfileByApi } from '../catalogue/helpers';
import { preferLanguage } from '../i18n/language';

/** The demo's restricted course: two previews, the rest for the demo batch and the demo code. */
const COURSE = 'Reasoning Drill (Demo, restricted)';
/** Printed at start beside the demo accounts (demo data). */
const DEMO_CODE = 'K7QM-X3P9-HT';
const SHOTS = '/tmp/shots/enrolment';

type Item = { id: number; title: string; locked: boolean; preview: boolean };

/** The course's id and its classes and documents, as this learner's lists give them. */
async function restrictedCourse(request: APIRequestContext, learner: Learner) {
  const headers = authHeaders(learner);
  const get = async (path: string) => {
    const res = await request.get(path, { headers });
    expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
    return (await res.json()).data;
  };
  const hits = (await get(
    `/api/courses/search?query=${encodeURIComponent('reasoning drill')}`,
  )) as {
    id: number;
    course_name: string;
  }[];
  const id = hits.find((h) => h.course_name === COURSE)!.id;
  const classes = (
    (await get(`/api/recordedclass/${id}`)) as { units: { classes: Item[] }[] }
  ).units.flatMap((u) => u.classes);
  const documents = (
    (await get(`/api/material/${id}`)) as { groups: { documents: Item[] }[] }
  ).groups.flatMap((g) => g.documents);
  return { id, classes, documents };
}

const video = (page: Page) => page.locator('video');

test.describe('a learner without access', () => {
  test.use({ signedIn: true, viewport: { width: 1280, height: 800 } });

  test('sees the restricted course locked, enters a code, watches a class and reads a document', async ({
    page,
    request,
    learner,
  }) => {
    test.setTimeout(120_000);
    await completeProfileByApi(request, learner);
    const course = await restrictedCourse(request, learner);
    const preview = course.classes.find((c) => c.preview)!;
    const locked = course.classes.find((c) => c.locked)!;
    const lockedDocument = course.documents.find((d) => d.locked)!;
    expect(preview.locked).toBe(false);
    expect(lockedDocument).toBeDefined();

    // The course page: listed to everyone, locked, with the way in.
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(page.getByText('Enrolled learners').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'This course is for enrolled learners' }),
    ).toBeVisible();
    await expect(page.getByLabel('Access code')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/course-locked-en-1280.png`, fullPage: true });
    await expectAccessible(page);

    // Its classes: the preview opens, the others are listed as locked, without a link.
    await page.goto(`/recordedclass/${course.id}`);
    const previewRow = page.getByRole('listitem').filter({ hasText: preview.title });
    await expect(previewRow.getByText('Free preview')).toBeVisible();
    await expect(previewRow.getByRole('link', { name: preview.title })).toBeVisible();
    const lockedRow = page.getByRole('listitem').filter({ hasText: locked.title });
    await expect(lockedRow.getByText('Locked: for enrolled learners.')).toBeVisible();
    await expect(lockedRow.getByRole('link', { name: locked.title })).toHaveCount(0);
    await expect(lockedRow.getByRole('link', { name: 'How to get access' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/classes-locked-en-1280.png`, fullPage: true });

    // A link to a locked class (from a message, a bookmark): the locked screen, not an error.
    await page.goto(`/recordedclassvideo/${locked.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This is for enrolled learners' }),
    ).toBeVisible();
    await expect(video(page)).toHaveCount(0);
    await expectAccessible(page);

    // A wrong code says so and nothing more; the demo code, typed loosely, opens the course.
    await page.getByLabel('Access code').fill('AAAA-BBBB-CC');
    await page.getByRole('button', { name: 'Enter code' }).click();
    await expect(page.getByText('This code is not valid. Check it and try again.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/code-refused-en-1280.png`, fullPage: true });
    await page.getByLabel('Access code').fill(DEMO_CODE.toLowerCase().replaceAll('-', ' '));
    await page.getByRole('button', { name: 'Enter code' }).click();

    // The class plays where the locked screen was.
    await expect(video(page)).toBeVisible({ timeout: 20_000 });
    await video(page).evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0.5);
    await page.screenshot({ path: `${SHOTS}/class-open-en-1280.png` });

    // The documents are open too: the first page of one that was locked renders.
    await page.goto(`/material/${course.id}`);
    await page.getByRole('link', { name: lockedDocument.title }).first().click();
    await expect(page.locator('.pdf-page[data-page="1"] canvas')).toBeVisible({ timeout: 30_000 });

    // My courses names it, without an end.
    await page.goto('/mycourses');
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: COURSE });
    await expect(row.getByText('Enrolled, no end date')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-courses-en-1280.png`, fullPage: true });
    await expectAccessible(page);

    // And the server agrees: the locked class now opens.
    const opened = await request.get(`/api/recordedclassById/${locked.id}`, {
      headers: authHeaders(learner),
    });
    expect(opened.status()).toBe(200);
  });
});

test.describe('at 390 px in Malayalam', () => {
  test.use({ signedIn: true, viewport: { width: 390, height: 844 } });

  test('the locked course, a refused code and My courses read in Malayalam', async ({
    page,
    request,
    learner,
  }) => {
    await completeProfileByApi(request, learner);
    const course = await restrictedCourse(request, learner);
    await preferLanguage(page, 'ml');
    await page.goto(`/courses/${course.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    const code = page.getByRole('textbox').last();
    await code.fill('AAAA-BBBB-CC');
    await code.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/course-locked-ml-390.png`, fullPage: true });
    await expectAccessible(page);
    // The demo code opens it, said on the page in Malayalam.
    await code.fill(DEMO_CODE);
    await code.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: COURSE })).toBeVisible();
    await expect(page.getByText('Enrolled learners')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/course-joined-ml-390.png`, fullPage: true });
    await page.goto(`/recordedclass/${course.id}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/classes-locked-ml-390.png`, fullPage: true });
    await page.goto('/mycourses');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-courses-ml-390.png`, fullPage: true });
    await expectAccessible(page);
  });
});

/** Opens `url` on an own server signed in as `who` (its storage, its origin). */
async function openAs(page: Page, base: string, who: Learner, url: string) {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    { token: who.token, user: encodeBase64Json(storedUser(who)) },
  );
  await page.goto(`${base}${url}`);
}

test('an admin makes a batch from a CSV and gives out codes; a learner in it finds the course under My courses', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const server = await startServerWithAdmin();
  const api = await playwright.request.newContext({ baseURL: server.url });
  try {
    // A learner with an account on that server, and one address that has none yet.
    const email = `meera-${Date.now().toString(36)}@institute.example`;
    const signUp = await api.post('/api/auth/sign-up/email', {
      headers: { origin: server.url, web: 'web' },
      data: { name: 'Meera Nair', email, password: 'meera-learns-2026' },
    });
    expect(signUp.ok()).toBe(true);
    const body = (await signUp.json()) as { token: string; user: Learner['user'] };
    const learner: Learner = {
      id: body.user.id,
      name: 'Meera Nair',
      email,
      password: 'meera-learns-2026',
      token: body.token,
      user: body.user,
    };
    const cats = (
      await (await api.get('/api/categoryForWeb', { headers: authHeaders(learner) })).json()
    ).data as { id: number; slug: string; levels: { id: number; slug: string }[] }[];
    const kerala = cats.find((c) => c.slug === 'kerala-psc')!;
    const profile = await api.patch('/api/userdetails', {
      headers: authHeaders(learner),
      data: {
        phone: '98470 12345',
        targetCategoryId: kerala.id,
        targetLevelId: kerala.levels.find((l) => l.slug === '10th-level')!.id,
      },
    });
    expect(profile.ok()).toBe(true);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openAs(page, server.url, server.admin, '/admin/batches');
    await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
    await page.getByRole('button', { name: 'New batch' }).click();
    await page.getByLabel('Name').fill('Evening batch 2027');
    await page.getByLabel('Starts').fill('2026-01-01T09:00');
    await page.getByLabel('Ends').fill('2030-03-31T18:00');
    await page.getByLabel('Courses', { exact: true }).selectOption({ label: COURSE });
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Evening batch 2027' })).toBeVisible();

    // The CSV as an office keeps it: a header, the learner, a newcomer and a typo.
    const csv = `email,name\n${email},Meera Nair\nnew.student@institute.example,New\nnot-an-address,Typo\n`;
    await page.getByLabel('Import a CSV of emails').setInputFiles({
      name: 'evening-batch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      page.getByText(/Added 1, pending 1, already members 0, not valid \d\./),
    ).toBeVisible();
    // Among the members: the newcomer waits for an account with that address.
    const pending = page
      .getByRole('row')
      .filter({ hasText: 'new.student@institute.example' })
      .filter({ has: page.getByRole('button', { name: /^Remove / }) });
    await expect(pending.getByText('Pending: no account yet')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/batch-imported-en-1280.png`, fullPage: true });
    await expectAccessible(page);

    // Three single-seat codes, exported as CSV; one revoked.
    await page.getByRole('button', { name: 'Generate codes' }).click();
    await page.getByLabel('How many codes').fill('3');
    await page.getByLabel('Seats per code').fill('1');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const revokes = page.getByRole('button', { name: /^Revoke code / });
    await expect(revokes).toHaveCount(3);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exported = fs.readFileSync((await (await download).path())!, 'utf8');
    const codes = [...exported.matchAll(/\b[3-9A-Y]{4}-[3-9A-Y]{4}-[3-9A-Y]{2}\b/g)].map(
      (m) => m[0],
    );
    expect(new Set(codes).size).toBe(3);
    const revokedCode = (await revokes.first().getAttribute('aria-label'))!.replace(
      'Revoke code ',
      '',
    );
    await revokes.first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Revoked')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/batch-codes-en-1280.png`, fullPage: true });

    // The revoked code is refused; the learner imported from the CSV has the course already.
    const refused = await api.post('/api/enrolment/redeem', {
      headers: authHeaders(learner),
      data: { code: revokedCode },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.code).toBe('ACCESS_CODE_REVOKED');
    await openAs(page, server.url, learner, '/mycourses');
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: COURSE });
    await expect(row.getByText(/^Enrolled until /)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/my-courses-batch-en-1280.png`, fullPage: true });

    // The course's own Access tab: restricted, its previews, the learners given it, its codes.
    const { id: courseId } = await restrictedCourse(api, learner);
    await openAs(page, server.url, server.admin, `/admin/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Access' }).click();
    await expect(page.getByRole('radio', { name: 'Restricted' })).toBeChecked();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/course-access-en-1280.png`, fullPage: true });
    await expectAccessible(page);

    // The same screens at 390 px in Malayalam.
    await page.setViewportSize({ width: 390, height: 844 });
    await preferLanguage(page, 'ml');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    await page.getByRole('tab').last().click();
    await expect(page.getByRole('radio').last()).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/course-access-ml-390.png`, fullPage: true });
    await expectAccessible(page);
    await page.goto(`${server.url}/admin/batches`);
    await page.getByRole('link', { name: 'Evening batch 2027' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Evening batch 2027' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/batch-ml-390.png`, fullPage: true });
    await expectAccessible(page);
    await context.close();
  } finally {
    await api.dispose();
    await server.stop();
  }
});
