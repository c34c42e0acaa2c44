import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { classStaffUrl, classUrl } from '@pariksha/contracts/classes-paths';
import { enrolmentStaffUrl } from '@pariksha/contracts/enrolment-paths';
import { examStaffUrl, examUrl } from '@pariksha/contracts/exams-paths';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { materialStaffUrl, materialUrl } from '@pariksha/contracts/material-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { callAs, createStaff } from '../admin/admin.factories';
import { createCourse, createExam, end, start } from '../exams/exams.factories';
import { createLiveClass } from '../live/live.factories';
import {
  classBody,
  courseWithUnit,
  documentBody,
  mediaCookieOf,
  MP4,
  openMedia,
  pdf,
  svg,
  upload,
} from '../media/media.factories';
import { SHOWN_TTL_MS } from '../media/media.rules';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { createBatch } from './enrolment.factories';
import * as staff from './enrolment.staff.service';

// One rule, everywhere: every list and every reader of a restricted course's classes,
// documents, live classes, tests and files asks the learner's entitlement (decision 025).

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
const HOUR = 60 * 60 * 1000;

type Who = { id: string; email: string; headers: Record<string, string> };
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const send = (who: Who, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'POST', url, headers: who.headers, payload });

let c: Awaited<ReturnType<typeof restrictedContent>>;

