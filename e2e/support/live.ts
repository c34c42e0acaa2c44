import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders, type Learner } from './session';

/**
 * A published live class of its own, scheduled an hour from now by a teacher as the console does
 * (POST /api/admin/courses/:id/live-classes): the demo classes are shared with other tests, and a
 * test run again on the same server finds the one it moved already live.
 */
export async function scheduleLiveClass(
  request: APIRequestContext,
  teacher: Learner,
  courseId: number,
  stream = '/media/live/demo-loop.m3u8',
) {
  const created = await request.post(`/api/admin/courses/${courseId}/live-classes`, {
    headers: authHeaders(teacher),
    data: {
      title: `A class of its own ${Date.now().toString(36)}`,
      titleMl: null,
      description: 'Scheduled by a test.',
      descriptionMl: null,
      teacher: teacher.name,
      teacherUserId: teacher.id,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      plannedMinutes: 60,
      streamKind: 'hls',
      stream,
      recordingId: null,
      published: true,
      examIds: [],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()).data as { id: number; title: string };
}
