import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CodesInput } from '@pariksha/contracts/enrolment';
import { auditLog } from '../../db/schema/index';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { createCourse } from '../exams/exams.factories';
import { setCourseAccess } from '../catalogue/catalogue.staff.service';
import * as staff from './enrolment.staff.service';

// Test factories: restricted courses, batches and codes go in through the console's writers.

/** A new course that only enrolled learners (and previews) open. */
export async function restrictedCourse(app: FastifyInstance) {
  const course = await createCourse(app);
  await setCourseAccess(app.db, SYSTEM_ACTOR, course.id, 'restricted');
  return course;
}

const DAY = 24 * 60 * 60 * 1000;

/** A batch of the courses, running from now (the app's clock) for `days` days unless told. */
export function createBatch(
  app: FastifyInstance,
  courseIds: number[],
  opts: { name?: string; startsAt?: Date; endsAt?: Date; days?: number } = {},
) {
  const startsAt = opts.startsAt ?? app.clock.now();
  const endsAt = opts.endsAt ?? new Date(startsAt.getTime() + (opts.days ?? 30) * DAY);
  return staff.createBatch(app.db, SYSTEM_ACTOR, {
    name: opts.name ?? 'Evening batch',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    courseIds,
  });
}

/** Codes for a batch or a course: one code of one seat, without expiry, unless told. */
export async function createCodes(
  app: FastifyInstance,
  target: { batchId: number } | { courseId: number },
  opts: Partial<Omit<CodesInput, 'batchId' | 'courseId'>> = {},
) {
  return staff.generateCodes(app.db, SYSTEM_ACTOR, {
    ...target,
    count: 1,
    seats: 1,
    expiresAt: null,
    accessUntil: null,
    ...opts,
  });
}

/** The audit log's entries of one kind of thing, oldest first. */
export const auditOf = (app: FastifyInstance, entity: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);
