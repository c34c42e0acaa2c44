import crypto from 'node:crypto';
import { z } from 'zod';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  formatCode,
  MEMBERS_CSV_MAX_LINES,
  type BatchInput,
  type BatchUpdate,
  type CodesInput,
  type PreviewInput,
} from '@pariksha/contracts/enrolment';
import type { Db } from '../../db/client';
import { batches, type accessCodes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordChange, type Actor } from '../../lib/audit';
import { updateVersioned } from '../../lib/versioned';
import * as learners from './enrolment.repository';
import * as repo from './enrolment.staff.repository';
import { presentBatch, presentCode, presentGrant, presentMember } from './enrolment.presenter';

/*
 * The console's side of enrolment. Every grant, extension and revocation of access writes the
 * audit log in the transaction that makes it.
 */

/* ─── a course's previews (teachers and admins); its access is the catalogue's to write ─── */

/** A course's access and its preview items, as the console shows them. */
export async function courseAccess(db: Db, courseId: number) {
  const found = await repo.courseAccess(db, courseId);
  if (!found) throw AppError.notFound('Course');
  return found;
}

export function setPreview(db: Db, actor: Actor, courseId: number, input: PreviewInput) {
  return db.transaction(async (tx) => {
    const item = await learners.itemOf(tx, input.kind, input.itemId);
    // An item of another course is as missing as one that does not exist.
    if (!item || item.courseId !== courseId) throw AppError.notFound('Item');
    if (await repo.setPreview(tx, input.kind, input.itemId, input.preview))
      await recordChange(tx, actor, {
        action: input.preview ? 'preview-on' : 'preview-off',
        entity: input.kind,
        entityId: input.itemId,
        after: { courseId, preview: input.preview },
      });
    return courseAccess(tx, courseId);
  });
}

/* ─── batches (admins) ─── */

export const listBatches = async (db: Db) => (await repo.listBatches(db)).map(presentBatch);

export async function batch(db: Db, id: number) {
  const [row] = await repo.listBatches(db, id);
  if (!row) throw AppError.notFound('Batch');
  return presentBatch(row);
}

async function checkCourses(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = new Set(await repo.existingCourses(db, unique));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw AppError.validation('courseIds', `No course ${missing}`);
  return unique;
}

export function createBatch(db: Db, actor: Actor, input: BatchInput) {
  return db.transaction(async (tx) => {
    const courseIds = await checkCourses(tx, input.courseIds);
    const [row] = await repo.insertBatch(tx, {
      name: input.name,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      createdBy: actor.id,
    });
    await repo.setBatchCourses(tx, row!.id, courseIds);
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'batch',
      entityId: row!.id,
      after: { ...row, courseIds },
    });
    return batch(tx, row!.id);
  });
}

/** Edits a batch; moving its end is recorded as the extension (or shortening) of its access. */
export function updateBatch(db: Db, actor: Actor, id: number, input: BatchUpdate) {
  return db.transaction(async (tx) => {
    const courseIds = await checkCourses(tx, input.courseIds);
    const old = await batch(tx, id);
    const change = await updateVersioned(
      tx,
      batches,
      id,
      input.updatedAt,
      { name: input.name, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) },
      'Batch',
    );
    await repo.setBatchCourses(tx, id, courseIds);
    const ends = [old.endsAt, new Date(input.endsAt).toISOString()];
    await recordChange(tx, actor, {
      action: ends[0] === ends[1] ? 'update' : ends[1]! > ends[0]! ? 'extend' : 'shorten',
      entity: 'batch',
      entityId: id,
      before: { ...change.before, courseIds: old.courses.map((c) => c.id) },
      after: { ...change.after, courseIds },
    });
    return batch(tx, id);
  });
}

export function deleteBatch(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const before = await batch(tx, id);
    await repo.deleteBatch(tx, id);
    await recordChange(tx, actor, { action: 'delete', entity: 'batch', entityId: id, before });
  });
}

export async function members(db: Db, batchId: number) {
  await batch(db, batchId);
  return (await repo.listMembers(db, batchId)).map(presentMember);
}

const EmailSchema = z.email().max(254);
const CSV_HEADER = /^e-?mail$/i;

/**
 * Adds addresses to a batch: an address with an account adds the account, one without waits
 * for the account made with it (`claimPendingMemberships`). Answers each line's outcome.
 */
