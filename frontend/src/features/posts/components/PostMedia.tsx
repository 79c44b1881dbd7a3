import { useState } from 'react';
import styled from 'styled-components';
import type { MediaRenditionDto, PostDto } from '@cannaverse/contracts';
import { Dialog } from '../../../app/ui/Dialog';
import { feedRatio } from '../media-crop';
import { localMedia } from '../../../shared/local-media';

/** Until the media job has measured it (or the image has loaded), reserve a 4:3 box so the feed does not jump. */
const FALLBACK = { width: 800, height: 600 };

type MediaPost = Pick<PostDto, 'mediaUrl' | 'mediaType' | 'thumbnail' | 'mediaWidth' | 'mediaHeight' | 'mediaRenditions' | 'user'>;

/**
 * How wide the feed shows a photo: the card spans the column (at most 640 px) less its padding and
 * the page's gutters. With this, a 375 px phone at 2x asks for ~640 device pixels and gets the 640 px
 * rendition, not the original.
 */
export const FEED_IMAGE_SIZES = '(max-width: 680px) calc(100vw - 56px), 608px';

const srcSet = (renditions: MediaRenditionDto[], format: MediaRenditionDto['format']) =>
  renditions.filter((rendition) => rendition.format === format).map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ');

export function PostMedia({ post }: { post: MediaPost }) {
  const [loaded, setLoaded] = useState<{ width: number; height: number } | null>(null);
  const [open, setOpen] = useState(false);
  if (!post.mediaUrl) return null;
  const width = post.mediaWidth ?? loaded?.width ?? FALLBACK.width;
  const height = post.mediaHeight ?? loaded?.height ?? FALLBACK.height;
  if (post.mediaType === 'video') {
    return (
      <StyledVideo controls preload="metadata" poster={post.thumbnail ?? undefined} width={width} height={height} aria-label={`Video shared by ${post.user.username}`}>
        <source src={post.mediaUrl} />
      </StyledVideo>
    );
  }
  const alt = `Photo shared by ${post.user.username}`;
  // Renditions come from the media job; until it has run the author's card shows their own file from
  // memory, and anyone else (or an old post) gets the original, all there is.
  const renditions = post.mediaRenditions;
  const avif = srcSet(renditions, 'avif');
  const webp = srcSet(renditions, 'webp');
  const image = (
    <StyledImage
      src={webp ? renditions.filter((rendition) => rendition.format === 'webp').at(-1)!.url : localMedia(post.mediaUrl) ?? post.mediaUrl}
      srcSet={webp || undefined}
      sizes={webp ? FEED_IMAGE_SIZES : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      style={{ aspectRatio: String(feedRatio(width, height)) }}
      onLoad={(event) => setLoaded({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
    />
  );
  return (
    <>
      <StyledOpen type="button" aria-label="Open photo" onClick={() => setOpen(true)}>
        {avif ? (
          <picture>
            <source type="image/avif" srcSet={avif} sizes={FEED_IMAGE_SIZES} />
            {image}
          </picture>
        ) : image}
      </StyledOpen>
      {/* The original only when the member opens the photo. */}
      {open && (
        <Dialog title="Photo" hideTitle variant="media" onClose={() => setOpen(false)}>
          <StyledWhole src={post.mediaUrl} alt={alt} width={width} height={height} />
        </Dialog>
      )}
    </>
  );
}

const StyledOpen = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: 10px;
  background: transparent;
  cursor: zoom-in;
`;

/** Cropped, never letterboxed: the box has the feed shape and the photo covers it. */
const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
`;

/** The whole photo, as large as the screen allows (the dialog's padding and margins aside). */
const StyledWhole = styled.img`
  display: block;
  width: auto;
  height: auto;
  max-width: calc(100vw - 48px);
  max-height: calc(100vh - 64px);
  border-radius: 8px;
`;

const StyledVideo = styled.video`
  display: block;
  width: 100%;
  height: auto;
  max-height: 560px;
  border-radius: 10px;
  background: #000;
`;
