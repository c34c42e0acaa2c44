import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { scheduleLiveClass } from '../support/live';
import { screenshot } from '../support/screenshot';
import {
  authHeaders,
  signedInState,
  signInTeacher,
  signUpLearner,
  type Learner,
} from '../support/session';

test.use({ signedIn: true });

type Summary = { id: number; title: string; state: string; recordingId: number | null };
type Schedule = { course: { id: number }; live: Summary[]; upcoming: Summary[]; ended: Summary[] };

/** The demo courses with live classes, each with its schedule, in the API's order. */
async function schedules(request: APIRequestContext, who: Learner) {
  const courses = (
    await (await request.get('/api/course_liveclass_course', { headers: authHeaders(who) })).json()
  ).data as { id: number }[];
  return Promise.all(
    courses.map(
      async (c) =>
        (
          await (
            await request.get(`/api/course_liveclass/${c.id}`, { headers: authHeaders(who) })
          ).json()
        ).data as Schedule,
    ),
  );
}

async function openAs(browser: Browser, who: Learner, width = 1280) {
  const context = await browser.newContext({
    storageState: signedInState(who),
    viewport: { width, height: width > 400 ? 800 : 844 },
  });
  return { context, page: await context.newPage() };
}

const video = (page: Page) => page.locator('video');
async function expectPlaying(page: Page) {
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play().catch(() => undefined);
  });
  const at = () => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(at, { timeout: 30_000 }).toBeGreaterThan(0.5);
}

test('two learners watch the class live now and chat both ways; the teacher removes a message and it goes for both', async ({
  page,
  request,
  learner,
  browser,
}) => {
  test.setTimeout(120_000);
  const [first] = await schedules(request, learner);
  const live = first!.live[0]!;
  const ravi = await signUpLearner(request, { name: 'Ravi' });
  const teacher = await signInTeacher(request);

  await page.goto(`/liveVideo/${live.id}`);
  await expect(page.getByRole('heading', { level: 1, name: live.title })).toBeVisible();
  await expectPlaying(page);
  const other = await openAs(browser, ravi, 390);
  await other.page.goto(`/liveVideo/${live.id}`);
  await expectPlaying(other.page);

  const tag = Date.now().toString(36);
  const chat = (p: Page) => p.getByRole('list', { name: 'Chat' });
  await page.getByLabel('Your message').fill(`Is Vaikom Satyagraha 1924? ${tag}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chat(other.page).getByText(`Is Vaikom Satyagraha 1924? ${tag}`)).toBeVisible();
  await expect(chat(page).getByText(`Is Vaikom Satyagraha 1924? ${tag}`)).toBeVisible();
  await other.page.getByLabel('Your message').fill(`Yes, 1924 to 1925 ${tag}`);
  await other.page.getByLabel('Your message').press('Enter');
  await expect(chat(page).getByText(`Yes, 1924 to 1925 ${tag}`)).toBeVisible();

  const staff = await openAs(browser, teacher);
  await staff.page.goto(`/liveVideo/${live.id}`);
  await expect(staff.page.getByRole('button', { name: 'End class' })).toBeVisible();
  const mine = chat(staff.page)
    .getByRole('listitem')
    .filter({ hasText: `Is Vaikom Satyagraha 1924? ${tag}` });
  await mine.getByRole('button', { name: /^Remove this message of/ }).click();
  await expect(chat(page).getByText(`Is Vaikom Satyagraha 1924? ${tag}`)).toHaveCount(0);
  await expect(chat(other.page).getByText(`Is Vaikom Satyagraha 1924? ${tag}`)).toHaveCount(0);
  await expect(chat(page).getByText(`Yes, 1924 to 1925 ${tag}`)).toBeVisible();

  for (const p of [page, other.page]) {
    await screenshot(p, 'live-class');
    // The video's own controls are the browser's.
    await expectAccessible(p, { exclude: ['video'] });
  }
  await other.context.close();
  await staff.context.close();
});

test('the waiting room turns into the player by itself when the teacher sets the class live', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(90_000);
  const all = await schedules(request, learner);
  const teacher = await signInTeacher(request);
  const next = await scheduleLiveClass(request, teacher, all[1]!.course.id);
  await page.goto(`/liveVideo/${next.id}`);
  await expect(page.getByRole('heading', { name: 'The class has not started yet' })).toBeVisible();
  await expect(page.getByText(/^Starts in (\d+ h \d+ min|\d+:\d\d)$/)).toBeVisible();
  await expect(page.getByText(/\d+ watching/)).toBeVisible();
  await screenshot(page, 'live-waiting-room');
  await expectAccessible(page);

  const res = await request.put(`/api/liveclassById/${next.id}/state`, {
    headers: authHeaders(teacher),
    data: { state: 'live' },
  });
  expect(res.status()).toBe(200);
  await expect(video(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The class has not started yet' })).toHaveCount(0);
  await expectPlaying(page);
});

for (const width of [1280, 390]) {
  test(`a course's live classes at ${width} px: live now, upcoming with a calendar entry, ended with its recording`, async ({
    page,
    request,
    learner,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    const [first] = await schedules(request, learner);
    await page.goto('/');
    const home = page.getByRole('list', { name: 'Upcoming live classes' });
    await expect(home.getByText('Live now').first()).toBeVisible();

    await page.goto(`/liveclass/${first!.course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Live classes' })).toBeVisible();
    for (const name of ['Live now', 'Upcoming', 'Ended']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const upcoming = page.getByRole('list', { name: 'Upcoming' });
    const download = page.waitForEvent('download');
    await upcoming
      .getByRole('button', { name: /to your calendar$/ })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^live-class-\d+\.ics$/);
    expect(fs.readFileSync(await file.path(), 'utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/);
    await screenshot(page, 'live-classes');
    await expectAccessible(page);

    await page
      .getByRole('list', { name: 'Ended' })
      .getByRole('link', { name: 'Watch the recording' })
      .click();
    await expect(page).toHaveURL(/\/recordedclassvideo\/\d+$/);
    await expect(video(page)).toBeVisible();
  });
}
