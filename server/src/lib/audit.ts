import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

export type Actor = { id: string; email: string };
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
export const actorOf = (req: FastifyRequest): Actor => ({
  id: req.user!.id,
  email: req.user!.email,
});
