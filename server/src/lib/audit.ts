import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

/** A signed-in staff member. */
export type StaffActor = { id: string; email: string };
/** Who made a change: a staff member, or the app itself (no account) loading demo content. */
export type Actor = StaffActor | { id: null; email: string };
/** The app itself, as the author of its demo content (and of the tests' data). */
export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

export type Change = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Writes one entry; called inside the transaction that makes the change, so both or neither. */
export async function recordChange(db: Db, actor: Actor, change: Change) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The signed-in staff member a change is written down to. */
export const actorOf = (req: FastifyRequest): StaffActor => ({
  id: req.user!.id,
  email: req.user!.email,
});
