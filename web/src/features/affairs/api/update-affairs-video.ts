import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Changes a current-affairs video (`updatedAt`: the version edited). */
export const updateAffairsVideo = (id: number, body: object) =>
  sendData(adminUrl.affairsVideo(id), 'PUT', body);
