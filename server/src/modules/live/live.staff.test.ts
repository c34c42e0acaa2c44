import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStaffUrl, liveUrl } from '@pariksha/contracts/live-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { callAs, createStaff, type CallArgs } from '../admin/admin.factories';
import { createCourse } from '../exams/exams.factories';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
  learner = await createUser(t.app);
});
afterAll(() => t.close());

const send = (...args: CallArgs) => callAs(t.app, ...args);

describe('live classes in the console', () => {
  it('schedules a class and checks its stream, teacher and recording', async () => {
    const course = await createCourse(t.app);
    const body = {
      title: 'Budget 2026 — what to remember',
      titleMl: null,
      description: '',
      descriptionMl: null,
      teacher: 'Rajesh P.',
      teacherUserId: teacher.id,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      plannedMinutes: 60,
      streamKind: 'youtube',
      stream: 'dQw4w9WgXcQ',
      recordingId: null,
      published: true,
      examIds: [],
    };
    const path = liveStaffUrl.liveClasses(course.id);
    expect((await send(teacher, 'POST', path, { ...body, stream: 'not an id' })).statusCode).toBe(
      400,
    );
    const foreign = await send(teacher, 'POST', path, {
      ...body,
      streamKind: 'hls',
      stream: 'https://streams.example.org/live.m3u8',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toMatch(/STREAM_ORIGINS/);
    expect(
      (await send(teacher, 'POST', path, { ...body, teacherUserId: learner.id })).statusCode,
    ).toBe(400);
    expect(
      (await send(teacher, 'POST', path, { ...body, recordingId: 2_000_000 })).statusCode,
    ).toBe(400);

    const res = await send(teacher, 'POST', path, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'upcoming', courseId: course.id });
    const seen = await send(learner, 'GET', liveUrl.byId(res.json().data.id));
    expect(seen.statusCode).toBe(200);
  });
});
