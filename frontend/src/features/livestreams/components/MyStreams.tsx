import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyLiveStreamDto } from '@cannaverse/contracts';
import { pageItems } from '../../../app/paging';
import { StyledButton } from '../../../app/ui/Button';
import { StyledCard } from '../../../app/ui/Card';
import { LoadMore } from '../../../app/ui/LoadMore';
import { errorMessage } from '../../../shared/error-text';
import { useGetMyLivestreamsInfiniteQuery, useRegenerateStreamKeyMutation, useSetLivestreamLiveMutation } from '../api/livestreamsApi';
import { useToastedAction } from '../hooks/useToastedAction';
import { streamTimes } from '../stream-display';
import { IngestDetails } from './IngestDetails';
import { StatusBadge } from './StatusBadge';

/** My Streams: the member's own streams, with where and how to publish to each. */
export function MyStreams() {
  const { data, error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetMyLivestreamsInfiniteQuery();
  if (isLoading) return <p role="status">Loading your streams...</p>;
  if (error) return <p role="alert">{`Error loading streams: ${errorMessage(error, 'Unknown error')}`}</p>;
  const streams = pageItems(data);
  if (streams.length === 0) return <StyledEmpty>You have not created a stream yet. Use Create Stream to set one up.</StyledEmpty>;
  return (
    <StyledList>
      {streams.map((stream) => <li key={stream.id}><MyStreamCard stream={stream} /></li>)}
      {hasNextPage && (
        <li>
          <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} variant="secondary" />
        </li>
      )}
    </StyledList>
  );
}

function MyStreamCard({ stream }: { stream: MyLiveStreamDto }) {
  const [setLive, { isLoading: switching }] = useSetLivestreamLiveMutation();
  const [regenerate, { isLoading: regenerating }] = useRegenerateStreamKeyMutation();
  const run = useToastedAction('Something went wrong');

  return (
    <StyledStream>
      <StyledHeader>
        <StatusBadge status={stream.status} />
        <Link to={`/livestreams/${stream.id}`}>{stream.title}</Link>
        {stream.isPrivate && <StyledMuted>Private</StyledMuted>}
      </StyledHeader>
      <StyledMuted>{streamTimes(stream).join(' · ')} · {stream.totalViews} views</StyledMuted>
      <IngestDetails stream={stream} />
      <StyledActions>
        {stream.status === 'live'
          ? <StyledButton type="button" $variant="secondary" disabled={switching} onClick={() => void run(() => setLive({ id: stream.id, live: false }).unwrap(), 'Stream ended')}>End Stream</StyledButton>
          : <StyledButton type="button" disabled={switching} onClick={() => void run(() => setLive({ id: stream.id, live: true }).unwrap(), 'You are live')}>Go Live</StyledButton>}
        <StyledButton type="button" $variant="ghost" disabled={regenerating || stream.status === 'live'} onClick={() => void run(() => regenerate(stream.id).unwrap(), 'New stream key ready')}>
          Regenerate key
        </StyledButton>
      </StyledActions>
    </StyledStream>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStream = styled(StyledCard)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  a { font-weight: 700; font-size: 1.05rem; color: ${({ theme }) => theme.colors.brandDark}; overflow-wrap: anywhere; }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
