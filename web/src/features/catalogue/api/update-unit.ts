import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Changes a syllabus unit (`updatedAt`: the version edited). */
export const updateUnit = (id: number, body: object) =>
  sendData(catalogueStaffUrl.unit(id), 'PUT', body);
