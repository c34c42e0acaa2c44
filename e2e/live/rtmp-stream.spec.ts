import { expect, test } from '../support/fixtures';
import { scheduleLiveClass } from '../support/live';
import { startTestStream, type TestStream } from '../support/rtmp';
import { screenshot } from '../support/screenshot';
import { authHeaders, signInTeacher } from '../support/session';

test.use({ signedIn: true });

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
  const teacher = await signInTeacher(request);
  const courses = (
    await (
      await request.get('/api/course_liveclass_course', { headers: authHeaders(teacher) })
    ).json()
  ).data as { id: number }[];
  const live = await scheduleLiveClass(request, teacher, courses.at(-1)!.id, stream.playlist);

  const setStream = await request.put(`/api/liveclassById/${live.id}/stream`, {
    headers: authHeaders(teacher),
    data: { kind: 'hls', source: stream.playlist },
  });
  expect(setStream.status(), await setStream.text()).toBe(200);
  expect(
    (
      await request.put(`/api/liveclassById/${live.id}/state`, {
        headers: authHeaders(teacher),
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
