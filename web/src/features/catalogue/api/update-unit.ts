import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Changes a syllabus unit (`updatedAt`: the version edited). */
export const updateUnit = (id: number, body: object) => sendData(adminUrl.unit(id), 'PUT', body);
