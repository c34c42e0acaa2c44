import {
  formatCode,
  normaliseCode,
  type AccessState,
  type EntitlementKind,
  type PreviewKind,
} from '@pariksha/contracts/enrolment';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordChange, SYSTEM_ACTOR, type Actor } from '../../lib/audit';
import * as repo from './enrolment.repository';
import { decide, mayOpen, type Entitlement } from './enrolment.rules';

/** The rule's answer for an item: other modules ask it here, never by spelling its kinds out. */
export { mayOpen };

export type { Entitlement } from './enrolment.rules';

/*
 * Enrolment for learners, and the entitlement every module serving restricted content asks
 * (decision 025). Exported for other modules: `entitlement`, `entitlements`, `assertMayOpen`.
 */

/** A learner's entitlement to many courses in one query (lists); a missing course is absent. */
export async function entitlements(db: Db, courseIds: number[], userId: string, now: Date) {
  const ids = [...new Set(courseIds)];
  const result = new Map<number, Entitlement>();
  if (ids.length === 0) return result;
  for (const row of await repo.accessRows(db, ids, userId, now)) result.set(row.id, decide(row));
  return result;
}

/** A learner's entitlement to one course at `now` (the app's clock); `none` if there is no such course. */
export async function entitlement(
  db: Db,
  courseId: number,
  userId: string,
  now: Date,
): Promise<Entitlement> {
  return (await entitlements(db, [courseId], userId, now)).get(courseId) ?? { access: 'none' };
}

/**
 * Throws NOT_ENROLLED (403) unless the learner may open the item: a reader of a class, document or
 * exam calls this once it has found the item (so a missing one is still a 404).
 */
export async function assertMayOpen(
  db: Db,
  kind: PreviewKind,
  itemId: number,
  userId: string,
  now: Date,
) {
  const item = await repo.itemOf(db, kind, itemId);
  if (!item) throw AppError.notFound();
  const e = await entitlement(db, item.courseId, userId, now);
  if (!mayOpen(e, item.preview))
    throw new AppError(ErrorCode.NOT_ENROLLED, 'Join this course to open this', {
      courseId: item.courseId,
    });
  return { ...e, preview: item.preview && e.access === 'preview-only' };
}

/** The contract's shape of an entitlement. */
export const accessState = (e: Entitlement): AccessState => ({
  kind: e.access,
  until: e.until?.toISOString() ?? null,
});

export type ItemAccess = { locked: boolean; preview: boolean };
export type CourseAccess = {
  /** The learner's access to a course (`none` for one not asked about). */
  state: (courseId: number) => AccessState;
  /** Whether an item is listed locked, and whether it is open only as a preview. */
  item: (courseId: number, kind: PreviewKind, itemId: number) => ItemAccess;
};

/**
 * What a list needs to mark its items: the learner's entitlement to its courses and, for the
 * courses they see only previews of, which items those are. Two queries at most, for any list.
 */
export async function accessOfCourses(
  db: Db,
  courseIds: number[],
  userId: string,
  now: Date,
): Promise<CourseAccess> {
  const all = await entitlements(db, courseIds, userId, now);
  const previewOnly = [...all].filter(([, e]) => e.access === 'preview-only').map(([id]) => id);
  const previews = new Set(
    previewOnly.length === 0
      ? []
      : (await repo.previewsOf(db, previewOnly)).map((p) => `${p.kind}:${p.itemId}`),
  );
  const of = (courseId: number): Entitlement => all.get(courseId) ?? { access: 'none' };
  return {
    state: (courseId) => accessState(of(courseId)),
    item: (courseId, kind, itemId) => {
      const e = of(courseId);
      if (e.access === 'free' || e.access === 'enrolled') return { locked: false, preview: false };
      const preview = previews.has(`${kind}:${itemId}`);
      return { locked: !preview, preview };
    },
  };
}

/**
 * Throws NOT_ENROLLED (403) unless the learner may open everything of the course: for items that
 * cannot be previews (live classes), once the caller has found the item.
 */
export async function assertMayOpenCourse(db: Db, courseId: number, userId: string, now: Date) {
  const e = await entitlement(db, courseId, userId, now);
  if (!mayOpen(e, false))
    throw new AppError(ErrorCode.NOT_ENROLLED, 'Join this course to open this', { courseId });
  return e;
}

