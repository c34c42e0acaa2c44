import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds an exam category. */
export const createCategory = (body: object) => sendData(adminUrl.categories(), 'POST', body);
