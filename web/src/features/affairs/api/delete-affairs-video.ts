import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a current-affairs video (`confirm`: the person agreed to what learners would lose). */
export const deleteAffairsVideo = (id: number, confirm: boolean) =>
  sendData(confirmedPath(affairsStaffUrl.affairsVideo(id), confirm), 'DELETE');
