import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Puts the categories in a new order: every id once. */
export const orderCategories = (ids: number[]) =>
  sendData(adminUrl.categoriesOrder(), 'PUT', { ids });
