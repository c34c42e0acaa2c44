import type { LiveClass } from '@pariksha/contracts/live';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { sendData } from '@/lib/api-client';

/** Takes a class live, or ends it (its teacher or staff). */
export const setLiveState = (id: number, state: 'live' | 'ended') =>
  sendData<LiveClass>(liveUrl.state(id), 'PUT', { state });
