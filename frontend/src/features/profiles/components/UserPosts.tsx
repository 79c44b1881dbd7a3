import styled from 'styled-components';
import { useGetUserPostsInfiniteQuery } from '../../posts/api/postsApi';
import { PostList } from '../../posts/components/PostList';

export function UserPosts({ userId }: { userId: string }) {
  const query = useGetUserPostsInfiniteQuery(userId);
  return (
    <StyledSection aria-labelledby="user-posts-heading">
      <h2 id="user-posts-heading">Posts</h2>
      <PostList query={query} emptyText="No posts yet" />
    </StyledSection>
  );
}

const StyledSection = styled.section`
  margin-top: 20px;
  h2 { font-size: 1.2rem; margin: 0 0 12px; }
`;
