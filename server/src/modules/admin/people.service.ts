import { ErrorCode } from '@pariksha/contracts/errors';
import type { Role } from '@pariksha/contracts/admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordChange, type Actor, type StaffActor } from '../../lib/audit';
import { resetFactor } from '../auth/auth.service';
import * as repo from './people.repository';

/**
 * Grants or revokes a role, with its audit entry. An admin cannot lower their own role: the
 * console must never be left without the person who was running it.
 */
export async function setRole(db: Db, actor: Actor, userId: string, role: Role) {
  if (userId === actor.id && role !== 'admin')
    throw new AppError(
      ErrorCode.CONFLICT,
      'You cannot remove your own admin role; ask another admin',
    );
  return db.transaction(async (tx) => {
    const before = await repo.findPerson(tx, userId);
    if (!before) throw new AppError(ErrorCode.NOT_FOUND, 'There is no such account');
    if (before.role === role) return before;
    await repo.writeRole(tx, userId, role);
    await recordChange(tx, actor, {
      action: role === 'learner' ? 'revoke' : 'grant',
      entity: 'role',
      entityId: userId,
      before: { email: before.email, role: before.role },
      after: { email: before.email, role },
    });
    return { ...before, role };
  });
}

/** An admin resets a person's second factor (a lost phone): they enrol again at next sign-in. */
export async function resetTwoFactor(db: Db, actor: StaffActor, userId: string) {
  const person = await repo.findPerson(db, userId);
  if (!person) throw new AppError(ErrorCode.NOT_FOUND, 'There is no such account');
  return resetFactor(db, actor, person);
}
