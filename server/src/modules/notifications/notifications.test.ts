import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { liveStaffUrl, liveUrl } from '@pariksha/contracts/live-paths';
import { notificationUrl } from '@pariksha/contracts/notifications';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { callAs, createStaff, examInput } from '../admin/admin.factories';
import { createCourse, createExam, end, start } from '../exams/exams.factories';
import { createLiveClass, liveClassInput } from '../live/live.factories';
import { createBatch, restrictedCourse } from '../enrolment/enrolment.factories';
import * as enrolmentStaff from '../enrolment/enrolment.staff.service';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { fannedOut, learnerOfCourse, notificationsOf } from './notifications.factories';

/*
 * Events reach exactly their audience, once: a published test the learners of its exam level and
 * those who started its course; a live class starting in 15 minutes and going live; a scheduled
 * test's review when its window closes — these two by the app's clock and the sweep.
 */

const MINUTE = 60_000;
type Section = { id: number; title: string };
let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let events = 0;

beforeAll(async () => {
  t = await buildTestApp({ JOBS: 'on' });
  teacher = await createStaff(t.app, 'admin');
});
afterAll(async () => t?.close());

const kinds = async (who: { headers: Record<string, string> }) =>
  (await notificationsOf(t.app, who)).data.map((n) => n.kind);

