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
