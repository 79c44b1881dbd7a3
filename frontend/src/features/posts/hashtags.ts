import { HASHTAG_PATTERN_SOURCE } from '@cannaverse/contracts';

export type TextPart = { text: string; tag?: undefined } | { text: string; tag: string };

/** Splits post text into plain runs and hashtags ({ text: '#GrowDiary', tag: 'GrowDiary' }), in order. */
export function splitHashtags(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(new RegExp(HASHTAG_PATTERN_SOURCE, 'g'))) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: content.slice(last, start) });
    parts.push({ text: match[0], tag: match[1] });
    last = start + match[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
