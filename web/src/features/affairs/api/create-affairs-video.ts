import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { sendData } from '@/lib/api-client';

/** Adds a video to a category's current affairs. */
export const createAffairsVideo = (categoryId: number, body: object) =>
  sendData(affairsStaffUrl.affairsVideos(categoryId), 'POST', body);
