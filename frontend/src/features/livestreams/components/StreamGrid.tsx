import styled from 'styled-components';
import { LivestreamMessages, LivestreamTimings } from '@cannaverse/contracts';
import { pageItems } from '../../../app/paging';
import { LoadMore } from '../../../app/ui/LoadMore';
import { errorMessage } from '../../../shared/error-text';
import { useGetLivestreamsInfiniteQuery } from '../api/livestreamsApi';
import { StreamCard, StreamCardSkeleton } from './StreamCard';

interface StreamGridProps {
  /** Truncates the list (Other Live Streams passes 3); without it, 6 skeletons while loading and paging. */
  limit?: number;
  /** Leave this stream out (the page it is shown on). */
  excludeId?: number;
}

/**
 * The stream grid (spec §2): live streams, then (without a limit) recent ones, refreshed every 30 s
 * while the tab is visible. 'No Live Streams' when nobody is live.
 */
export function StreamGrid({ limit, excludeId }: StreamGridProps) {
  const { data, error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetLivestreamsInfiniteQuery(undefined, {
    pollingInterval: LivestreamTimings.listRefreshMs,
    skipPollingIfUnfocused: true,
  });

  if (isLoading) {
    if (limit !== undefined) return <p role="status">Loading streams...</p>;
    return (
      <StyledGrid aria-busy="true" aria-label="Loading streams">
        {Array.from({ length: LivestreamTimings.gridSkeletons }, (_, index) => <li key={index}><StreamCardSkeleton /></li>)}
      </StyledGrid>
    );
  }
  if (error) return <StyledError role="alert">{`Error loading streams: ${errorMessage(error, 'Unknown error')}`}</StyledError>;

  const streams = pageItems(data).filter((stream) => stream.id !== excludeId);
  const live = streams.filter((stream) => stream.status === 'live');
  const recent = streams.filter((stream) => stream.status !== 'live');
  const shown = (list: typeof streams) => (limit === undefined ? list : list.slice(0, limit));

  return (
    <div>
      {live.length === 0 ? (
        <StyledEmpty>
          <h3>{LivestreamMessages.noLiveStreams}</h3>
          <p>Nobody is live right now. Check back soon, or start a stream of your own.</p>
        </StyledEmpty>
      ) : (
        <StyledGrid aria-label="Live streams">{shown(live).map((stream) => <li key={stream.id}><StreamCard stream={stream} /></li>)}</StyledGrid>
      )}
      {recent.length > 0 && limit === undefined && (
        <>
          <StyledSubheading>Recent Streams</StyledSubheading>
          <StyledGrid aria-label="Recent streams">{recent.map((stream) => <li key={stream.id}><StreamCard stream={stream} /></li>)}</StyledGrid>
        </>
      )}
      {limit === undefined && hasNextPage && (
        <StyledMore>
          <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} variant="secondary" />
        </StyledMore>
      )}
    </div>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEmpty = styled.div`
  padding: 32px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 { margin: 0 0 6px; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledSubheading = styled.h3`
  margin: 28px 0 12px;
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 20px;
`;
