import { memo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { HomeFeedTab } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { Tabs, type TabItem } from '../../../app/ui/Tabs';
import { useGetFeedInfiniteQuery } from '../../posts/api/postsApi';
import { CreatePostDialog } from '../../posts/components/post-dialogs';
import { PostList } from '../../posts/components/PostList';
import { SuggestedMembers } from '../../search/components/SuggestedMembers';

export const EMPTY_FEED_TEXT = 'No posts yet. Be the first to share something with the community!';
export const EMPTY_FOLLOWING_TEXT = 'Follow members to see their posts here.';
export const FIND_MEMBERS_TEXT = 'Find members in the community discussions';

const FEED_TABS: ReadonlyArray<TabItem<HomeFeedTab>> = [
  { id: 'latest', label: 'Latest' },
  { id: 'following', label: 'Following' },
  { id: 'trending', label: 'Trending' },
];

/** The tab in the URL (`?feed=following`); Latest when absent or unknown. */
export const feedTabFrom = (value: string | null): HomeFeedTab =>
  FEED_TABS.find((tab) => tab.id === value)?.id ?? 'latest';

const followingEmpty = (
  <>
    {EMPTY_FOLLOWING_TEXT} <Link to="/community/discussions">{FIND_MEMBERS_TEXT}</Link>
  </>
);

/**
 * Latest / Following / Trending tabs (kept in the URL as `?feed=`, so a reload or a shared link
 * opens the same tab; Latest leaves the URL clean), the Create Post button and the infinite list.
 * Memoised: the home page re-renders (its sidebar appearing) without re-rendering the feed.
 */
export const CommunityFeed = memo(function CommunityFeed() {
  const [params, setParams] = useSearchParams();
  const tab = feedTabFrom(params.get('feed'));
  const [creating, setCreating] = useState(false);
  const query = useGetFeedInfiniteQuery(tab);
  const select = (next: HomeFeedTab) => setParams((current) => {
    const updated = new URLSearchParams(current);
    if (next === 'latest') updated.delete('feed');
    else updated.set('feed', next);
    return updated;
  }, { replace: true });
  return (
    <section aria-labelledby="feed-heading">
      <StyledFeedHeader>
        <h2 id="feed-heading">Community Feed</h2>
      </StyledFeedHeader>
      <StyledCreate type="button" $block onPointerEnter={CreatePostDialog.preload} onFocus={CreatePostDialog.preload} onClick={() => setCreating(true)}>Create Post</StyledCreate>
      <Tabs label="Feed" tabs={FEED_TABS} selected={tab} onSelect={select}>
        <PostList query={query} emptyText={tab === 'following' ? followingEmpty : EMPTY_FEED_TEXT} />
        {/* A member who follows no one yet: members to follow under the empty state. */}
        {tab === 'following' && query.data?.pages[0]?.items.length === 0 && <SuggestedMembers />}
      </Tabs>
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
