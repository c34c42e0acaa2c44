import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { startTestStream, type TestStream } from '../support/rtmp';
import { screenshot } from '../support/screenshot';

test.use({ signedIn: true });

/** Seeded on the empty database at start (server/src/seed/live.ts). */
const DEMO_TEACHER = { email: 'teacher@pariksha.local', password: 'pariksha-demo' };

let stream: TestStream;
test.beforeAll(async () => {
  stream = await startTestStream('e2e');
});
test.afterAll(async () => {
  await stream?.stop();
});

test('a teacher goes live through nginx-rtmp, as docs/live-streaming.md says, and a learner watches the stream', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const signIn = await request.post(`${BASE_URL}/api/auth/sign-in/email`, {
    headers: { origin: BASE_URL, web: 'web' },
    data: DEMO_TEACHER,
  });
  expect(signIn.ok()).toBe(true);
  const signedIn = await signIn.json();
  const teacher = { web: 'web', authorization: `Bearer ${signedIn.token}` };

  // A class of its own, added to the last demo course as a teacher adds one: the demo classes
  // are shared with other tests, and a run repeated on the same server finds this one's gone live.
  const courses = (
    await (await request.get('/api/course_liveclass_course', { headers: teacher })).json()
  ).data as { id: number }[];
  const created = await request.post(`/api/admin/courses/${courses.at(-1)!.id}/live-classes`, {
    headers: teacher,
    data: {
      title: `Streaming check ${Date.now().toString(36)}`,
      titleMl: null,
      description: 'Through nginx-rtmp.',
      descriptionMl: null,
      teacher: 'Demo Teacher',
      teacherUserId: signedIn.user.id,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      plannedMinutes: 60,
      streamKind: 'hls',
      stream: stream.playlist,
      recordingId: null,
      published: true,
      examIds: [],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const live = (await created.json()).data as { id: number; title: string };

  const setStream = await request.put(`/api/liveclassById/${live.id}/stream`, {
    headers: teacher,
    data: { kind: 'hls', source: stream.playlist },
  });
  expect(setStream.status(), await setStream.text()).toBe(200);
  expect(
    (
      await request.put(`/api/liveclassById/${live.id}/state`, {
        headers: teacher,
        data: { state: 'live' },
      })
    ).status(),
  ).toBe(200);

  await page.goto(`/liveVideo/${live.id}`);
  await expect(page.getByRole('heading', { level: 1, name: live.title })).toBeVisible();
  const video = page.locator('video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play().catch(() => undefined);
  });
  const at = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(at, { timeout: 30_000 }).toBeGreaterThan(0);
  const first = await at();
  await expect.poll(at, { timeout: 15_000 }).toBeGreaterThan(first + 1.5);
  // Through hls.js, from the streaming server the app was started with (STREAM_ORIGINS).
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
  await screenshot(page, 'live-rtmp-stream');
});
