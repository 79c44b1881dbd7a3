import { local } from '../../app/storage';

/** Recent searches, on this device only (localStorage), newest first. */
export const RECENT_SEARCHES_KEY = 'cannaverse_recent_searches';
export const RECENT_SEARCHES_MAX = 8;

export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(local.get(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

/** The search first, any earlier copy (any case) dropped, at most RECENT_SEARCHES_MAX kept. */
export function rememberSearch(q: string): string[] {
  const text = q.trim();
  if (!text) return readRecentSearches();
  const next = [text, ...readRecentSearches().filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
  local.set(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(): void {
  local.remove(RECENT_SEARCHES_KEY);
}
