import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Changes an article (`updatedAt`: the version edited). */
export const updateArticle = (id: number, body: object) =>
  sendData(adminUrl.article(id), 'PUT', body);
