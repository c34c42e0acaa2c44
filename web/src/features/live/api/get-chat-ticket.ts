import { liveUrl } from '@pariksha/contracts/live-paths';
import { sendData } from '@/lib/api-client';

/** A short-lived ticket that opens the class's chat socket (a socket carries no bearer header). */
export const getChatTicket = async (id: number) =>
  (await sendData<{ ticket: string }>(liveUrl.ticket(id), 'POST')).ticket;
