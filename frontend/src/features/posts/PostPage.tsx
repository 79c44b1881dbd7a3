import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../app/api-error';
import { StyledPage } from '../../app/ui/Card';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { useGetPostQuery } from './api/postsApi';
import { PostCard } from './components/PostCard';
import { PostSkeleton } from './components/PostSkeleton';

export const POST_GONE_TEXT = 'This post is no longer available.';

/**
 * /posts/{id}: one post on its own, with its comments: where a notification about it and a
 * report's 'View in context' lead (issues 24 and 26).
 */
export default function PostPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: post, isLoading, error, refetch } = useGetPostQuery(id, { refetchOnMountOrArgChange: true });

  return (
    <StyledNarrowPage>
      <h1 className="visually-hidden">Post</h1>
      {isLoading ? <PostSkeleton /> : post ? <PostCard post={post} viewer={user ? { id: user.id, isAdmin: user.isAdmin } : null} /> : (
        isApiError(error) && error.status === 404
          ? <p role="alert">{POST_GONE_TEXT}</p>
          : <p role="alert">Unable to load the post. <button type="button" onClick={() => void refetch()}>Try again</button></p>
      )}
    </StyledNarrowPage>
  );
}

const StyledNarrowPage = styled(StyledPage)`
  max-width: 760px;
`;
