import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Adds an exam category. */
export const createCategory = (body: object) =>
  sendData(catalogueStaffUrl.categories(), 'POST', body);
