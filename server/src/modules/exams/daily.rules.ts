import { DAILY_OPENS_HOUR } from '@pariksha/contracts/daily-paths';

/*
 * The day's quiz in time (decision 026), as plain functions of the server's clock. India keeps one
 * offset all year (Asia/Kolkata, UTC+05:30, no summer time since 1945), so a day is that offset away
 * from UTC's and no time-zone database is needed to find it.
 */

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The India-time calendar day (`YYYY-MM-DD`) of an instant. */
export const indiaDay = (at: Date) =>
  new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The day `n` days after (or, negative, before) `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** A day's quiz is open from 06:00 India time until midnight. */
export function dayWindow(day: string) {
  const midnight = Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS;
  return {
    opensAt: new Date(midnight + DAILY_OPENS_HOUR * 60 * 60_000),
    closesAt: new Date(midnight + DAY_MS),
  };
}

/**
 * The streak of consecutive days with a finished quiz: the run ending today, or ending yesterday
 * while today's is not taken yet (today is not over); 0 once a whole day was missed. `best` is the
 * longest run there has been.
 */
export function streakOf(daysTaken: string[], today: string) {
  const days = new Set(daysTaken);
  const takenToday = days.has(today);
  let current = 0;
  for (let d = takenToday ? today : addDays(today, -1); days.has(d); d = addDays(d, -1))
    current += 1;
  let best = 0;
  for (const d of days) {
    if (days.has(addDays(d, -1))) continue; // not the first day of a run
    let run = 1;
    while (days.has(addDays(d, run))) run += 1;
    best = Math.max(best, run);
  }
  return { current, best, takenToday };
}
