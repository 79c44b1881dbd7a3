/**
 * Answers that public/boot.js asked for before the app's code arrived (a member opening '/' gets
 * the session and the feed's first page while the JavaScript downloads). The app's one fetcher
 * takes each answer once, for the same URL; afterwards, or when it is too old, it fetches as usual.
 */
interface EarlyRequests {
  startedAt: number;
  requests: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __cannaverseEarlyRequests?: EarlyRequests;
  }
}

/** What boot.js asks for early, by the URLs the app itself requests (boot.js writes them out too). */
export const EARLY_ME_URL = '/api/me';
export const EARLY_FEED_PAGE_URL = '/api/posts?sort=latest&limit=10';

/** An answer older than this is not handed out: the member may have posted or liked since. */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

/** The answer boot.js started for this GET, once; undefined when there is none (fetch as usual). */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__cannaverseEarlyRequests;
  const request = early?.requests[url];
  if (!early || !request) return undefined;
  delete early.requests[url];
  if (Date.now() - early.startedAt > EARLY_REQUEST_MAX_AGE_MS) return undefined;
  return request;
}

/** Whether boot.js asked for a member's first screen (the session and the feed's first page). */
export function hasEarlyRequest(url: string): boolean {
  return typeof window !== 'undefined' && Boolean(window.__cannaverseEarlyRequests?.requests[url]);
}
