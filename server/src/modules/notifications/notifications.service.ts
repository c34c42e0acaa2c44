import type { FastifyBaseLogger } from 'fastify';
import { ANSWER_GRACE_SECONDS } from '@pariksha/contracts/exams-paths';
import { ErrorCode } from '@pariksha/contracts/errors';
import { LANGUAGES, type Language } from '@pariksha/contracts/languages';
import {
  DEFAULT_CHANNELS,
  LIVE_STARTING_MINUTES,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationScreens,
  notificationUrl,
  type NotificationData,
  type NotificationKind,
  type NotificationPreferences,
} from '@pariksha/contracts/notifications';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ValueSigner } from '../../lib/signed-value';
import type { Jobs } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import { notificationMail } from './notifications.mail';
import { presentNotification } from './notifications.presenter';
import * as repo from './notifications.repository';

/*
 * Notifications: one way for a feature to say that something happened (`raise`), one job that
 * tells the event's audience (in the app and by mail, as each learner chose), the sweep that
 * raises the events that happen by the clock, and the learner's own list and choices.
 * docs/decisions/022-notifications.md.
 */

export type Audience = repo.Audience;

/** An event as a feature raises it: `subject` names the occurrence within its kind. */
export type RaisedEvent = {
  [K in NotificationKind]: {
    kind: K;
    subject: string;
    audience: Audience;
    data: NotificationData<K>;
    /** Where it leads in the web app. */
    link: string;
  };
}[NotificationKind];

/** What a feature is given to raise events with (app.notifications). */
export type Notifier = {
  /** Records the event and queues its fan-out; false when it was raised before. Never waits. */
  raise(event: RaisedEvent): Promise<boolean>;
};

export type Deps = {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  mail: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  signer: ValueSigner;
};

export const FAN_OUT_QUEUE = 'notifications-fan-out';
/** Learners one statement of the fan-out reaches. */
export const FAN_OUT_BATCH = 1000;
const MINUTE = 60_000;
/** A closed test's review notice goes out only within a day of its close (not for old tests). */
const REVIEW_LOOKBACK_MS = 24 * 60 * MINUTE;
/** A fan-out not finished this long after its event is queued again (its job was lost). */
const STALLED_MS = 10 * MINUTE;

export async function raise(deps: Pick<Deps, 'db' | 'clock' | 'jobs'>, event: RaisedEvent) {
  const { subject, ...rest } = event;
  const id = await repo.insertEvent(
    deps.db,
    { ...rest, key: `${event.kind}:${subject}` },
    deps.clock.now(),
  );
  if (id === null) return false;
  await deps.jobs.send(FAN_OUT_QUEUE, { eventId: id });
  return true;
}

