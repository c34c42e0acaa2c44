import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Renames an exam category (`updatedAt`: the version edited). */
export const updateCategory = (id: number, body: object) =>
  sendData(adminUrl.category(id), 'PUT', body);
