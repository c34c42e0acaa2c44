import { and, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@pariksha/contracts/admin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { containing } from '../../lib/sql-like';

/* Reading the audit log (admins); lib/audit.ts writes it. */

const PAGE = 50;

export type AuditFilter = {
  entity?: string;
  action?: string;
  entityId?: string;
  actor?: string;
  before?: number;
};

/** Newest first, a page at a time; `next` is the `before` of the following page. */
export async function listAudit(db: Db, f: AuditFilter) {
  const where: SQL[] = [];
  if (f.entity) where.push(eq(auditLog.entity, f.entity));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.entityId) where.push(eq(auditLog.entityId, f.entityId));
  if (f.actor) where.push(ilike(auditLog.actorEmail, containing(f.actor)));
  if (f.before) where.push(lt(auditLog.id, f.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const entries: AuditEntry[] = page.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorEmail: r.actorEmail,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before,
    after: r.after,
  }));
  return { data: entries, meta: { next: rows.length > PAGE ? page.at(-1)!.id : null } };
}
