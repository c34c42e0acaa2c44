import type { accessCodes } from '../../db/schema/index';
import { formatCode } from '@pariksha/contracts/enrolment';
import type { BatchRow, GrantRow, MemberRow } from './enrolment.staff.repository';

/* Rows to the contract's shapes: dates as ISO text, codes grouped for reading. */

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

export const presentBatch = (b: BatchRow) => ({
  id: b.id,
  name: b.name,
  startsAt: iso(b.startsAt)!,
  endsAt: iso(b.endsAt)!,
  courses: b.courses,
  members: b.members,
  pending: b.pending,
  updatedAt: iso(b.updatedAt)!,
});

export const presentMember = (m: MemberRow) => ({
  id: m.id,
  userId: m.userId,
  name: m.name,
  email: m.email,
  pending: m.userId === null,
  addedAt: iso(m.addedAt)!,
});

export const presentCode = (c: typeof accessCodes.$inferSelect) => ({
  id: c.id,
  code: formatCode(c.code),
  batchId: c.batchId,
  courseId: c.courseId,
  seats: c.seats,
  seatsUsed: c.seatsUsed,
  expiresAt: iso(c.expiresAt),
  accessUntil: iso(c.accessUntil),
  revokedAt: iso(c.revokedAt),
  createdAt: iso(c.createdAt)!,
});

export const presentGrant = (g: GrantRow) => ({
  id: g.id,
  courseId: g.courseId,
  userId: g.userId,
  name: g.name,
  email: g.email,
  until: iso(g.until),
  revokedAt: iso(g.revokedAt),
  createdAt: iso(g.createdAt)!,
});
