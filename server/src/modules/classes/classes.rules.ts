import { WATCHED_SHARE } from '@pariksha/contracts/classes-paths';
import type { ClassProgress } from '@pariksha/contracts/classes';
import { iso } from '../../lib/iso';

/** Where a learner is in a class, as the progress table holds it (null: never played). */
export type ProgressFacts = {
  positionSeconds: number | null;
  furthestSeconds: number | null;
  watchedAt: Date | null;
  updatedAt: Date | null;
};

/** The first whole second at which a class of this length counts as watched. */
export const watchedFrom = (durationSeconds: number) => Math.ceil(WATCHED_SHARE * durationSeconds);

/** A position the player reports, as stored: whole seconds, or null when past the class's end. */
export function storedPosition(positionSeconds: number, durationSeconds: number): number | null {
  return positionSeconds > durationSeconds ? null : Math.floor(positionSeconds);
}

/** When a position was read: the device's time, but never later than the server's own. */
export function readAt(clientTime: string | undefined, now: Date): Date {
  const at = clientTime === undefined ? now : new Date(clientTime);
  return at.getTime() > now.getTime() ? now : at;
}

export function classProgress(p: ProgressFacts, durationSeconds: number): ClassProgress {
  if (p.positionSeconds === null || p.furthestSeconds === null) {
    return { state: 'new', positionSeconds: 0, percent: 0, updatedAt: null };
  }
  return {
    state: p.watchedAt ? 'watched' : 'started',
    positionSeconds: p.positionSeconds,
    percent: Math.min(100, Math.floor((100 * p.furthestSeconds) / durationSeconds)),
    updatedAt: iso(p.updatedAt),
  };
}
