import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes an article (`confirm`: the person agreed to what learners would lose). */
export const deleteArticle = (id: number, confirm: boolean) =>
  sendData(confirmedPath(affairsStaffUrl.article(id), confirm), 'DELETE');
