/**
 * `timestamptz::text` as PostgreSQL prints it, e.g. `2026-01-05 10:11:12.123456+00` or
 * `…+05:30`. Keyset cursors carry it as text so no microsecond is lost; before such a text goes
 * back to PostgreSQL as `$n::timestamptz` every field is range-checked here, because PostgreSQL
 * answers an impossible date (`2026-02-30`, hour 25, zone `+99`) with an error, not a row.
 */
const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?([+-])(\d{2})(?::(\d{2})(?::(\d{2}))?)?$/;

/** PostgreSQL refuses zone displacements beyond ±15:59:59. */
const MAX_OFFSET_HOURS = 15;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isPgTimestamp(value: unknown): value is string {
  const match = typeof value === 'string' ? PG_TIMESTAMP.exec(value) : null;
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const [offsetHours, offsetMinutes, offsetSeconds] = match.slice(8, 11).map((part) => Number(part ?? 0));
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    && hour <= 23 && minute <= 59 && second <= 59
    && offsetHours <= MAX_OFFSET_HOURS && offsetMinutes <= 59 && offsetSeconds <= 59;
}
