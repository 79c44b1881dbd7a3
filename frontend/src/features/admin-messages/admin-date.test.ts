import { describe, expect, it } from 'vitest';
import { formatAdminDate } from './admin-date';

const local = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes).toISOString();

describe("formatAdminDate ('month day, year, time')", () => {
  it.each([
    [local(2026, 1, 5, 15, 7), 'January 5, 2026, 3:07 PM'],
    [local(2025, 9, 30, 0, 15), 'September 30, 2025, 12:15 AM'],
  ])('%s → %s', (value, expected) => {
    expect(formatAdminDate(value)).toBe(expected);
  });

  it("says 'Invalid date' for a value that is not a date", () => {
    expect(formatAdminDate('whenever')).toBe('Invalid date');
  });
});
