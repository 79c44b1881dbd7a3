import { clockTime } from '../messages/message-time';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Admin dates as 'month day, year, time' (content spec §9), e.g. 'January 5, 2026, 3:07 PM', local time. */
export function formatAdminDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${clockTime(date)}`;
}
