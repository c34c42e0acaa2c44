import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Adds a level. */
export const createLevel = (body: object) => sendData(catalogueStaffUrl.levels(), 'POST', body);
