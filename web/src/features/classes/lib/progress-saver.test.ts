import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressSaver } from './progress-saver';

let position = 0;
let saves: [number, boolean][];
const saver = () =>
  progressSaver(
    () => position,
    (p, keepalive) => saves.push([p, keepalive]),
  );

beforeEach(() => {
  vi.useFakeTimers();
  position = 0;
  saves = [];
});
afterEach(() => vi.useRealTimers());

describe('progress saver', () => {
  it('saves every 10 s while playing, in whole seconds, and stops when paused', () => {
    const s = saver();
    s.playing();
    position = 9.7;
    vi.advanceTimersByTime(9_999);
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saves).toEqual([[9, false]]);
    position = 19.2;
    vi.advanceTimersByTime(10_000);
    position = 21.5;
    s.paused();
    expect(saves).toEqual([
      [9, false],
      [19, false],
      [21, false],
    ]);
    vi.advanceTimersByTime(60_000);
    expect(saves).toHaveLength(3);
  });

  it('saves at once after a seek and at the end, never the same second twice in a row', () => {
    const s = saver();
    position = 12.1;
    s.seeked();
    position = 12.9;
    s.seeked();
    position = 24;
    s.ended();
    expect(saves).toEqual([
      [12, false],
      [24, false],
    ]);
  });

  it('saves with keepalive when the page is left, so the request outlives it', () => {
    const s = saver();
    s.playing();
    position = 7.4;
    s.leave();
    expect(saves).toEqual([[7, true]]);
    vi.advanceTimersByTime(30_000);
    expect(saves).toHaveLength(1);
  });
});
