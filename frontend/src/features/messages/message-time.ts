/** Month abbreviations of US English, as 'MMM' writes them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'h:mm a' in local time: 12-hour clock without a leading zero, AM or PM. */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A message's timestamp as 'MMM d, h:mm a' (core spec §2), e.g. 'Jan 5, 3:07 PM', in local time.
 * Written out by hand: Intl's en-US output varies between ICU versions (' at ', U+202F before PM).
 */
export function formatMessageTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${clockTime(date)}`;
}
