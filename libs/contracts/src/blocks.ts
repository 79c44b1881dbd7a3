import type { AuthorCard } from './user-cards.js';

/** Blocking a member (`/api/users/{id}/block`, `/api/blocks`; social's `blocks` feature). */

/** Answer of `GET` / `POST` / `DELETE /api/users/{id}/block`: whether the actor blocks that member. */
export interface BlockStatusDto {
  blocked: boolean;
}

/** A line of the blocks list in settings (`GET /api/blocks`), newest first. */
export interface BlockedMemberDto {
  user: AuthorCard;
  blockedAt: string;
}

/** Muting a member (`/api/users/{id}/mute`, `/api/mutes`): their content leaves the muter's views; they are never told. */
export interface MuteStatusDto {
  muted: boolean;
}

/** A line of the mutes list in settings (`GET /api/mutes`), newest first. */
export interface MutedMemberDto {
  user: AuthorCard;
  mutedAt: string;
}

/**
 * The caller's muted words and hashtags (`GET` / `PUT /api/me/muted-words`): a post whose text
 * contains one (as a whole word, any case; `#tag` as that hashtag) leaves the caller's feed and topic pages.
 */
export interface MutedWordsDto {
  words: string[];
}

/** Whether the caller may message a member (`GET /api/messages/{userId}/status`). */
export interface MessageStatusDto {
  /** False when a block either way or the member's setting refuses; never says which. */
  canMessage: boolean;
  /** Whether the caller blocks that member (so the screen can offer Unblock). */
  blockedByMe: boolean;
}

export const MutedWordLimits = { count: 50, length: 50 } as const;

export const MuteMessages = {
  cannotMuteSelf: "You can't mute yourself",
  wordsRequired: 'words must be a list of words or hashtags',
  tooManyWords: `You can mute at most ${MutedWordLimits.count} words`,
  wordLength: `A muted word must be 1 to ${MutedWordLimits.length} characters`,
} as const;
