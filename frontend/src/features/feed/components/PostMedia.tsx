import styled from 'styled-components';
import type { PostDto } from '@cannaverse/contracts';

/** Until the media job has measured it, reserve a 4:3 box so the feed does not jump. */
const FALLBACK = { width: 800, height: 600 };

export function PostMedia({ post }: { post: Pick<PostDto, 'mediaUrl' | 'mediaType' | 'thumbnail' | 'mediaWidth' | 'mediaHeight' | 'user'> }) {
  if (!post.mediaUrl) return null;
  const width = post.mediaWidth ?? FALLBACK.width;
  const height = post.mediaHeight ?? FALLBACK.height;
  if (post.mediaType === 'video') {
    return (
      <StyledVideo controls preload="metadata" poster={post.thumbnail ?? undefined} width={width} height={height} aria-label={`Video shared by ${post.user.username}`}>
        <source src={post.mediaUrl} />
      </StyledVideo>
    );
  }
  return <StyledImage src={post.mediaUrl} alt={`Photo shared by ${post.user.username}`} loading="lazy" decoding="async" width={width} height={height} />;
}

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 560px;
  object-fit: contain;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledVideo = styled.video`
  display: block;
  width: 100%;
  height: auto;
  max-height: 560px;
  border-radius: 10px;
  background: #000;
`;