/** A restricted course with a class, a document, a live class and a test, and one of each previewed. */
async function restrictedContent() {
  const { courseId, unitId } = await courseWithUnit(t.app, teacher);
  const thumbnail = await upload(t.app, teacher, 'image', svg('thumb'));
  const addClass = async (video: string) => {
    const res = await callAs(t.app, teacher, 'POST', classStaffUrl.recordedClasses(unitId), {
      ...classBody({ video }),
      thumbnail,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const file = await upload(t.app, teacher, 'pdf', await pdf());
  const addDocument = async (key: string) => {
    const res = await callAs(
      t.app,
      teacher,
      'POST',
      materialStaffUrl.materials(courseId),
      documentBody(key),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const previewFile = await upload(t.app, teacher, 'pdf', await pdf());
  const video = await upload(t.app, teacher, 'video', MP4);
  const previewVideo = await upload(t.app, teacher, 'video', MP4);
  const cls = await addClass(video);
  const previewClass = await addClass(previewVideo);
  const doc = await addDocument(file);
  const previewDoc = await addDocument(previewFile);
  const live = (await createLiveClass(t.app, teacher, courseId)).id;
  const exam = (await createExam(t.app, { courseId, sections: [2] })).id;
  const access = await callAs(t.app, teacher, 'PUT', enrolmentStaffUrl.courseAccess(courseId), {
    access: 'restricted',
  });
  expect(access.statusCode, access.body).toBe(200);
  for (const [kind, itemId] of [
    ['class', previewClass],
    ['material', previewDoc],
  ] as const) {
    const res = await callAs(t.app, teacher, 'PUT', enrolmentStaffUrl.coursePreview(courseId), {
      kind,
      itemId,
      preview: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return {
    courseId,
    cls,
    previewClass,
    doc,
    previewDoc,
    live,
    exam,
    video,
    previewVideo,
    thumbnail,
    file,
    previewFile,
  };
}

/** Every route that opens an item, with what it answers this learner. */
async function openings(who: Who) {
  const routes: [string, string, string, object?][] = [
    ['class', 'GET', classUrl.byId(c.cls)],
    ['class progress', 'PUT', classUrl.progress(c.cls), { positionSeconds: 10 }],
    ['document', 'GET', materialUrl.byId(c.doc)],
    ['document progress', 'PUT', materialUrl.progress(c.doc), { page: 1 }],
    ['document file', 'GET', materialUrl.file(c.doc)],
    ['live class', 'GET', liveUrl.byId(c.live)],
    ['chat ticket', 'POST', liveUrl.ticket(c.live)],
    ['test', 'GET', examUrl.exam(c.exam)],
    ['test start', 'POST', examUrl.start(c.exam)],
  ];
  const out: Record<string, number | string> = {};
  for (const [name, method, url, body] of routes) {
    const res = await send(who, method, url, body);
    out[name] =
      res.statusCode === 403
        ? `403 ${res.json().error.code} ${res.json().error.details?.courseId}`
        : res.statusCode;
  }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp({ FAST_PASSWORD_HASH: '1' });
  teacher = await createStaff(t.app, 'teacher');
  c = await restrictedContent();
});
afterAll(() => t.close());

describe('a restricted course', () => {
  it('lists its items to a learner without access, locked but for the previews, and refuses to open them', async () => {
    const learner = await createUser(t.app);
    const classes = (await get(learner, classUrl.ofCourse(c.courseId))).json().data;
    expect(classes.course.access).toEqual({ kind: 'preview-only', until: null });
    const listed = classes.units.flatMap((u: { classes: object[] }) => u.classes);
    expect(
      listed.map((x: { id: number; locked: boolean; preview: boolean }) => [
        x.id,
        x.locked,
        x.preview,
      ]),
    ).toEqual([
      [c.cls, true, false],
      [c.previewClass, false, true],
    ]);
    const docs = (await get(learner, materialUrl.ofCourse(c.courseId))).json().data;
    expect(
      docs.groups[0].documents.map((d: { id: number; locked: boolean; preview: boolean }) => [
        d.id,
        d.locked,
        d.preview,
      ]),
    ).toEqual([
      [c.doc, true, false],
      [c.previewDoc, false, true],
    ]);
    const live = (await get(learner, liveUrl.ofCourse(c.courseId))).json().data;
    expect(live.upcoming).toEqual([
      expect.objectContaining({ id: c.live, locked: true, preview: false }),
    ]);
    const exams = (await get(learner, examUrl.byCourse(c.courseId))).json().data;
    expect(exams).toEqual([expect.objectContaining({ id: c.exam, locked: true, preview: false })]);
    const course = (await get(learner, catalogueUrl.course(c.courseId))).json().data;
    expect(course.access).toEqual({ kind: 'preview-only', until: null });

    const refused = `403 NOT_ENROLLED ${c.courseId}`;
    expect(await openings(learner)).toEqual({
      class: refused,
      'class progress': refused,
      document: refused,
      'document progress': refused,
      'document file': refused,
      'live class': refused,
      'chat ticket': refused,
      test: refused,
      'test start': refused,
    });
    // The previews open, and say so.
    const preview = await get(learner, classUrl.byId(c.previewClass));
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ locked: false, preview: true });
    expect((await get(learner, materialUrl.byId(c.previewDoc))).statusCode).toBe(200);
  });

  it('opens everything to a batch member until the batch ends; their results stay theirs', async () => {
    const learner = await createUser(t.app);
    const batch = await createBatch(t.app, [c.courseId], { days: 1 });
    await staff.addMember(t.app.db, SYSTEM_ACTOR, batch.id, learner.email, t.app.clock.now());
    expect(await openings(learner)).toEqual({
      class: 200,
      'class progress': 200,
      document: 200,
      'document progress': 200,
      'document file': 302,
      'live class': 200,
      'chat ticket': 200,
      test: 200,
      'test start': 201,
    });
    const course = (await get(learner, catalogueUrl.course(c.courseId))).json().data;
    expect(course.access.kind).toBe('enrolled');
    const attempt = await start(t.app, learner, c.exam);
    expect((await end(t.app, learner, attempt.attemptId)).statusCode).toBe(200);

    t.clock.advance(24 * HOUR + 1);
    const refused = `403 NOT_ENROLLED ${c.courseId}`;
    expect(Object.values(await openings(learner))).toEqual(Array(9).fill(refused));
    // Nothing was taken away: the result and the history still open.
    expect((await get(learner, examUrl.result(attempt.attemptId))).statusCode).toBe(200);
    const history = await get(learner, examUrl.history(c.exam));
    expect(history.statusCode).toBe(200);
    expect(history.json().data.exam).toMatchObject({ locked: true });
    // Home lists only what may be opened.
    const inProgress = (await get(learner, classUrl.inProgress())).json().data;
    expect(inProgress.map((x: { id: number }) => x.id)).not.toContain(c.cls);
  });

  it('opens everything to staff, who teach and check it, without a batch or a grant', async () => {
    for (const role of ['teacher', 'admin'] as const) {
      const colleague = await createStaff(t.app, role);
      expect(await openings(colleague)).toEqual({
        class: 200,
        'class progress': 200,
        document: 200,
        'document progress': 200,
        'document file': 302,
        'live class': 200,
        'chat ticket': 200,
        test: 200,
        'test start': 201,
      });
      const course = (await get(colleague, catalogueUrl.course(c.courseId))).json().data;
      expect(course.access).toEqual({ kind: 'enrolled', until: null });
    }
  });

  it('lets an attempt started with access be resumed and finished after access ends', async () => {
    const learner = await createUser(t.app);
    const batch = await createBatch(t.app, [c.courseId], { days: 1 / 24 });
    await staff.addMember(t.app.db, SYSTEM_ACTOR, batch.id, learner.email, t.app.clock.now());
    const exam = await createExam(t.app, {
      courseId: c.courseId,
      sections: [2],
      durationMinutes: 600,
    });
    const attempt = await start(t.app, learner, exam.id);
    t.clock.advance(2 * HOUR);
    expect((await send(learner, 'GET', examUrl.exam(exam.id))).statusCode).toBe(403);
    // Start answers the open attempt; finishing it is not asked.
    expect((await start(t.app, learner, exam.id)).attemptId).toBe(attempt.attemptId);
    expect((await end(t.app, learner, attempt.attemptId)).statusCode).toBe(200);
    // A new attempt is asked again.
    expect((await send(learner, 'POST', examUrl.start(exam.id))).statusCode).toBe(403);
  });

  it('closes a test of a course made restricted to new starts within a minute, on a node that had it cached', async () => {
    const course = await createCourse(t.app);
    const exam = await createExam(t.app, { courseId: course.id, sections: [2] });
    const first = await createUser(t.app);
    // Open to all: started, and now cached on this node.
    expect((await start(t.app, first, exam.id)).created).toBe(true);
    const admin = await createStaff(t.app, 'admin');
    const restricted = await callAs(
      t.app,
      admin,
      'PUT',
      enrolmentStaffUrl.courseAccess(course.id),
      {
        access: 'restricted',
      },
    );
    expect(restricted.statusCode).toBe(200);
    const later = await createUser(t.app);
    // Every other read asks at once; the cached test's start within the minute the cache keeps it.
    expect((await get(later, catalogueUrl.course(course.id))).json().data.access.kind).toBe('none');
    t.clock.advance(61_000);
    const refused = await send(later, 'POST', examUrl.start(exam.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_ENROLLED');
  });
});

describe('files of a restricted course', () => {
  it('open to learners with access, within a minute of it ending; thumbnails and previews to everyone', async () => {
    const learner = await createUser(t.app);
    const cookie = await mediaCookieOf(t.app, learner);
    const status = async (key: string) => (await openMedia(t.app, cookie, key)).statusCode;
    expect(await status(c.video)).toBe(404);
    expect(await status(c.file)).toBe(404);
    expect(await status(c.thumbnail)).toBe(200);
    expect(await status(c.previewVideo)).toBe(200);
    expect(await status(c.previewFile)).toBe(200);

    const grant = await staff.grantCourse(
      t.app.db,
      SYSTEM_ACTOR,
      c.courseId,
      { email: learner.email, until: null },
      t.app.clock.now(),
    );
    t.clock.advance(SHOWN_TTL_MS + 1);
    expect(await status(c.video)).toBe(200);
    expect(await status(c.file)).toBe(200);

    await staff.revokeGrant(t.app.db, SYSTEM_ACTOR, grant.id, t.app.clock.now());
    // This node trusts what it found for up to a minute, then asks again.
    expect(await status(c.video)).toBe(200);
    t.clock.advance(SHOWN_TTL_MS + 1);
    expect(await status(c.video)).toBe(404);
    expect(await status(c.file)).toBe(404);
  });
});

describe('a test limited to batches', () => {
  it('is not there for learners outside its batches; staff and members see it', async () => {
    const admin = await createStaff(t.app, 'admin');
    const exam = await createExam(t.app, { courseId: c.courseId, sections: [2] });
    const batch = await createBatch(t.app, [c.courseId], { days: 30 });
    const other = await createBatch(t.app, [c.courseId], { days: 30 });
    const member = await createUser(t.app);
    const outsider = await createUser(t.app);
    await staff.addMember(t.app.db, SYSTEM_ACTOR, batch.id, member.email, t.app.clock.now());
    await staff.addMember(t.app.db, SYSTEM_ACTOR, other.id, outsider.email, t.app.clock.now());

    const current = (await callAs(t.app, admin, 'GET', examStaffUrl.exam(exam.id))).json().data;
    expect(current.batchIds).toEqual([]);
    const missing = await callAs(t.app, admin, 'PUT', examStaffUrl.exam(exam.id), {
      ...examInputOf(current),
      batchIds: [999_999],
    });
    expect(missing.statusCode).toBe(400);
    const limited = await callAs(t.app, admin, 'PUT', examStaffUrl.exam(exam.id), {
      ...examInputOf(current),
      batchIds: [batch.id],
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().data.exam?.batchIds ?? limited.json().data.batchIds).toEqual([batch.id]);

    const ids = async (who: Who) =>
      (await get(who, examUrl.byCourse(c.courseId))).json().data.map((e: { id: number }) => e.id);
    expect(await ids(member)).toContain(exam.id);
    expect(await ids(outsider)).not.toContain(exam.id);
    expect((await get(outsider, examUrl.exam(exam.id))).statusCode).toBe(404);
    expect((await send(outsider, 'POST', examUrl.start(exam.id))).statusCode).toBe(404);
    expect((await get(member, examUrl.exam(exam.id))).statusCode).toBe(200);
  });
});

/** The console's exam as the input it sends back. */
function examInputOf(e: Record<string, unknown> & { sections: { id: number; title: string }[] }) {
  return {
    title: e.title,
    instructions: e.instructions,
    instructionsMl: e.instructionsMl,
    durationMinutes: e.durationMinutes,
    marksPerQuestion: e.marksPerQuestion,
    negativeNumerator: e.negativeNumerator,
    negativeDenominator: e.negativeDenominator,
    maxAttempts: e.maxAttempts,
    opensAt: e.opensAt,
    closesAt: e.closesAt,
    published: e.published,
    sections: e.sections.map((s) => ({ id: s.id, title: s.title })),
    updatedAt: e.updatedAt,
  };
}
