import { liveUrl } from '@pariksha/contracts/live-paths';
import { sendData } from '@/lib/api-client';

/** Mutes the writer of a message for the rest of the class. */
export const muteWriter = (id: number, messageId: number) =>
  sendData(liveUrl.muteWriter(id, messageId), 'PUT');
