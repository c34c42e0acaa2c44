const units = [
  { limit: 60, size: 1, name: 'second' },
  { limit: 60 * 60, size: 60, name: 'minute' },
  { limit: 24 * 60 * 60, size: 60 * 60, name: 'hour' },
  { limit: Infinity, size: 24 * 60 * 60, name: 'day' },
] as const;

/** Spec §9: 'N second(s) ago' under a minute, then minutes, hours, otherwise days. */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const seconds = Math.max(0, Math.floor((new Date(now).getTime() - then) / 1000));
  const unit = units.find((u) => seconds < u.limit)!;
  const n = Math.floor(seconds / unit.size);
  return `${n} ${unit.name}${n === 1 ? '' : 's'} ago`;
}
