import { memo, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PostDto } from '@cannaverse/contracts';
import { formatDate } from '../../../shared/format';
import { CommentsPanel } from './CommentsPanel';
import { LikeButton } from './LikeButton';
import { PostMedia } from './PostMedia';
import { PostOwnerActions } from './PostOwnerActions';
import { PostText } from './PostText';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useClamped } from '../hooks/useClamped';

/** Longer content than this gets the 'Show more' toggle (spec §9), when the clamp also cuts it. */
export const LONG_CONTENT_THRESHOLD = 150;

interface PostCardProps {
  post: PostDto;
  viewer: { id: string; isAdmin: boolean } | null;
}

/** Memoised: a list re-renders its cards only when their post (or the viewer) changes, not on every change around it. */
export const PostCard = memo(function PostCard({ post, viewer }: PostCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const panelId = `comments-${useId().replace(/:/g, '')}`;
  const isLong = post.content.length > LONG_CONTENT_THRESHOLD;
  const contentRef = useRef<HTMLParagraphElement>(null);
  // 151 characters can fit in two lines: a toggle there would do nothing.
  const clamped = useClamped(contentRef, isLong && !expanded, post.content);
  const isAuthor = viewer?.id === post.userId;

  return (
    <StyledPost aria-labelledby={`${panelId}-author`}>
      <StyledHeader>
        <UserAvatar user={post.user} />
        <StyledAuthor>
          <Link id={`${panelId}-author`} to={`/profile/${post.user.id}`} title={post.user.username}>{post.user.username}</Link>
          <StyledTime dateTime={post.createdAt}>{formatDate(post.createdAt)}</StyledTime>
        </StyledAuthor>
        {viewer && <PostOwnerActions post={post} canEdit={isAuthor} canDelete={isAuthor || viewer.isAdmin} canReport={!isAuthor} />}
      </StyledHeader>

      <StyledContent ref={contentRef} className={expanded ? undefined : 'line-clamp-3'} data-testid="post-content"><PostText content={post.content} /></StyledContent>
      {isLong && (expanded || clamped) && (
        <StyledLinkButton type="button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show less' : 'Show more'}
        </StyledLinkButton>
      )}

      <PostMedia post={post} />

      {post.strainName && (
        <StyledStrain>
          <p><strong>Strain:</strong> {post.strainName}</p>
          {post.strainRating !== null && <p><strong>Rating:</strong> {post.strainRating}/5</p>}
          {post.strainReview && <p>{post.strainReview}</p>}
        </StyledStrain>
      )}

      <StyledActions>
        <LikeButton post={post} />
        <StyledLinkButton type="button" aria-expanded={commentsOpen} aria-controls={panelId} onClick={() => setCommentsOpen((open) => !open)}>
          Comments ({post.commentsCount})
        </StyledLinkButton>
      </StyledActions>
      {commentsOpen && <CommentsPanel postId={post.id} id={panelId} />}
    </StyledPost>
  );
});

const StyledPost = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  @media (max-width: ${({ theme }) => theme.mobile}) { padding: 12px; }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 10px;
`;

const StyledAuthor = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  /* One line, never broken mid-word: a name too long for a phone ends in an ellipsis. */
  a { font-weight: 700; text-decoration: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  white-space: nowrap;
`;

const StyledContent = styled.p`
  margin: 0 0 4px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &.line-clamp-3 {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const StyledLinkButton = styled.button`
  min-height: 40px;
  padding: 4px 8px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const StyledStrain = styled.div`
  margin: 10px 0 0;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  p { margin: 2px 0; }
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
`;