/** Whether the learner may open the whole course now: free, enrolled, or staff. */
export const mayOpenCourse = async (db: Db, courseId: number, userId: string, now: Date) =>
  mayOpen(await entitlement(db, courseId, userId, now), false);

const CODE_SHAPE = /^[A-Z0-9]{1,40}$/;
const refused = {
  invalid: () =>
    new AppError(ErrorCode.ACCESS_CODE_INVALID, 'This code is not valid. Check it and try again.'),
  expired: () => new AppError(ErrorCode.ACCESS_CODE_EXPIRED, 'This code has expired.'),
  revoked: () => new AppError(ErrorCode.ACCESS_CODE_REVOKED, 'This code has been withdrawn.'),
  usedUp: () =>
    new AppError(ErrorCode.ACCESS_CODE_USED_UP, 'This code has been used as many times as it may.'),
};

/**
 * A learner enters a code: they join its batch or get its course at once. A code they already
 * used answers as it did (no second seat). The seat, the redemption, the access and the audit
 * entry are one transaction: a refusal leaves nothing behind.
 */
export async function redeem(db: Db, learner: Actor & { id: string }, typed: string, now: Date) {
  const code = normaliseCode(typed);
  if (!CODE_SHAPE.test(code)) throw refused.invalid();
  return db.transaction(async (tx) => {
    const found = await repo.codeByText(tx, code);
    if (!found) throw refused.invalid();
    if (found.revokedAt) throw refused.revoked();
    const ended = (d: Date | null) => d !== null && d.getTime() <= now.getTime();
    if (ended(found.expiresAt) || ended(found.batchEndsAt)) throw refused.expired();
    const fresh = await repo.addRedemption(tx, found.id, learner.id, now);
    const courses = await repo.coursesOfCode(tx, found);
    // Entered again: nothing more is given, so a membership staff removed or a grant they
    // revoked stays so.
    if (!fresh)
      return {
        courses,
        until: (found.batchEndsAt ?? found.accessUntil)?.toISOString() ?? null,
        already: true,
      };
    if (!(await repo.takeSeat(tx, found.id))) throw refused.usedUp();
    let until: Date | null;
    if (found.batchId !== null) {
      await repo.addMemberUser(tx, found.batchId, learner.id, now);
      until = found.batchEndsAt;
    } else {
      const grant = await repo.upsertGrant(tx, {
        courseId: found.courseId!,
        userId: learner.id,
        until: found.accessUntil,
        codeId: found.id,
        now,
      });
      until = grant.until;
    }
    await recordChange(tx, learner, {
      action: 'redeem',
      entity: 'access_code',
      entityId: found.id,
      after: {
        code: formatCode(code),
        userId: learner.id,
        batchId: found.batchId,
        courseId: found.courseId,
        until,
      },
    });
    return { courses, until: until?.toISOString() ?? null, already: false };
  });
}

/** The courses a learner holds or held through a batch or a grant, each with its access now. */
export async function myCourses(db: Db, userId: string, now: Date) {
  const rows = await repo.heldCourses(db, userId);
  const access = await entitlements(
    db,
    rows.map((r) => r.id),
    userId,
    now,
  );
  return rows.map((r) => {
    const e = access.get(r.id) ?? { access: 'none' as EntitlementKind };
    return {
      id: r.id,
      course_name: r.name,
      course_image: r.image,
      access: e.access,
      until: e.until?.toISOString() ?? null,
    };
  });
}

/**
 * An account whose address is confirmed (at sign-up through the identity provider, or by the
 * mailed link) joins the batches staff added that address to before it existed. Only confirmed:
 * otherwise anyone could sign up with a listed address and take its place.
 */
export async function claimPendingMemberships(db: Db, user: { id: string; email: string }) {
  const email = user.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const batches = await repo.claimPending(tx, user.id, email);
    for (const batchId of batches)
      await recordChange(tx, SYSTEM_ACTOR, {
        action: 'claim-membership',
        entity: 'batch',
        entityId: batchId,
        after: { userId: user.id, email },
      });
  });
}
