/**
 * A moment as every response carries it (the contracts' `IsoDateTimeSchema`): ISO 8601 in UTC to
 * the millisecond, `2026-03-01T10:00:00.123Z`; null stays null.
 */
export function iso(at: Date): string;
export function iso(at: Date | null): string | null;
export function iso(at: Date | null): string | null {
  return at === null ? null : at.toISOString();
}