export function addMembers(
  db: Db,
  actor: Actor,
  batchId: number,
  emails: { line: number; email: string }[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    await batch(tx, batchId);
    const valid = emails.filter((e) => EmailSchema.safeParse(e.email).success);
    const accounts = new Map(
      (await learners.usersByEmail(tx, [...new Set(valid.map((e) => e.email))])).map((u) => [
        u.email,
        u.id,
      ]),
    );
    const byUser = [...new Set(valid.flatMap((e) => accounts.get(e.email) ?? []))];
    const byEmail = [...new Set(valid.flatMap((e) => (accounts.has(e.email) ? [] : [e.email])))];
    const added = await repo.addMembers(tx, batchId, byUser, byEmail, now);
    const fresh = new Set(added.map((r) => r.userId ?? r.email!));
    const lines = emails.map(({ line, email }) => {
      if (!EmailSchema.safeParse(email).success)
        return { line, email, outcome: 'invalid' as const };
      const key = accounts.get(email) ?? email;
      if (!fresh.delete(key)) return { line, email, outcome: 'already' as const };
      return {
        line,
        email,
        outcome: accounts.has(email) ? ('added' as const) : ('pending' as const),
      };
    });
    if (added.length > 0)
      await recordChange(tx, actor, {
        action: 'add-members',
        entity: 'batch',
        entityId: batchId,
        after: added.map((r) => (r.userId ? { userId: r.userId } : { email: r.email })),
      });
    const count = (o: string) => lines.filter((l) => l.outcome === o).length;
    return {
      lines,
      added: count('added'),
      pending: count('pending'),
      already: count('already'),
      invalid: count('invalid'),
    };
  });
}

/** Adds the emails of a CSV (`emailsOfCsv`); a file of more lines than one import takes is refused. */
export function importMembers(db: Db, actor: Actor, batchId: number, csv: string, now: Date) {
  const emails = emailsOfCsv(csv);
  if (emails.length > MEMBERS_CSV_MAX_LINES)
    throw AppError.validation('csv', `Use at most ${MEMBERS_CSV_MAX_LINES} emails a file`);
  return addMembers(db, actor, batchId, emails, now);
}

/** A CSV of emails: one a line or in the first column, quoted or not; blank lines skipped. */
export function emailsOfCsv(csv: string) {
  return csv
    .split(/\r\n|\n|\r/)
    .map((text, i) => ({
      line: i + 1,
      email: (text.split(/[,;\t]/)[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim()
        .toLowerCase(),
    }))
    .filter((l, i) => l.email !== '' && !(i === 0 && CSV_HEADER.test(l.email)));
}

export async function addMember(db: Db, actor: Actor, batchId: number, email: string, now: Date) {
  const address = email.trim().toLowerCase();
  await addMembers(db, actor, batchId, [{ line: 1, email: address }], now);
  const rows = await repo.listMembers(db, batchId);
  return presentMember(rows.find((r) => r.email.toLowerCase() === address)!);
}

export function removeMember(db: Db, actor: Actor, batchId: number, memberId: number) {
  return db.transaction(async (tx) => {
    const [before] = await repo.listMembers(tx, batchId, memberId);
    if (!before) throw AppError.notFound('Member');
    await repo.removeMember(tx, batchId, memberId);
    await recordChange(tx, actor, {
      action: 'remove-member',
      entity: 'batch',
      entityId: batchId,
      before,
    });
  });
}

/* ─── access codes (admins) ─── */

/** Ten characters of the 25-letter alphabet: about 46 bits, from the system's secure generator. */
const newCode = () =>
  Array.from(
    { length: CODE_LENGTH },
    () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)],
  ).join('');

/**
 * Codes for a batch or a course. `fixed` gives the one code its text (the demo's, printed at start
 * so docs and tests can type it); staff codes are always drawn.
 */
