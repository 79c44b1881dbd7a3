import { MutedWordLimits, MuteMessages } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';

/** A muted word as stored: trimmed, inner spaces collapsed, lower case (a `#` stays: it mutes that hashtag). */
export const normaliseMutedWord = (raw: string): string => raw.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The PostgreSQL regular expression (used with `~*`, case-insensitive) a post's text matches when it
 * contains the word or phrase as a whole: not inside a longer word. `weed` matches 'Weed!' and
 * '#weed' but not 'tumbleweed'; `#weed` matches only that hashtag.
 */
export const mutedWordPattern = (word: string): string =>
  `(^|[^[:alnum:]_])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^[:alnum:]_])`;

/** The request's list, checked and normalised (duplicates dropped, order kept): 400 on anything else. */
export function parseMutedWords(input: unknown): string[] {
  const words = (input as { words?: unknown } | null)?.words;
  if (!Array.isArray(words) || words.some((word) => typeof word !== 'string')) throw RpcError.badRequest(MuteMessages.wordsRequired);
  const normalised = [...new Set((words as string[]).map(normaliseMutedWord))];
  if (normalised.some((word) => word.length === 0 || word.length > MutedWordLimits.length || word === '#')) {
    throw RpcError.badRequest(MuteMessages.wordLength);
  }
  if (normalised.length > MutedWordLimits.count) throw RpcError.badRequest(MuteMessages.tooManyWords);
  return normalised;
}
