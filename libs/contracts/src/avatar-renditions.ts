/**
 * Small square WebP copies of a member's avatar, made by social's media job (issue 14), so a 40 px
 * circle never downloads the 500 px original. Their keys follow from the avatar's own key
 * (`avatars/2026/11/<uuid>.jpg` → `avatars/2026/11/<uuid>-s96.webp`), so nothing about them travels
 * in events or sits in any service's `user_cards`: whoever shows an avatar derives the rendition's
 * URL, and the gateway's /media route sends the browser to the original while a rendition is not
 * made yet (older avatars until the backfill; a new one for the few seconds its job takes).
 */
export const AVATAR_RENDITION_SIZES = [96, 192] as const;
export type AvatarRenditionSize = (typeof AVATAR_RENDITION_SIZES)[number];

/** A stored avatar's key (identity writes JPEGs under `avatars/yyyy/mm/<uuid>.jpg`). */
const AVATAR_KEY = /^(avatars\/\d{4}\/\d{2}\/[0-9a-f-]{36})\.jpg$/;
/** A rendition's key: the avatar's key with `-s<size>.webp` in place of `.jpg`. */
const RENDITION_KEY = /^(avatars\/\d{4}\/\d{2}\/[0-9a-f-]{36})-s(\d+)\.webp$/;
const MEDIA_PREFIX = '/media/';

export const avatarRenditionKey = (avatarKey: string, size: AvatarRenditionSize): string | null => {
  const match = AVATAR_KEY.exec(avatarKey);
  return match ? `${match[1]}-s${size}.webp` : null;
};

/** Every rendition key an avatar can have (empty for a key that is not a stored avatar). */
export const avatarRenditionKeys = (avatarKey: string): string[] =>
  AVATAR_RENDITION_SIZES.map((size) => avatarRenditionKey(avatarKey, size)).filter((key): key is string => key !== null);

/** The avatar a rendition key belongs to, or null when the key is not an avatar rendition. */
export const avatarKeyOfRendition = (key: string): string | null => {
  const match = RENDITION_KEY.exec(key);
  return match && (AVATAR_RENDITION_SIZES as readonly number[]).includes(Number(match[2])) ? `${match[1]}.jpg` : null;
};

/** `/media/avatars/…/<uuid>.jpg` → its rendition's URL; null for any other URL (a preview's blob: URL, say). */
export const avatarRenditionUrl = (avatarUrl: string, size: AvatarRenditionSize): string | null => {
  if (!avatarUrl.startsWith(MEDIA_PREFIX)) return null;
  const key = avatarRenditionKey(avatarUrl.slice(MEDIA_PREFIX.length), size);
  return key ? `${MEDIA_PREFIX}${key}` : null;
};