export function generateCodes(db: Db, actor: Actor, input: CodesInput, fixed?: string) {
  return db.transaction(async (tx) => {
    if (input.batchId !== undefined) await batch(tx, input.batchId);
    else if ((await repo.existingCourses(tx, [input.courseId!])).length === 0)
      throw AppError.notFound('Course');
    const made: (typeof accessCodes.$inferSelect)[] = [];
    // A clash with an existing code is a one-in-billions event; the missing ones are drawn again.
    while (made.length < input.count) {
      const rows = await repo.insertCodes(
        tx,
        Array.from({ length: input.count - made.length }, () => ({
          code: fixed ?? newCode(),
          batchId: input.batchId ?? null,
          courseId: input.courseId ?? null,
          seats: input.seats,
          expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
          accessUntil:
            input.batchId !== undefined || input.accessUntil === null
              ? null
              : new Date(input.accessUntil),
          createdBy: actor.id,
        })),
      );
      made.push(...rows);
    }
    await recordChange(tx, actor, {
      action: 'generate-codes',
      entity: input.batchId !== undefined ? 'batch' : 'course',
      entityId: input.batchId ?? input.courseId!,
      after: { count: made.length, seats: input.seats, ids: made.map((c) => c.id) },
    });
    return made.map(presentCode);
  });
}

export const listCodes = async (db: Db, target: { batchId?: number; courseId?: number }) =>
  (await repo.listCodes(db, target)).map(presentCode);

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The codes as CSV, one a line, to print or mail-merge. */
export async function exportCodes(db: Db, target: { batchId?: number; courseId?: number }) {
  const rows = await listCodes(db, target);
  const head = ['code', 'seats', 'seats_used', 'expires_at', 'access_until', 'revoked_at'];
  const lines = rows.map((c) =>
    [c.code, c.seats, c.seatsUsed, c.expiresAt, c.accessUntil, c.revokedAt].map(csvCell).join(','),
  );
  return [head.join(','), ...lines].join('\r\n') + '\r\n';
}

export function revokeCode(db: Db, actor: Actor, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await repo.revokeCode(tx, id, now);
    if (!row) throw AppError.notFound('Code');
    await recordChange(tx, actor, {
      action: 'revoke',
      entity: 'access_code',
      entityId: id,
      after: { code: formatCode(row.code), revokedAt: row.revokedAt },
    });
    return presentCode(row);
  });
}

/* ─── course grants (admins) ─── */

export async function grants(db: Db, courseId: number) {
  if ((await repo.existingCourses(db, [courseId])).length === 0) throw AppError.notFound('Course');
  return (await repo.listGrants(db, { courseId })).map(presentGrant);
}

async function grant(db: Db, id: number) {
  const [row] = await repo.listGrants(db, { id });
  if (!row) throw AppError.notFound('Enrolment');
  return row;
}

export function grantCourse(
  db: Db,
  actor: Actor,
  courseId: number,
  input: { email: string; until: string | null },
  now: Date,
) {
  return db.transaction(async (tx) => {
    if ((await repo.existingCourses(tx, [courseId])).length === 0)
      throw AppError.notFound('Course');
    const [user] = await learners.usersByEmail(tx, [input.email.trim().toLowerCase()]);
    if (!user) throw AppError.validation('email', 'No account has this email address');
    const row = await learners.upsertGrant(tx, {
      courseId,
      userId: user.id,
      until: input.until === null ? null : new Date(input.until),
      codeId: null,
      now,
    });
    await recordChange(tx, actor, {
      action: 'grant',
      entity: 'course',
      entityId: courseId,
      after: { grantId: row.id, userId: user.id, until: row.until },
    });
    return presentGrant(await grant(tx, row.id));
  });
}

/** Sets when a grant ends (null: no end), and lifts a revocation: an extension or a shortening. */
export function setGrantUntil(db: Db, actor: Actor, id: number, until: string | null) {
  return db.transaction(async (tx) => {
    const before = await grant(tx, id);
    const next = until === null ? null : new Date(until);
    await repo.updateGrant(tx, id, { until: next, revokedAt: null });
    await recordChange(tx, actor, {
      action: 'extend',
      entity: 'enrolment',
      entityId: id,
      before: { until: before.until, revokedAt: before.revokedAt },
      after: { until: next, revokedAt: null },
    });
    return presentGrant(await grant(tx, id));
  });
}

/** Ends a grant now; the row (and the learner's results) stay. */
export function revokeGrant(db: Db, actor: Actor, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await grant(tx, id);
    if (before.revokedAt === null) {
      await repo.updateGrant(tx, id, { revokedAt: now });
      await recordChange(tx, actor, {
        action: 'revoke',
        entity: 'enrolment',
        entityId: id,
        before: { until: before.until, revokedAt: null },
        after: { revokedAt: now },
      });
    }
    return presentGrant(await grant(tx, id));
  });
}
