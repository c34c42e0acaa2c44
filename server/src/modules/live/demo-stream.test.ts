import { describe, expect, it } from 'vitest';
import { loopingPlaylist, streamTime } from './demo-stream';

const loop = {
  init: '/media/d/init.mp4',
  segments: ['/media/d/0.m4s', '/media/d/1.m4s', '/media/d/2.m4s'],
  segmentSeconds: 4,
  window: 4,
};
const segmentsOf = (playlist: string) =>
  playlist.split('\n').filter((l) => l.startsWith('/media/d/') && l.endsWith('.m4s'));
const header = (playlist: string, tag: string) =>
  Number(new RegExp(`#${tag}:(\\d+)`).exec(playlist)?.[1]);

describe('loopingPlaylist', () => {
  it('is live (no end), lists the window of segments already complete, and slides with the clock', () => {
    const at = (s: number) => loopingPlaylist(s * 1000, loop);
    const p = at(41); // segments 0..9 are complete (ends at 40 s)
    expect(p).not.toContain('#EXT-X-ENDLIST');
    expect(header(p, 'EXT-X-MEDIA-SEQUENCE')).toBe(6);
    expect(segmentsOf(p)).toEqual([
      '/media/d/0.m4s',
      '/media/d/1.m4s',
      '/media/d/2.m4s',
      '/media/d/0.m4s',
    ]);
    expect(header(at(45), 'EXT-X-MEDIA-SEQUENCE')).toBe(7);
    expect(at(41.5)).toBe(p);
  });

  it('marks each new loop with a discontinuity and counts the ones that slid out', () => {
    const p = loopingPlaylist(41_000, loop); // segments 6..9: loops begin at 6 and 9
    expect(p.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(header(p, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(2);
    const next = loopingPlaylist(45_000, loop); // 7..10: the discontinuity before 9 stays
    expect(header(next, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(2);
    expect(next.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    const later = loopingPlaylist(53_000, loop); // 9..12: it begins the window now
    expect(header(later, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(3);
  });

  it('begins again each Monday at 00:00 UTC with a full window, so its numbers stay small', () => {
    const monday = Date.parse('2026-11-23T00:00:00Z');
    const window = loop.window * loop.segmentSeconds * 1000;
    expect(streamTime(monday, loop)).toBe(window);
    expect(streamTime(monday + 41_000, loop)).toBe(window + 41_000);
    expect(streamTime(monday - 1, loop)).toBe(window + 7 * 24 * 3600 * 1000 - 1);
    const first = loopingPlaylist(streamTime(monday, loop), loop);
    expect(segmentsOf(first)).toHaveLength(loop.window);
    const sunday = loopingPlaylist(streamTime(monday - 1, loop), loop);
    expect(header(sunday, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBeLessThan(60_000);
  });
});
