import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { sendData } from '@/lib/api-client';

/** Changes an article (`updatedAt`: the version edited). */
export const updateArticle = (id: number, body: object) =>
  sendData(affairsStaffUrl.article(id), 'PUT', body);
