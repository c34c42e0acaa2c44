import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Renames a level (`updatedAt`: the version edited). */
export const updateLevel = (id: number, body: object) => sendData(adminUrl.level(id), 'PUT', body);
