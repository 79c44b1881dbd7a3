const HASHTAG = /#([A-Za-z][A-Za-z0-9_]{1,49})/g;

/** Hashtags of a post for post.created (trending topics count them): lower-cased, unique, in order. */
export function parseHashtags(content: string): string[] {
  const tags = new Set<string>();
  for (const match of content.matchAll(HASHTAG)) tags.add(match[1].toLowerCase());
  return [...tags];
}
