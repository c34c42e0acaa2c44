import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { sendData } from '@/lib/api-client';

/** Adds an article to a category's current affairs (its HTML is sanitised by the server). */
export const createArticle = (categoryId: number, body: object) =>
  sendData(affairsStaffUrl.articles(categoryId), 'POST', body);
