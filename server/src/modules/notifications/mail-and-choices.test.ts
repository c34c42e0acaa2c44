import type { ParsedMail } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import {
  DEFAULT_CHANNELS,
  NotificationPaths,
  notificationUrl,
} from '@pariksha/contracts/notifications';
import { outboundMails } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { callAs, createStaff, examInput } from '../admin/admin.factories';
import { createCourse } from '../exams/exams.factories';
import { createLiveClass } from '../live/live.factories';
import { fannedOut, learnerOfCourse, notificationsOf } from './notifications.factories';

/*
 * Each learner's choices per kind and channel, the mails in their language, and the one-click
 * unsubscribe a mail carries (RFC 8058), which works without signing in and only as signed.
 */

const MINUTE = 60_000;
let t: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let events = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ JOBS: 'on', SMTP_URL: smtp.url });
  admin = await createStaff(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');

/** A live class of the course, 14 minutes before it starts, swept: its notice sent. */
async function classAboutToStart(courseId: number) {
  await createLiveClass(t.app, admin, courseId);
  t.clock.advance(46 * MINUTE);
  await t.app.notifications.sweep();
  await fannedOut(t.app, (events += 1));
}

describe('choices', () => {
  it('start at the defaults, and a kind turned off in the app is not shown', async () => {
    const course = await createCourse(t.app);
    const quiet = await learnerOfCourse(t.app, course.id);
    const keen = await learnerOfCourse(t.app, course.id);
    const got = await callAs(t.app, quiet, 'GET', notificationUrl.preferences());
    expect(got.json().data).toEqual(DEFAULT_CHANNELS);

    const choices = { ...DEFAULT_CHANNELS, 'test-published': { inApp: false, email: false } };
    const put = await callAs(t.app, quiet, 'PUT', notificationUrl.preferences(), choices);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual(choices);
    expect((await callAs(t.app, keen, 'GET', notificationUrl.preferences())).json().data).toEqual(
      DEFAULT_CHANNELS,
    );

    await callAs(t.app, admin, 'POST', examStaffUrl.exams(course.id), examInput());
    await fannedOut(t.app, (events += 1));
    expect((await notificationsOf(t.app, quiet)).data).toEqual([]);
    expect((await notificationsOf(t.app, keen)).data.map((n) => n.kind)).toEqual([
      'test-published',
    ]);
  });

  it('refuse a kind left out or an unknown one', async () => {
    const course = await createCourse(t.app);
    const me = await learnerOfCourse(t.app, course.id);
    const { 'review-open': _, ...short } = DEFAULT_CHANNELS;
    for (const body of [short, { ...DEFAULT_CHANNELS, other: { inApp: true, email: true } }]) {
      const res = await callAs(t.app, me, 'PUT', notificationUrl.preferences(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('mail', () => {
  it("is in the learner's language, with a one-click unsubscribe for its kind", async () => {
    const course = await createCourse(t.app);
    const learner = await learnerOfCourse(t.app, course.id, 'ml');
    const since = smtp.received.length;
    await classAboutToStart(course.id);
    // (The confirmation of the learner's address may arrive first.)
    const mail = await smtp.next(learner.email, since, /^ഉടൻ/);
    expect(mail.subject).toMatch(/^ഉടൻ തുടങ്ങുന്നു: /);
    expect(mail.text).toContain('ക്ലാസിൽ ചേരുക: http://localhost:3000/liveVideo/');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = header(mail, 'list-unsubscribe')!.match(/^<(.+)>$/)![1]!;
    expect(oneClick).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/);
    // The link a person sees goes to the web app's confirmation page, with the same token.
    const token = new URL(oneClick).searchParams.get('token')!;
    expect(mail.html).toContain(`http://localhost:3000/notifications/unsubscribe?token=${token}`);

    // A link checker's GET changes nothing: it is sent to the confirmation page.
    const url = new URL(oneClick);
    const look = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(look.statusCode).toBe(303);
    expect(look.headers.location).toBe(`/notifications/unsubscribe?token=${token}`);
    const status = await t.app.inject({
      method: 'GET',
      url: notificationUrl.unsubscribeStatus(token),
    });
    expect(status.json().data).toEqual({ kind: 'live-starting', email: true });

    // The mail client's one click: a form POST, no session.
    const click = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json().data).toEqual({ kind: 'live-starting', email: false });
    const again = await t.app.inject({ method: 'POST', url: url.pathname + url.search });
    expect(again.statusCode).toBe(200);
    const prefs = await callAs(t.app, learner, 'GET', notificationUrl.preferences());
    expect(prefs.json().data['live-starting']).toEqual({ inApp: true, email: false });
    expect(prefs.json().data['review-open']).toEqual({ inApp: true, email: true });

    // The next class: in the app still, by mail no more.
    const before = smtp.received.length;
    await classAboutToStart(course.id);
    expect((await notificationsOf(t.app, learner)).data.map((n) => n.kind)).toEqual([
      'live-starting',
      'live-starting',
    ]);
    // Another learner's mail of the same event arrives; theirs does not.
    const other = await learnerOfCourse(t.app, course.id);
    await classAboutToStart(course.id);
    const startingSoon = /^(Starting soon|ഉടൻ തുടങ്ങുന്നു): /;
    await smtp.next(other.email, before, startingSoon);
    const to = (m: ParsedMail) => JSON.stringify(m.to);
    const theirs = smtp.received
      .slice(before)
      .filter((m) => to(m).includes(learner.email) && startingSoon.test(m.subject ?? ''));
    expect(theirs).toEqual([]);
  });

  it('go only to an address its owner has confirmed; the app shows them all the same', async () => {
    const course = await createCourse(t.app);
    const unconfirmed = await learnerOfCourse(t.app, course.id, 'en', { confirmed: false });
    const confirmed = await learnerOfCourse(t.app, course.id);
    const since = smtp.received.length;
    await classAboutToStart(course.id);
    await smtp.next(confirmed.email, since, /^Starting soon: /);
    // Every mail of the fan-out is recorded before its event counts as fanned out.
    const mailed = await t.app.db
      .select({ kind: outboundMails.kind })
      .from(outboundMails)
      .where(eq(outboundMails.to, unconfirmed.email));
    expect(mailed.map((m) => m.kind)).not.toContain('live-starting');
    expect((await notificationsOf(t.app, unconfirmed)).data.map((n) => n.kind)).toEqual([
      'live-starting',
    ]);
  });

  it('speaks English by default', async () => {
    const course = await createCourse(t.app);
    const learner = await learnerOfCourse(t.app, course.id);
    const since = smtp.received.length;
    await classAboutToStart(course.id);
    const mail = await smtp.next(learner.email, since, /^Starting/);
    expect(mail.subject).toMatch(/^Starting soon: /);
    expect(mail.text).toContain('Stop mails about live classes about to start: http://');
  });
});

describe('an unsubscribe token', () => {
  it('forged, changed or missing is refused', async () => {
    const course = await createCourse(t.app);
    const learner = await learnerOfCourse(t.app, course.id);
    const b64 = (s: string) => Buffer.from(s).toString('base64url');
    const forged = `${b64(learner.id)}.${b64('live-starting')}.${'A'.repeat(43)}`;
    for (const url of [
      notificationUrl.unsubscribe(forged),
      notificationUrl.unsubscribe('nonsense'),
      NotificationPaths.unsubscribe,
    ]) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const prefs = await callAs(t.app, learner, 'GET', notificationUrl.preferences());
    expect(prefs.json().data).toEqual(DEFAULT_CHANNELS);
  });
});
