import { HASHTAG_PATTERN_SOURCE } from '@cannaverse/contracts';

const HASHTAG = new RegExp(HASHTAG_PATTERN_SOURCE, 'g');

/** Hashtags of a post for post.created (trending topics count them): lower-cased, unique, in order. */
export function parseHashtags(content: string): string[] {
  const tags = new Set<string>();
  for (const match of content.matchAll(HASHTAG)) tags.add(match[1].toLowerCase());
  return [...tags];
}
