import { liveUrl } from '@pariksha/contracts/live-paths';
import { sendData } from '@/lib/api-client';

/** Takes a chat message down, for everyone in the class. */
export const removeMessage = (id: number, messageId: number) =>
  sendData(liveUrl.message(id, messageId), 'DELETE');
