/** The server's only clock. Tests pass a controllable one to move time by hand. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** The system clock moved by some minutes (CLOCK_SHIFT_MINUTES), for a test of a time of day. */
export const shiftedClock = (minutes: number): Clock =>
  minutes === 0 ? systemClock : { now: () => new Date(Date.now() + minutes * 60_000) };

export function manualClock(start = new Date('2026-01-01T00:00:00Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(d: Date) {
      t = d.getTime();
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;
