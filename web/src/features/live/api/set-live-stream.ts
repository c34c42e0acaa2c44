import type { LiveClass } from '@pariksha/contracts/live';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { sendData } from '@/lib/api-client';

/** Points a class at its stream: an HLS playlist or a YouTube video. */
export const setLiveStream = (id: number, stream: { kind: 'hls' | 'youtube'; source: string }) =>
  sendData<LiveClass>(liveUrl.stream(id), 'PUT', stream);
