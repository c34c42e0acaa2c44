import { ErrorCode } from '@pariksha/contracts/errors';
import type { TwoFactorStatus } from '@pariksha/contracts/two-factor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordChange, type StaffActor } from '../../lib/audit';
import { atLeast, staffAccess } from './roles';
import * as repo from './two-factor.repository';

/** Whether the caller has a second factor, needs one, and proved it in this session. */
export async function statusOf(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<TwoFactorStatus> {
  const access = await staffAccess(db, userId, sessionId);
  return {
    enabled: access.enrolled,
    required: atLeast(access.role, 'teacher'),
    verified: access.enrolled && access.verified,
  };
}

/** Staff keep their second factor: only an admin's reset removes it. */
export async function assertMayTurnOff(db: Db, userId: string, sessionId: string) {
  const { required } = await statusOf(db, userId, sessionId);
  if (required)
    throw new AppError(
      ErrorCode.FORBIDDEN,
      'Teachers and admins keep two-step sign-in on; an admin can reset it if the app is lost',
    );
}

/**
 * An admin removes another person's second factor (a lost phone), with its audit entry; they
 * set up a new one at their next sign-in. An admin's own factor is not theirs to reset here.
 */
export async function resetFactor<
  P extends { userId: string; email: string; twoFactorEnabled: boolean },
>(db: Db, actor: StaffActor, person: P): Promise<P> {
  if (person.userId === actor.id)
    throw new AppError(
      ErrorCode.CONFLICT,
      'You cannot reset your own two-step sign-in; ask another admin',
    );
  await db.transaction(async (tx) => {
    await repo.removeFactor(tx, person.userId);
    await recordChange(tx, actor, {
      action: 'reset',
      entity: 'two_factor',
      entityId: person.userId,
      before: { email: person.email, twoFactorEnabled: person.twoFactorEnabled },
      after: { email: person.email, twoFactorEnabled: false },
    });
  });
  return { ...person, twoFactorEnabled: false };
}
