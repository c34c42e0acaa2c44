/*
 * The server's clock is the only clock. The client measures how far its own clock is off
 * (from a response's serverNow, taken at the middle of the round trip) and counts down to the
 * server's deadline with that correction.
 */

/** Milliseconds to add to the client's clock to read the server's. */
export function clockOffsetMs(serverNowIso: string, sentAt: number, receivedAt: number): number {
  return Date.parse(serverNowIso) - (sentAt + receivedAt) / 2;
}

/** Whole seconds left until the deadline, never negative. */
export function secondsLeft(deadlineIso: string, offsetMs: number, clientNow = Date.now()): number {
  const ms = Date.parse(deadlineIso) - (clientNow + offsetMs);
  return Math.max(0, Math.ceil(ms / 1000));
}

/** Moments (seconds left) announced to screen readers; nothing else is. */
export const ANNOUNCE_AT = [600, 300, 60] as const;

/**
 * The threshold crossed between two readings of the countdown, if any; after a gap (a sleeping
 * tab) that crossed several, the last of them, so what is said is still true.
 */
export function crossedThreshold(before: number, after: number): number | null {
  let crossed: number | null = null;
  for (const t of ANNOUNCE_AT) if (before > t && after <= t) crossed = t;
  return crossed;
}

/** Mirrors ANSWER_GRACE_SECONDS of the contracts: saves are accepted this long after the deadline. */
export const ANSWER_GRACE_MS = 15_000;
