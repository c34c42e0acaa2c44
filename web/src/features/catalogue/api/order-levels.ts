import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Puts the levels in a new order: every id once. */
export const orderLevels = (ids: number[]) =>
  sendData(catalogueStaffUrl.levelsOrder(), 'PUT', { ids });
