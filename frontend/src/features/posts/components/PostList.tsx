import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PostDto } from '@cannaverse/contracts';
import { pageItems } from '../../../app/paging';
import { LoadMore } from '../../../app/ui/LoadMore';
import { useToast } from '../../../app/toasts/ToastProvider';
import { useCurrentUser } from '../../accounts/hooks/useCurrentUser';
import { useInfiniteScroll } from '../../../shared/use-infinite-scroll';
import { useDeferredReveal } from '../../../shared/use-deferred-reveal';
import { useMountWhenIdle } from '../../../shared/when-idle';
import type { PostPages } from '../api/postsApi';
import { PostCard } from './PostCard';
import { PostSkeleton } from './PostSkeleton';

export const FEED_ERROR_TEXT = 'Error loading posts. Please try refreshing the page.';
export const FEED_ERROR_TOAST = 'Failed to load posts. Please try again later.';
/** Cards that fill a phone's first screen; the rest of a page follows when the browser is idle. */
const FIRST_SCREEN_POSTS = 3;

/** The slice of an RTK infinite query result the list needs (feed, topics and profile share it). */
export interface PostListQuery {
  /** The pages of the list's current arguments only (RTK's `data` keeps the previous arguments' pages). */
  currentData?: PostPages;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function PostList({ query, emptyText }: { query: PostListQuery; emptyText: ReactNode }) {
  const { user } = useCurrentUser();
  const { toast } = useToast();
  // The first page is revealed in a deferred, sliced render (see useDeferredReveal), a phone
  // screen's worth of cards first and the rest once the browser is idle: the first cards paint
  // sooner, and no single main-thread task builds the whole page.
  // A list opened for new arguments (another tab, another member's profile) shows its own posts
  // only: RTK's `data` would show the previous list's until the new one arrives, so the skeleton
  // stands until the first page of these arguments is here.
  const loading = query.isLoading || (query.isFetching && !query.currentData);
  const revealed = useDeferredReveal(!loading);
  // One object per member, so the memoised cards are not re-rendered for a new but equal one.
  const viewerId = user?.id;
  const viewerIsAdmin = user?.isAdmin ?? false;
  const viewer = useMemo(() => (viewerId ? { id: viewerId, isAdmin: viewerIsAdmin } : null), [viewerId, viewerIsAdmin]);
  const allShown = useMountWhenIdle(revealed);
  const loaded: PostDto[] = pageItems(query.currentData);
  const posts = allShown ? loaded : loaded.slice(0, FIRST_SCREEN_POSTS);
  const canLoadMore = allShown && query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const sentinel = useInfiniteScroll<HTMLDivElement>(canLoadMore, () => query.fetchNextPage(), loaded.length);

  const reported = useRef(false);
  useEffect(() => {
    if (query.isError && !reported.current) {
      reported.current = true;
      toast({ title: 'Error', description: FEED_ERROR_TOAST, variant: 'destructive' });
    }
    if (!query.isError) reported.current = false;
  }, [query.isError, toast]);

  if (!revealed) {
    return (
      <StyledList aria-busy="true">
        <p className="visually-hidden" role="status">Loading posts...</p>
        {[0, 1, 2].map((key) => <PostSkeleton key={key} />)}
      </StyledList>
    );
  }
  if (query.isError && posts.length === 0) return <StyledMessage role="alert">{FEED_ERROR_TEXT}</StyledMessage>;
  if (posts.length === 0) return <StyledMessage>{emptyText}</StyledMessage>;

  return (
    <StyledList>
      {posts.map((post) => <PostCard key={post.id} post={post} viewer={viewer} />)}
      <div ref={sentinel} aria-hidden="true" />
      {query.isError && <StyledMessage role="alert">{FEED_ERROR_TEXT}</StyledMessage>}
      {allShown && <LoadMore {...query} variant="secondary" block />}
    </StyledList>
  );
}

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const StyledMessage = styled.p`
  margin: 16px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
