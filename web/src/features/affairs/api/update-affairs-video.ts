import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { sendData } from '@/lib/api-client';

/** Changes a current-affairs video (`updatedAt`: the version edited). */
export const updateAffairsVideo = (id: number, body: object) =>
  sendData(affairsStaffUrl.affairsVideo(id), 'PUT', body);