describe('a published mock test', () => {
  it('reaches the learners of its exam level and of its course, once', async () => {
    const course = await createCourse(t.app);
    const other = await createCourse(t.app);
    const ofLevel = await learnerOfCourse(t.app, course.id);
    const elsewhere = await learnerOfCourse(t.app, other.id);
    const nobody = await createUser(t.app);
    // Started the course: took one of its tests, though their level is another.
    const started = await learnerOfCourse(t.app, other.id);
    const earlier = await createExam(t.app, { courseId: course.id, sections: [1] });
    await start(t.app, started, earlier.id);

    const res = await callAs(
      t.app,
      teacher,
      'POST',
      examStaffUrl.exams(course.id),
      examInput({ title: 'Renaissance leaders', published: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const exam = res.json().data as { id: number; updatedAt: string };
    await fannedOut(t.app, (events += 1));

    const page = await notificationsOf(t.app, ofLevel);
    expect(page.meta.unread).toBe(1);
    expect(page.data).toMatchObject([
      {
        kind: 'test-published',
        link: `/instructions/${exam.id}`,
        readAt: null,
        data: { examId: exam.id, examTitle: 'Renaissance leaders', courseName: course.name },
      },
    ]);
    expect(await kinds(started)).toEqual(['test-published']);
    expect(await kinds(elsewhere)).toEqual([]);
    expect(await kinds(nobody)).toEqual([]);

    // Unpublished and published again: not news twice.
    for (const published of [false, true]) {
      const current = await callAs(t.app, teacher, 'GET', examStaffUrl.exam(exam.id));
      const put = await callAs(t.app, teacher, 'PUT', examStaffUrl.exam(exam.id), {
        ...examInput({ title: 'Renaissance leaders', published }),
        sections: current.json().data.sections.map(({ id, title }: Section) => ({ id, title })),
        updatedAt: current.json().data.updatedAt,
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    await t.app.notifications.sweep();
    await fannedOut(t.app, events);
    expect(await kinds(ofLevel)).toEqual(['test-published']);
  });

  it('made unpublished tells nobody until it is published', async () => {
    const course = await createCourse(t.app);
    const learner = await learnerOfCourse(t.app, course.id);
    const res = await callAs(
      t.app,
      teacher,
      'POST',
      examStaffUrl.exams(course.id),
      examInput({ published: false }),
    );
    const exam = res.json().data;
    await fannedOut(t.app, events);
    expect(await kinds(learner)).toEqual([]);
    const put = await callAs(t.app, teacher, 'PUT', examStaffUrl.exam(exam.id), {
      ...examInput({ published: true }),
      sections: exam.sections.map(({ id, title }: Section) => ({ id, title })),
      updatedAt: exam.updatedAt,
    });
    expect(put.statusCode, put.body).toBe(200);
    await fannedOut(t.app, (events += 1));
    expect(await kinds(learner)).toEqual(['test-published']);
  });
});

describe('a live class', () => {
  it('is told 15 minutes before it starts, by the clock, once; and again when it goes live', async () => {
    const course = await createCourse(t.app);
    const learner = await learnerOfCourse(t.app, course.id);
    const elsewhere = await learnerOfCourse(t.app, (await createCourse(t.app)).id);
    const live = await createLiveClass(t.app, teacher, course.id); // starts in an hour
    await t.app.notifications.sweep();
    await fannedOut(t.app, events);
    expect(await kinds(learner)).toEqual([]);

    t.clock.advance(44 * MINUTE); // 16 minutes before
    await t.app.notifications.sweep();
    expect(await kinds(learner)).toEqual([]);
    t.clock.advance(2 * MINUTE); // 14 minutes before
    await t.app.notifications.sweep();
    await t.app.notifications.sweep();
    await fannedOut(t.app, (events += 1));
    expect(await kinds(learner)).toEqual(['live-starting']);
    expect(await kinds(elsewhere)).toEqual([]);

    const going = await callAs(t.app, teacher, 'PUT', liveUrl.state(live.id), { state: 'live' });
    expect(going.statusCode, going.body).toBe(200);
    await fannedOut(t.app, (events += 1));
    const page = await notificationsOf(t.app, learner);
    expect(page.data.map((n) => n.kind)).toEqual(['live-started', 'live-starting']);
    expect(page.data[0]).toMatchObject({
      link: `/liveVideo/${live.id}`,
      data: { liveClassId: live.id, courseName: course.name },
    });
  });

  it('moved to a later time is told for the new time, when that comes', async () => {
    const course = await createCourse(t.app);
    const learner = await learnerOfCourse(t.app, course.id);
    const live = await createLiveClass(t.app, teacher, course.id);
    t.clock.advance(50 * MINUTE);
    await t.app.notifications.sweep();
    await fannedOut(t.app, (events += 1));
    expect(await kinds(learner)).toEqual(['live-starting']);

    // Put off by two hours: the notice for the old time said the wrong thing.
    const later = new Date(t.clock.now().getTime() + 2 * 60 * MINUTE);
    const put = await callAs(t.app, teacher, 'PUT', liveStaffUrl.liveClass(live.id), {
      ...liveClassInput(t.clock.now()),
      startsAt: later.toISOString(),
      updatedAt: live.updatedAt,
    });
    expect(put.statusCode, put.body).toBe(200);
    await t.app.notifications.sweep();
    await fannedOut(t.app, events);
    expect(await kinds(learner)).toEqual(['live-starting']);
    t.clock.advance(110 * MINUTE);
    await t.app.notifications.sweep();
    await fannedOut(t.app, (events += 1));
    const page = await notificationsOf(t.app, learner);
    expect(page.data.map((n) => n.kind)).toEqual(['live-starting', 'live-starting']);
    expect(page.data[0]!.data).toMatchObject({ startsAt: later.toISOString() });
  });
});

describe("a scheduled test's review", () => {
  it('opens to those who took it when its window closes, by the clock, once', async () => {
    const now = t.clock.now();
    const closesAt = new Date(now.getTime() + 60 * MINUTE);
    const exam = await createExam(t.app, {
      sections: [2],
      opensAt: new Date(now.getTime() - MINUTE).toISOString(),
      closesAt: closesAt.toISOString(),
      published: true,
    });
    const took = await learnerOfCourse(t.app, exam.courseId);
    const didNot = await learnerOfCourse(t.app, exam.courseId);
    const attempt = await start(t.app, took, exam.id);
    await end(t.app, took, attempt.attemptId);

    await t.app.notifications.sweep();
    t.clock.set(closesAt); // closed, but late answers may still arrive for 15 s
    await t.app.notifications.sweep();
    await fannedOut(t.app, events);
    expect(await kinds(took)).toEqual([]);

    t.clock.advance(16_000);
    await t.app.notifications.sweep();
    await t.app.notifications.sweep();
    await fannedOut(t.app, (events += 1));
    expect((await notificationsOf(t.app, took)).data).toMatchObject([
      { kind: 'review-open', link: `/examhistory/${exam.id}`, data: { examId: exam.id } },
    ]);
    expect(await kinds(didNot)).toEqual([]);
  });
});

describe("a learner's own notifications", () => {
  it('are read one at a time or all at once, and never reachable by another', async () => {
    const course = await createCourse(t.app);
    const me = await learnerOfCourse(t.app, course.id);
    const other = await learnerOfCourse(t.app, course.id);
    for (const title of ['First', 'Second', 'Third'])
      await callAs(t.app, teacher, 'POST', examStaffUrl.exams(course.id), examInput({ title }));
    await fannedOut(t.app, (events += 3));

    const mine = await notificationsOf(t.app, me);
    expect(mine.data.map((n) => n.kind === 'test-published' && n.data.examTitle)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const [third, , first] = mine.data;
    const stranger = await callAs(t.app, other, 'POST', notificationUrl.read(first!.id));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('NOT_FOUND');
    expect((await notificationsOf(t.app, other)).data.map((n) => n.id)).not.toContain(first!.id);

    const read = await callAs(t.app, me, 'POST', notificationUrl.read(first!.id));
    expect(read.statusCode).toBe(200);
    expect(read.json().data.readAt).toBe(t.clock.now().toISOString());
    const count = await callAs(t.app, me, 'GET', notificationUrl.unread());
    expect(count.json().data).toEqual({ count: 2 });
    expect((await callAs(t.app, other, 'GET', notificationUrl.unread())).json().data).toEqual({
      count: 3,
    });

    const all = await callAs(t.app, me, 'POST', notificationUrl.readAll());
    expect(all.json().data).toEqual({ updated: 2 });
    expect((await notificationsOf(t.app, me)).meta.unread).toBe(0);
    expect((await notificationsOf(t.app, other)).meta.unread).toBe(3);
    expect(third!.readAt).toBeNull();
  });

  it('come a page at a time, newest first', async () => {
    const course = await createCourse(t.app);
    const me = await learnerOfCourse(t.app, course.id);
    for (let i = 0; i < 21; i += 1)
      await t.app.notifications.raise({
        kind: 'test-published',
        subject: `paging:${i}`,
        audience: { type: 'course', courseId: course.id },
        data: { examId: 1, examTitle: `Test ${i}`, courseId: course.id, courseName: course.name },
        link: '/',
      });
    await fannedOut(t.app, (events += 21));
    const first = await notificationsOf(t.app, me);
    expect(first.data).toHaveLength(20);
    expect(first.meta.next).toBe(first.data.at(-1)!.id);
    const res = await callAs(t.app, me, 'GET', notificationUrl.list(first.meta.next!));
    const second = res.json();
    expect(second.data).toHaveLength(1);
    expect(second.meta.next).toBeNull();
    const ids = [...first.data, ...second.data].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('are for signed-in learners only', async () => {
    for (const url of [notificationUrl.list(), notificationUrl.unread()]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('content of a restricted course', () => {
  it('is news only to learners with access; a test for batches only to their members', async () => {
    const course = await restrictedCourse(t.app);
    const enrolled = await learnerOfCourse(t.app, course.id);
    const member = await learnerOfCourse(t.app, course.id);
    const outside = await learnerOfCourse(t.app, course.id);
    const batch = await createBatch(t.app, [course.id]);
    const other = await createBatch(t.app, [course.id]);
    const now = t.app.clock.now();
    await enrolmentStaff.addMember(t.app.db, SYSTEM_ACTOR, other.id, enrolled.email, now);
    await enrolmentStaff.addMember(t.app.db, SYSTEM_ACTOR, batch.id, member.email, now);

    const publish = async (title: string, batchIds: number[]) => {
      const res = await callAs(t.app, teacher, 'POST', examStaffUrl.exams(course.id), {
        ...examInput({ title, published: true }),
        batchIds,
      });
      expect(res.statusCode, res.body).toBe(200);
      await fannedOut(t.app, (events += 1));
    };
    await publish('For the course', []);
    expect(await kinds(enrolled)).toEqual(['test-published']);
    expect(await kinds(member)).toEqual(['test-published']);
    expect(await kinds(outside)).toEqual([]);

    await publish('For one batch', [batch.id]);
    expect(await kinds(member)).toEqual(['test-published', 'test-published']);
    expect(await kinds(enrolled)).toEqual(['test-published']);
    expect(await kinds(outside)).toEqual([]);
  });
});
