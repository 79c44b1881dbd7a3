import styled from 'styled-components';
import type { PostDto } from '@cannaverse/contracts';
import { useToast } from '../../../app/toasts/ToastProvider';
import { errorMessage } from '../../../shared/error-text';
import { useSetLikeMutation } from '../api/postsApi';

/**
 * The heart is filled when the post has at least one like (spec §4); the viewer's own like is
 * `aria-pressed`, so a screen reader hears whether pressing it likes or unlikes.
 */
export function LikeButton({ post }: { post: Pick<PostDto, 'id' | 'userId' | 'likesCount' | 'likedByMe'> }) {
  const [setLike] = useSetLikeMutation();
  const { toast } = useToast();
  const filled = post.likesCount >= 1;

  const onClick = async () => {
    try {
      await setLike({ postId: post.id, authorId: post.userId, liked: !post.likedByMe }).unwrap();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update like'), variant: 'destructive' });
    }
  };

  return (
    <StyledLike type="button" aria-pressed={post.likedByMe} onClick={onClick} $mine={post.likedByMe}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-testid="like-icon" data-filled={filled}>
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 2.9 4.5 6.6 4.5c2.1 0 3.6 1.1 4.4 2.6.8-1.5 2.3-2.6 4.4-2.6 3.7 0 5.7 4 4.2 7.3C19.5 16.4 12 21 12 21z"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="visually-hidden">Like</span>
      <span data-testid="likes-count">{post.likesCount}</span>
    </StyledLike>
  );
}

const StyledLike = styled.button<{ $mine: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 6px 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.brandLight : '#fff')};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  cursor: pointer;
  span[data-testid='likes-count'] { color: ${({ theme }) => theme.colors.text}; }
`;
