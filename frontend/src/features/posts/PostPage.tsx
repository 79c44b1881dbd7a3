import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { StyledPage } from '../../app/ui/Card';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { useGetPostQuery } from './api/postsApi';
import { PostCard } from './components/PostCard';
import { PostSkeleton } from './components/PostSkeleton';

export const POST_GONE_TEXT = 'This post is no longer available.';

/** /posts/{id}: one post with its comments (where a report's 'View in context' leads, issue 24). */
export default function PostPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: post, isLoading, isError } = useGetPostQuery(id);
  return (
    <StyledNarrow>
      {isLoading && <PostSkeleton />}
      {isError && <p role="alert">{POST_GONE_TEXT}</p>}
      {post && <PostCard post={post} viewer={user ? { id: user.id, isAdmin: user.isAdmin } : null} />}
    </StyledNarrow>
  );
}

const StyledNarrow = styled(StyledPage)`
  max-width: 680px;
`;
