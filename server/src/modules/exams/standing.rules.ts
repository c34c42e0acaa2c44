/*
 * The rules of "where I stand" and the weekly leaderboard (decision 027), as plain functions.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps one offset all year (UTC+05:30, Asia/Kolkata): a day there starts 5 h 30 before UTC's. */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The day it is in India at this instant, YYYY-MM-DD. */
export const indiaDay = (at: Date) =>
  new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

export type Week = { monday: string; startsAt: Date; endsAt: Date };

/** The leaderboard's week holding this day (India time): from Monday 00:00 to the next Monday 00:00. */
export function weekOf(day: string): Week {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const monday = midnight - sinceMonday * DAY_MS;
  return {
    monday: new Date(monday).toISOString().slice(0, 10),
    startsAt: new Date(monday - INDIA_OFFSET_MS),
    endsAt: new Date(monday - INDIA_OFFSET_MS + 7 * DAY_MS),
  };
}
