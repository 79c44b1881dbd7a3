import { MENTION_PATTERN, USERNAME_LOOKUP_MAX, type AuthorCard } from '@cannaverse/contracts';

export type MentionPart = { text: string; name?: undefined } | { text: string; name: string };

/**
 * Splits text into plain runs and `@username` mentions ({ text: '@Alice', name: 'alice' }) with
 * contracts' MENTION_PATTERN, the one the notifications service reads: a link and a notification
 * always agree. A trailing dot or hyphen ends the sentence, not the name (as in parseMentions).
 */
export function splitMentions(content: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let last = 0;
  for (const match of content.matchAll(new RegExp(MENTION_PATTERN.source, 'g'))) {
    const name = match[2].replace(/[.-]+$/, '');
    if (!name) continue;
    const start = (match.index ?? 0) + match[1].length;
    if (start > last) parts.push({ text: content.slice(last, start) });
    parts.push({ text: `@${name}`, name: name.toLowerCase() });
    last = start + 1 + name.length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}

/**
 * Which names are members: one request for every name on screen that is not known yet (the posts
 * of a feed page render together, so their mentions share one `GET /api/users/by-username`), never
 * one per mention. Answers are kept for the life of the page; a failed look-up leaves the names
 * plain text.
 */
const known = new Map<string, AuthorCard | null>();
/** Names asked for (known, or in a request under way): never asked twice. */
const asked = new Set<string>();
const waiting = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;
let scheduled = false;

async function lookUp(names: string[]): Promise<void> {
  try {
    const response = await fetch(`/api/users/by-username?usernames=${encodeURIComponent(names.join(','))}`, { credentials: 'include' });
    const cards: AuthorCard[] = response.ok ? await response.json() : [];
    for (const name of names) known.set(name, null);
    for (const card of Array.isArray(cards) ? cards : []) known.set(card.username.toLowerCase(), card);
  } catch {
    for (const name of names) known.set(name, null);
  }
  version += 1;
  for (const listener of listeners) listener();
}

function flush(): void {
  scheduled = false;
  const names = [...waiting];
  waiting.clear();
  for (let start = 0; start < names.length; start += USERNAME_LOOKUP_MAX) void lookUp(names.slice(start, start + USERNAME_LOOKUP_MAX));
}

export function requestMembers(names: string[]): void {
  for (const name of names) {
    if (asked.has(name)) continue;
    asked.add(name);
    waiting.add(name);
  }
  if (waiting.size > 0 && !scheduled) {
    scheduled = true;
    queueMicrotask(() => setTimeout(flush, 0));
  }
}

export const memberNamed = (name: string): AuthorCard | null => known.get(name) ?? null;

export function subscribeMembers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const membersVersion = () => version;

/** Tests only: forget what was looked up. */
export function resetMemberLookups(): void {
  known.clear();
  asked.clear();
  waiting.clear();
  version += 1;
}
