/*
 * The demo's live stream: a live HLS playlist that slides over the demo lecture's segments in a
 * loop, by the clock, so `npm start` alone shows a live class with video. Each loop starts
 * after a discontinuity (the segments' timestamps start again), and every node writes the same
 * playlist for the same second.
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

export function loopingPlaylist(nowMs: number, loop: Loop) {
  const n = loop.segments.length;
  // The newest segment whose end has passed is the last one listed.
  const newest = Math.floor(nowMs / 1000 / loop.segmentSeconds) - 1;
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
