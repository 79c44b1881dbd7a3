import { AVATAR_RENDITION_SIZES, avatarRenditionUrl } from '@cannaverse/contracts';

export interface AvatarImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `<img>` sources of an avatar shown `cssSize` px wide: its small square renditions (96 and
 * 192 px WebP, made by the media job) with width descriptors, so the browser takes the smallest that
 * covers the circle at the screen's density (96 for a 40 px circle at 1x and 2x) and never the
 * 500 px original. Until a rendition is made the server sends the original in its place. A URL that
 * is not a stored avatar (a local preview) is used as it is.
 */
export function avatarImageSources(avatarUrl: string, cssSize: number): AvatarImageSources {
  const renditions = AVATAR_RENDITION_SIZES.map((size) => [avatarRenditionUrl(avatarUrl, size), size] as const);
  if (renditions.some(([url]) => url === null)) return { src: avatarUrl };
  return {
    src: renditions[0][0]!,
    srcSet: renditions.map(([url, size]) => `${url} ${size}w`).join(', '),
    sizes: `${cssSize}px`,
  };
}
