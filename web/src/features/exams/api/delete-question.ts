import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Takes a question out of an exam nobody has taken yet. */
export const deleteQuestion = (id: number) => sendData(adminUrl.question(id), 'DELETE');
