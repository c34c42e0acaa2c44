import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialStaffUrl, materialUrl } from '@pariksha/contracts/material-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { callAs, createStaff, type CallArgs } from '../admin/admin.factories';
import { createCourse } from '../exams/exams.factories';
import { courseWithUnit, documentBody, upload as uploadAs } from '../media/media.factories';

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

describe('study material in the console', () => {
  it('reads a document’s pages and size from the uploaded file', async () => {
    const course = await createCourse(t.app);
    const doc = await PDFDocument.create();
    for (let i = 0; i < 4; i += 1) doc.addPage();
    const bytes = Buffer.from(await doc.save());
    const file = await uploadAs(t.app, teacher, 'pdf', bytes);
    const otherUnit = (await courseWithUnit(t.app, teacher)).unitId;
    const body = documentBody(file);
    const wrongUnit = await send(teacher, 'POST', materialStaffUrl.materials(course.id), {
      ...body,
      unitId: otherUnit,
    });
    expect(wrongUnit.statusCode).toBe(400);
    const res = await send(teacher, 'POST', materialStaffUrl.materials(course.id), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ pages: 4, sizeBytes: bytes.length, position: 1 });
    const seen = await send(learner, 'GET', materialUrl.byId(res.json().data.id));
    expect(seen.statusCode).toBe(200);
  });
});
