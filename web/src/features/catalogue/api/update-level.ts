import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Renames a level (`updatedAt`: the version edited). */
export const updateLevel = (id: number, body: object) =>
  sendData(catalogueStaffUrl.level(id), 'PUT', body);
