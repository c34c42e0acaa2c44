import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds a level. */
export const createLevel = (body: object) => sendData(adminUrl.levels(), 'POST', body);
