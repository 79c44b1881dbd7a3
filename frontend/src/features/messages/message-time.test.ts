import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './message-time';

/** Local-time dates, so the test means the same in every time zone. */
const local = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes).toISOString();

describe("formatMessageTime ('MMM d, h:mm a')", () => {
  it.each([
    [local(2026, 1, 5, 15, 7), 'Jan 5, 3:07 PM'],
    [local(2026, 12, 31, 0, 0), 'Dec 31, 12:00 AM'],
    [local(2026, 6, 15, 12, 30), 'Jun 15, 12:30 PM'],
    [local(2026, 3, 9, 9, 5), 'Mar 9, 9:05 AM'],
    [local(2026, 11, 20, 23, 59), 'Nov 20, 11:59 PM'],
  ])('%s → %s', (value, expected) => {
    expect(formatMessageTime(value)).toBe(expected);
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatMessageTime('soon')).toBe('');
  });
});
