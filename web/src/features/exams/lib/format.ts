/** Scores may carry thirds (1/3 negative marking): at most two decimals, no trailing zeros. */
export function formatScore(n: number): string {
  return String(Math.round(n * 100) / 100);
}

export function formatPercent(n: number): string {
  return `${Math.round(n * 10) / 10}%`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the learner's own time zone. */
export function localDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
