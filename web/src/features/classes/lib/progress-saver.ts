import { PROGRESS_SAVE_SECONDS } from '@pariksha/contracts/classes-paths';

export type Save = (positionSeconds: number, keepalive: boolean) => void;

/**
 * When to save where the learner is: every PROGRESS_SAVE_SECONDS while playing, and at once on
 * pause, seek, end and leaving (with keepalive, so the request outlives the page). The same whole
 * second is never saved twice in a row.
 */
export function progressSaver(position: () => number, save: Save) {
  let last = -1;
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const flush = (keepalive = false) => {
    const p = Math.floor(position());
    if (!Number.isFinite(p) || p === last) return;
    last = p;
    save(p, keepalive);
  };
  return {
    playing() {
      timer ??= setInterval(() => flush(), PROGRESS_SAVE_SECONDS * 1000);
    },
    paused() {
      stop();
      flush();
    },
    seeked: () => flush(),
    ended() {
      stop();
      flush();
    },
    /** The page is hidden or left: save now, in a request that may outlive the page. */
    leave() {
      stop();
      flush(true);
    },
  };
}
