import type { Language } from '@pariksha/contracts/languages';
import { currentLanguage } from './language';

/*
 * Dates, numbers and relative times in the interface language, through Intl. English keeps the
 * specification's wording ('1 second ago', '5 minutes ago'), which is what Intl says in English.
 */

const units = [
  { limit: 60, size: 1, name: 'second' },
  { limit: 60 * 60, size: 60, name: 'minute' },
  { limit: 24 * 60 * 60, size: 60 * 60, name: 'hour' },
  { limit: Infinity, size: 24 * 60 * 60, name: 'day' },
] as const;

const cached = <T>(make: (language: Language) => T) => {
  const made = new Map<Language, T>();
  return (language: Language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
};

const relative = cached((l) => new Intl.RelativeTimeFormat(l, { numeric: 'always' }));
// Malayalam readers are used to the 24-hour clock in print; its 12-hour form would say "PM".
const dateTime = cached(
  (l) =>
    new Intl.DateTimeFormat(l, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: l === 'ml' ? 'h23' : undefined,
    }),
);
// India's order, "31 Mar 2027", in English; Malayalam's own in Malayalam.
const day = cached(
  (l) =>
    new Intl.DateTimeFormat(l === 'en' ? 'en-IN' : l, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
);
const number = cached((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 }));

/** Spec §9: 'N second(s) ago' under a minute, then minutes, hours, otherwise days. */
export function relativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
  language = currentLanguage(),
): string {
  const then = new Date(date).getTime();
  const seconds = Math.max(0, Math.floor((new Date(now).getTime() - then) / 1000));
  const unit = units.find((u) => seconds < u.limit)!;
  // Negative zero keeps Intl in the past tense: '0 seconds ago'.
  return relative(language).format(-Math.floor(seconds / unit.size), unit.name);
}

/** A moment in the learner's own time zone. */
export function formatDateTime(date: Date | string | number, language = currentLanguage()): string {
  return dateTime(language).format(new Date(date));
}

/** A day in the learner's own time zone: 31 Mar 2027. */
export function formatDate(date: Date | string | number, language = currentLanguage()): string {
  return day(language).format(new Date(date));
}

/** A count or a score: at most two decimals, no trailing zeros. */
export function formatNumber(n: number, language = currentLanguage()): string {
  return number(language).format(n);
}

/** A position or length of a video as a clock: 0:05, 12:34, 1:02:03. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}
