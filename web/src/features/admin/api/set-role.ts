import type { Person } from '@pariksha/contracts/admin';
import { adminUrl, type Role } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Grants an account a role, or takes it back (the change goes into the audit log). */
export const setRole = (userId: string, role: Role) =>
  sendData<Person>(adminUrl.role(userId), 'PUT', { role });