const languageOf = (l: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(l ?? '') ? (l as Language) : 'en';

/** The job: the event's audience in batches from where the last try stopped, then done. */
export async function fanOut(deps: Deps, eventId: number) {
  const event = await repo.findEvent(deps.db, eventId);
  if (!event || event.doneAt) return;
  const kind = event.kind as NotificationKind;
  let cursor = event.cursor;
  for (;;) {
    const batch = await repo.fanOutBatch(
      deps.db,
      { ...event, audience: event.audience as Audience },
      cursor,
      FAN_OUT_BATCH,
      DEFAULT_CHANNELS[kind],
      deps.clock.now(),
    );
    for (const r of batch.filter((b) => b.email)) await sendMail(deps, event, r);
    const last = batch.at(-1)?.userId ?? cursor;
    const done = batch.length < FAN_OUT_BATCH;
    await repo.advanceEvent(deps.db, eventId, last, done ? deps.clock.now() : null);
    if (done) return;
    cursor = last;
  }
}

async function sendMail(
  deps: Deps,
  event: { kind: string; data: unknown; link: string },
  to: repo.Recipient,
) {
  const kind = event.kind as NotificationKind;
  const language = languageOf(to.language);
  const words = notificationMail(kind, event.data as never, language);
  const token = unsubscribeToken(deps.signer, to.userId, kind);
  const oneClick = new URL(notificationUrl.unsubscribe(token), deps.publicUrl).toString();
  const page = new URL(
    `${NotificationScreens.unsubscribe}?token=${token}`,
    deps.publicUrl,
  ).toString();
  await deps.mail.send({
    kind,
    to: to.address,
    subject: words.subject,
    language,
    name: to.name,
    paragraphs: words.paragraphs,
    action: { label: words.action, url: new URL(event.link, deps.publicUrl).toString() },
    footer: [words.footer.why],
    footerLink: { label: words.footer.stop, url: page },
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Raises what happened by the clock since the last sweep: live classes starting within
 * LIVE_STARTING_MINUTES, tests whose review has opened; and queues again a fan-out whose job was
 * lost. Any node may run it at any time: every event is raised once by its key.
 */
export async function sweep(deps: Deps) {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + LIVE_STARTING_MINUTES * MINUTE);
  for (const c of await repo.classesStartingBy(deps.db, now, until))
    await raise(deps, {
      kind: 'live-starting',
      subject: `class:${c.id}:${epoch(c.startsAt)}`,
      audience: { type: 'course', courseId: c.courseId },
      data: {
        liveClassId: c.id,
        title: c.title,
        titleMl: c.titleMl,
        courseName: c.courseName,
        startsAt: c.startsAt.toISOString(),
      },
      link: `/liveVideo/${c.id}`,
    });
  // The review opens once no attempt can take an answer any more (exams.rules reviewOpensAt).
  const opened = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
  const since = new Date(now.getTime() - REVIEW_LOOKBACK_MS);
  for (const t of await repo.testsClosedBetween(deps.db, since, opened))
    await raise(deps, {
      kind: 'review-open',
      subject: `exam:${t.id}:${epoch(t.closesAt)}`,
      audience: { type: 'exam-takers', examId: t.id },
      data: { examId: t.id, examTitle: t.title, courseId: t.courseId, courseName: t.courseName },
      link: `/examhistory/${t.id}`,
    });
  const stalled = await repo.unfinishedEvents(deps.db, new Date(now.getTime() - STALLED_MS));
  for (const id of stalled) await deps.jobs.send(FAN_OUT_QUEUE, { eventId: id });
}

/* ─── the learner's own ─── */

export async function list(db: Db, userId: string, before: number | undefined) {
  const [rows, unread] = await Promise.all([
    repo.listOwn(db, userId, before, NOTIFICATIONS_PAGE_SIZE),
    repo.unreadCount(db, userId),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const next = rows.length > NOTIFICATIONS_PAGE_SIZE ? page.at(-1)!.id : null;
  return { data: page.map(presentNotification), meta: { next, unread } };
}

export const unreadCount = async (db: Db, userId: string) => ({
  count: await repo.unreadCount(db, userId),
});

/** Marks one read; another learner's (or none) is not found. */
export async function markRead(db: Db, clock: Clock, userId: string, id: number) {
  const row = await repo.markRead(db, userId, id, clock.now());
  if (!row) throw AppError.notFound('Notification');
  return presentNotification(row);
}

export const markAllRead = async (db: Db, clock: Clock, userId: string) => ({
  updated: await repo.markAllRead(db, userId, clock.now()),
});

export async function preferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const chosen = new Map((await repo.preferencesOf(db, userId)).map((r) => [r.kind, r]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => {
      const c = chosen.get(k);
      return [k, c ? { inApp: c.inApp, email: c.email } : DEFAULT_CHANNELS[k]];
    }),
  ) as NotificationPreferences;
}

export async function savePreferences(
  db: Db,
  clock: Clock,
  userId: string,
  choices: NotificationPreferences,
) {
  await repo.savePreferences(
    db,
    userId,
    NOTIFICATION_KINDS.map((kind) => ({ kind, ...choices[kind] })),
    clock.now(),
  );
  return preferences(db, userId);
}

/* ─── unsubscribing from a mail, without signing in ─── */

const UNSUBSCRIBE_PARTS = 2;

/** The token of a mail's unsubscribe link: one learner, one kind, signed with the app's secret. */
export const unsubscribeToken = (signer: ValueSigner, userId: string, kind: NotificationKind) =>
  signer.sign([userId, kind]);

/** The learner and kind a token names; a forged or mangled one is refused. */
async function tokenOwner(db: Db, signer: ValueSigner, token: string) {
  const parts = signer.verify(token, UNSUBSCRIBE_PARTS);
  const [userId, kind] = parts ?? [];
  if (!userId || !(NOTIFICATION_KINDS as readonly string[]).includes(kind!))
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'This unsubscribe link is not valid', [
      { field: 'token', message: 'This unsubscribe link is not valid' },
    ]);
  // The account was deleted since the mail was sent.
  if (!(await repo.userExists(db, userId))) throw AppError.notFound('Account');
  return { userId, kind: kind as NotificationKind };
}

export async function unsubscribeStatus(db: Db, signer: ValueSigner, token: string) {
  const { userId, kind } = await tokenOwner(db, signer, token);
  return { kind, email: (await preferences(db, userId))[kind].email };
}

/** Stops the kind's mail (in-app stays as it was); again is the same. */
export async function unsubscribe(db: Db, clock: Clock, signer: ValueSigner, token: string) {
  const { userId, kind } = await tokenOwner(db, signer, token);
  const now = (await preferences(db, userId))[kind];
  await repo.savePreferences(db, userId, [{ kind, inApp: now.inApp, email: false }], clock.now());
  return { kind, email: false };
}
