import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Puts the levels in a new order: every id once. */
export const orderLevels = (ids: number[]) => sendData(adminUrl.levelsOrder(), 'PUT', { ids });
