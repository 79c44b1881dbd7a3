/** 'https://' is added when the link lacks a protocol (spec §2). */
export const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);
/** The label hides the protocol. */
export const websiteLabel = (website: string) => website.replace(/^https?:\/\//i, '').replace(/\/$/, '');

// Intl formatters are made once, on first use: making one costs a phone tens of milliseconds the
// first time (the locale data loads), so the feed's card date below does without one.
const once = <T,>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const longDateFormat = once(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
const relative = once(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Short month, day, year, 2-digit hour and minute, US English, in the browser's time zone
 * ('Nov 23, 2026, 06:51 AM'); 'Unknown' / 'Invalid date' (spec §9). Exactly what
 * toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit',
 * minute: '2-digit' }) answers (format.test.ts compares them), written out because every post card
 * shows one: the first Intl date formatter cost ~140 ms of the feed's start on a 4x slower phone CPU.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  const hours = date.getHours();
  const clock = `${twoDigits(hours % 12 === 0 ? 12 : hours % 12)}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${clock}`;
}

/** First letter of the display name, else the username, else 'U' (spec §2); a post card's avatar passes the username only. */
export const initialsFor = (displayName?: string | null, username?: string | null) =>
  (displayName?.trim()?.[0] ?? username?.trim()?.[0] ?? 'U').toUpperCase();

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600], ['day', 24 * 3600], ['hour', 3600], ['minute', 60],
];

/** '5 minutes ago', 'yesterday', '3 weeks ago' (story lists, spec §9); under a minute 'just now'. */
export function formatRelativeTime(value: string, now = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Invalid date';
  const seconds = Math.round((time - now) / 1000);
  const unit = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size);
  return unit ? relative().format(Math.round(seconds / unit[1]), unit[0]) : 'just now';
}

/** 'November 23, 2026' (a story's page, spec §9). */
export function formatLongDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : longDateFormat().format(date);
}
