import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Renames an exam category (`updatedAt`: the version edited). */
export const updateCategory = (id: number, body: object) =>
  sendData(catalogueStaffUrl.category(id), 'PUT', body);
