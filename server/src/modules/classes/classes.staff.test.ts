import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classStaffUrl, classUrl } from '@pariksha/contracts/classes-paths';
import { withQuery } from '@pariksha/contracts/paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { callAs, createStaff, type CallArgs } from '../admin/admin.factories';
import { createExam } from '../exams/exams.factories';
import { courseWithUnit, MP4, upload as uploadAs, VTT } from '../media/media.factories';

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

/** Uploads through the console's own route, as the teacher; answers the media key. */
const upload = (kind: string, bytes: Buffer) => uploadAs(t.app, teacher, kind, bytes);

describe('recorded classes in the console', () => {
  it('adds a class with its uploads and tests; learners see it once published', async () => {
    const { courseId, unitId } = await courseWithUnit(t.app, teacher);
    const exam = await createExam(t.app, { courseId, sections: [2] });
    const other = await createExam(t.app, { sections: [1] });
    const body = {
      title: 'Temple entry proclamation',
      titleMl: null,
      description: '1936',
      descriptionMl: null,
      teacher: 'Anitha K.',
      durationSeconds: 90,
      video: await upload('video', MP4),
      thumbnail: null,
      captionsEn: await upload('captions', VTT),
      captionsMl: null,
      notes: 'Read chapter 4.',
      notesMl: null,
      published: false,
      examIds: [exam.id],
    };
    expect(
      (
        await send(teacher, 'POST', classStaffUrl.recordedClasses(unitId), {
          ...body,
          examIds: [other.id],
        })
      ).statusCode,
    ).toBe(400);
    const missing = await send(teacher, 'POST', classStaffUrl.recordedClasses(unitId), {
      ...body,
      video: 'classes/00000000-0000-0000-0000-000000000000/video.mp4',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('video');

    const created = await send(teacher, 'POST', classStaffUrl.recordedClasses(unitId), body);
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ unitId, position: 1, examIds: [exam.id], used: 0 });
    expect((await send(learner, 'GET', classUrl.byId(item.id))).statusCode).toBe(404);

    const published = await send(teacher, 'PUT', classStaffUrl.recordedClass(item.id), {
      ...body,
      published: true,
      updatedAt: item.updatedAt,
    });
    expect(published.statusCode, published.body).toBe(200);
    const seen = await send(learner, 'GET', classUrl.byId(item.id));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.title).toBe('Temple entry proclamation');
    const stale = await send(teacher, 'PUT', classStaffUrl.recordedClass(item.id), {
      ...body,
      updatedAt: item.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    // Watched by a learner: deleting it asks first.
    await send(learner, 'PUT', classUrl.progress(item.id), {
      positionSeconds: 30,
    });
    const refused = await send(teacher, 'DELETE', classStaffUrl.recordedClass(item.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual({ used: 1 });
    expect(
      (
        await send(
          teacher,
          'DELETE',
          withQuery(classStaffUrl.recordedClass(item.id), { confirm: true }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await send(learner, 'GET', classUrl.byId(item.id))).statusCode).toBe(404);
  });
});
