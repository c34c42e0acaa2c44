import { useSyncExternalStore } from 'react';

/** Bootstrap's lg breakpoint (spec §9: 992 px), where the palette sits beside the question. */
const query = '(min-width: 992px)';

function subscribe(listener: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** True at lg and wider; the narrow layout renders no hidden palette (a phone's CPU is spared). */
export const useWideScreen = () =>
  useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
