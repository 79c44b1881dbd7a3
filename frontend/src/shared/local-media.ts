/**
 * The files this browser just uploaded, by the URL the server gave them. Right after posting, a
 * photo has no renditions yet (the media job makes them a moment later): its card shows the
 * member's own file from memory instead of downloading the full-size original (issue 25: a 4000 px,
 * 515 KB download on a phone). Kept for this page's life; a handful of posts at most.
 */
const previews = new Map<string, string>();
const MAX_PREVIEWS = 20;

export function rememberLocalMedia(mediaUrl: string, file: Blob): void {
  if (typeof URL.createObjectURL !== 'function' || previews.has(mediaUrl)) return;
  if (previews.size >= MAX_PREVIEWS) {
    const [oldestUrl, oldest] = previews.entries().next().value as [string, string];
    URL.revokeObjectURL(oldest);
    previews.delete(oldestUrl);
  }
  previews.set(mediaUrl, URL.createObjectURL(file));
}

/** This browser's copy of an upload, or null. */
export const localMedia = (mediaUrl: string): string | null => previews.get(mediaUrl) ?? null;
