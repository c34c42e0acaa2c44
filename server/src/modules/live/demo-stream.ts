/*
 * The demo's live stream: a live HLS playlist that slides over the demo lecture's segments in a
 * loop, by the clock, so `npm start` alone shows a live class with video. Each loop starts
 * after a discontinuity (the segments' timestamps start again), and every node writes the same
 * playlist for the same second.
 *
 * The stream begins again every Monday at 00:00 UTC (05:30 in India, when no class runs): a
 * player keeps a slot for every loop numbered below the current one (hls.js walks them at each
 * playlist reload), so loops counted since 1970 (some 75 million) kept a page busy for seconds;
 * counted within a week they stay under 26,000.
 */

export type Loop = {
  /** Address of the initialisation segment (EXT-X-MAP). */
  init: string;
  /** Addresses of the media segments, in order; each `segmentSeconds` long. */
  segments: string[];
  segmentSeconds: number;
  /** Segments in the playlist at once. */
  window: number;
};

const WEEK_MS = 7 * 24 * 3600 * 1000;
/** 1970-01-05, the first Monday. */
const FIRST_MONDAY_MS = 4 * 24 * 3600 * 1000;

/** The stream's time at `nowMs`: since this week's start, a full window already complete. */
export function streamTime(nowMs: number, loop: Loop) {
  const sinceMonday = (((nowMs - FIRST_MONDAY_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS;
  return sinceMonday + loop.window * loop.segmentSeconds * 1000;
}

/** The playlist `streamMs` after the stream began. */
export function loopingPlaylist(streamMs: number, loop: Loop) {
  const n = loop.segments.length;
  // The newest segment whose end has passed is the last one listed.
  const newest = Math.floor(streamMs / 1000 / loop.segmentSeconds) - 1;
  const first = Math.max(0, newest - loop.window + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${loop.segmentSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Loops begun before the first listed segment (its own start included when it begins one).
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`,
    `#EXT-X-MAP:URI="${loop.init}"`,
  ];
  for (let k = first; k <= newest; k += 1) {
    if (k % n === 0 && k !== first) {
      lines.push('#EXT-X-DISCONTINUITY', `#EXT-X-MAP:URI="${loop.init}"`);
    }
    lines.push(`#EXTINF:${loop.segmentSeconds.toFixed(3)},`, loop.segments[k % n]!);
  }
  return `${lines.join('\n')}\n`;
}
