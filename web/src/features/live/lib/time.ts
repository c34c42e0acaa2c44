import { useEffect, useState } from 'react';

/** The current time, again every `everyMs` while the component is there. */
export function useNow(everyMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

/** Whole days, hours, minutes and seconds until `at` (all 0 once it has passed). */
export function timeUntil(at: string | number | Date, now: number) {
  let s = Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000));
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}
