import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Adds a video to a category's current affairs. */
export const createAffairsVideo = (categoryId: number, body: object) =>
  sendData(adminUrl.affairsVideos(categoryId), 'POST', body);
