import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { authHeaders, signedInState } from '../support/session';
import { demoIds, viewports } from '../catalogue/helpers';
import type { Page } from '@playwright/test';

test.use({ signedIn: true });

type Listed = { id: number; syllabus_id: number; title: string };

/** The Kerala Renaissance course and its first unit's two classes (HLS, then MP4). */
async function renaissanceClasses(
  request: Parameters<typeof demoIds>[0],
  learner: Parameters<typeof demoIds>[1],
) {
  const { renaissance } = await demoIds(request, learner);
  const res = await request.get(`/api/recordedclass/${renaissance.id}`, {
    headers: authHeaders(learner),
  });
  const units = (await res.json()).data.units as { classes: Listed[] }[];
  return { course: renaissance, first: units[0]!.classes[0]!, second: units[0]!.classes[1]! };
}

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Starts the video (muted: a page may not start sound by itself) and waits until it has played `seconds`. */
async function playUntil(page: Page, seconds: number) {
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(seconds);
}

test('a learner finds a class, watches it through hls.js with quality, speed and captions, and resumes it on another device', async ({
  page,
  request,
  learner,
  browser,
}) => {
  test.setTimeout(90_000);
  const { course, first } = await renaissanceClasses(request, learner);

  await page.goto(`/courses/${course.id}`);
  await page
    .getByRole('navigation', { name: 'Course sections' })
    .getByRole('link', { name: /Recorded classes/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recorded classes' })).toBeVisible();
  const unit1 = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: first.title }) });
  await expect(unit1.getByText('New')).toHaveCount(2);
  await page.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/courseclassvideo/${first.syllabus_id}/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

  // HLS through hls.js: the video plays from a MediaSource, the quality levels are offered.
  await playUntil(page, 1);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
  const quality = page.getByLabel('Quality');
  await expect(quality.locator('option')).toHaveText(['Auto', '240p', '480p']);
  await quality.selectOption({ label: '240p' });
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 })
    .toBe(240);
  await page.getByLabel('Speed').selectOption('1.5');
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await page.getByLabel('Captions').selectOption({ label: 'Malayalam' });
  await expect
    .poll(() =>
      video(page).evaluate((v: HTMLVideoElement) => {
        const track = Array.from(v.textTracks).find((t) => t.mode === 'showing');
        return track ? `${track.language}:${track.cues?.length ?? 0}` : 'none';
      }),
    )
    .toBe('ml:4');

  // Pausing at 12 s saves the position; a reload offers it back.
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/recordedclassById/${first.id}/progress`) &&
      r.request().method() === 'PUT',
  );
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 12.4;
  });
  expect((await (await saved).json()).data).toMatchObject({
    positionSeconds: 12,
    state: 'started',
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Resumed at 0:12.' })).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(12);

  // The list and home say how far the learner got.
  await page.goto(`/recordedclass/${course.id}`);
  await expect(page.getByRole('link', { name: /Continue where you stopped/ })).toContainText(
    '0:12',
  );
  await expect(page.getByText('Watched 50 %')).toBeVisible();
  await page.goto('/');
  const inProgress = page.getByRole('list', { name: 'Classes in progress' });
  await expect(inProgress.getByRole('link', { name: first.title })).toBeVisible();
  await expect(inProgress.getByText('Resume at 0:12')).toBeVisible();

  // Another device of the same learner resumes at the same point, then watches to the end.
  const phone = await browser.newContext({
    storageState: signedInState(learner),
    viewport: viewports[0],
  });
  const other = await phone.newPage();
  await other.goto(`/recordedclassvideo/${first.id}`);
  await expect(other.getByText('Resumed at 0:12.')).toBeVisible();
  await video(other).evaluate((v: HTMLVideoElement) => (v.currentTime = 21));
  const ended = other.waitForResponse(
    (r) =>
      r.url().endsWith('/progress') &&
      r.status() === 200 &&
      r.request().method() === 'PUT' &&
      r.request().postDataJSON().positionSeconds >= 23,
  );
  await playUntil(other, 22);
  expect((await (await ended).json()).data.state).toBe('watched');
  await phone.close();

  await page.goto(`/recordedclass/${course.id}`);
  await expect(unit1.getByText('Watched', { exact: true })).toBeVisible();
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText('1 / 6').first()).toBeVisible();
});

test('an MP4 class plays too, the unit is one click from class to class, and its tests are a link away', async ({
  page,
  request,
  learner,
}) => {
  const { first, second } = await renaissanceClasses(request, learner);
  await page.goto(`/courseclassvideo/${first.syllabus_id}/${first.id}`);
  await page.getByRole('link', { name: new RegExp(`Next class: ${second.title}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await playUntil(page, 1);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
    /\/video\.mp4$/,
  );
  await expect(page.getByLabel('Quality')).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(`Previous class: ${first.title}`) }).click();
  await page.getByRole('link', { name: 'Test for this class (1)' }).click();
  await expect(page).toHaveURL(`/examrecordedclass/${first.id}`);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: first.title }),
  ).toHaveAttribute('href', `/courseclassvideo/${first.syllabus_id}/${first.id}`);
  await expect(page.getByText('Kerala Renaissance — Topic Test')).toBeVisible();
  await page.getByRole('link', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/instructions\/\d+$/);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/exampage\/\d+\/[0-9a-f-]{36}$/);
});

test('leaving a class at about 10 s and coming back resumes within 2 s of that point', async ({
  page,
  request,
  learner,
}) => {
  const { first } = await renaissanceClasses(request, learner);
  await page.goto(`/courseclassvideo/${first.syllabus_id}/${first.id}`);
  await page.getByLabel('Speed').selectOption('2');
  await playUntil(page, 10);
  const leftAt = await currentTime(page);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Recorded classes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recorded classes' })).toBeVisible();
  const saved = async () => {
    const res = await request.get(`/api/recordedclassById/${first.id}`, {
      headers: authHeaders(learner),
    });
    return (await res.json()).data.progress.positionSeconds as number;
  };
  await expect.poll(saved).toBeGreaterThanOrEqual(Math.floor(leftAt) - 1);
  await page.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page.getByText(/^Resumed at 0:1\d\.$/)).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(leftAt - 2);
  expect(await currentTime(page)).toBeLessThan(leftAt + 2);
});

test('class videos are closed to anyone without the media cookie', async ({
  playwright,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({ baseURL });
  for (const file of ['master.m3u8', 'v1/segment-000.m4s', 'video.mp4', 'captions-en.vtt']) {
    const res = await stranger.get(`/media/classes/demo-lecture-a/${file}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(res.status(), file).toBe(401);
  }
  await stranger.dispose();
});

for (const viewport of viewports) {
  test(`class list and player at ${viewport.width} px pass axe`, async ({
    page,
    request,
    learner,
  }) => {
    await page.setViewportSize(viewport);
    const { course, first } = await renaissanceClasses(request, learner);
    await page.goto(`/recordedclass/${course.id}`);
    await expect(page.getByRole('link', { name: first.title })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'classes-list');
    await page.goto(`/courseclassvideo/${first.syllabus_id}/${first.id}`);
    await expect(page.getByLabel('Quality')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'classes-player');
  });
}
