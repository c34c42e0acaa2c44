import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { sendData } from '@/lib/api-client';

/** Puts the categories in a new order: every id once. */
export const orderCategories = (ids: number[]) =>
  sendData(catalogueStaffUrl.categoriesOrder(), 'PUT', { ids });
