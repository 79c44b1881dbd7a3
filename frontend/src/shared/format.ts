/** 'https://' is added when the link lacks a protocol (spec §2). */
export const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);
/** The label hides the protocol. */
export const websiteLabel = (website: string) => website.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** Short month, day, year, 2-digit hour and minute, US English; 'Unknown' / 'Invalid date' (spec §9). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** First letter of the display name, else the username, else 'U' (spec §2); a post card's avatar passes the username only. */
export const initialsFor = (displayName?: string | null, username?: string | null) =>
  (displayName?.trim()?.[0] ?? username?.trim()?.[0] ?? 'U').toUpperCase();

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600], ['day', 24 * 3600], ['hour', 3600], ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday', '3 weeks ago' (story lists, spec §9); under a minute 'just now'. */
export function formatRelativeTime(value: string, now = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Invalid date';
  const seconds = Math.round((time - now) / 1000);
  const unit = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size);
  return unit ? relative.format(Math.round(seconds / unit[1]), unit[0]) : 'just now';
}

/** 'November 23, 2026' (a story's page, spec §9). */
export function formatLongDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
