import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { freshGet, staffKey } from '@/lib/query-client';

export type AuditFilter = { entity: string; actor: string };

/** Staff changes, newest first: of one kind of thing, by whoever's email holds `actor`. */
export function auditQueryOptions({ entity, actor }: AuditFilter) {
  return freshGet<AuditEntry[]>(
    staffKey('audit', entity, actor),
    adminUrl.audit({ entity, actor }),
  );
}

export const useAudit = (filter: AuditFilter) => useQuery(auditQueryOptions(filter));
