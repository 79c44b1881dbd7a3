import { memo, useState } from 'react';
import styled from 'styled-components';
import type { FeedSort } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { StyledPillGroup } from '../../../app/ui/Toggle';
import { useGetFeedInfiniteQuery } from '../../posts/api/postsApi';
import { CreatePostDialog } from '../../posts/components/post-dialogs';
import { PostList } from '../../posts/components/PostList';

export const EMPTY_FEED_TEXT = 'No posts yet. Be the first to share something with the community!';

/** Latest / Trending toggle, the Create Post button and the infinite list. Memoised: the home page re-renders (its sidebar appearing) without re-rendering the feed. */
export const CommunityFeed = memo(function CommunityFeed() {
  const [sort, setSort] = useState<FeedSort>('latest');
  const [creating, setCreating] = useState(false);
  const query = useGetFeedInfiniteQuery(sort);
  return (
    <section aria-labelledby="feed-heading">
      <StyledFeedHeader>
        <h2 id="feed-heading">Community Feed</h2>
        <StyledPillGroup role="group" aria-label="Feed order">
          <button type="button" aria-pressed={sort === 'latest'} onClick={() => setSort('latest')}>Latest</button>
          <button type="button" aria-pressed={sort === 'trending'} onClick={() => setSort('trending')}>Trending</button>
        </StyledPillGroup>
      </StyledFeedHeader>
      <StyledCreate type="button" $block onPointerEnter={CreatePostDialog.preload} onFocus={CreatePostDialog.preload} onClick={() => setCreating(true)}>Create Post</StyledCreate>
      <PostList query={query} emptyText={EMPTY_FEED_TEXT} />
      {creating && <CreatePostDialog onClose={() => setCreating(false)} />}
    </section>
  );
});

const StyledFeedHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  h2 { margin: 0; font-size: 1.3rem; }
`;

const StyledCreate = styled(StyledButton)`
  margin-bottom: 16px;
`;
