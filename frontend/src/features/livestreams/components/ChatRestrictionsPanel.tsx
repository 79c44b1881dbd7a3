import styled from 'styled-components';
import type { ChatRestrictionDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { LoadMore } from '../../../app/ui/LoadMore';
import { formatDate } from '../../../shared/format';
import { errorMessage } from '../../../shared/error-text';
import { UserAvatar } from '../../posts/components/UserAvatar';
import { useGetChatRestrictionsInfiniteQuery, useLiftChatRestrictionMutation } from '../api/livestreamsApi';
import { useToastedAction } from '../hooks/useToastedAction';

/**
 * The creator's and admins' list of the members kept out of this stream's chat, newest first, a
 * page at a time, each with Lift (issue 21). The server refuses it to anyone else.
 */
export function ChatRestrictionsPanel({ streamId }: { streamId: number }) {
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetChatRestrictionsInfiniteQuery(streamId, { refetchOnMountOrArgChange: true });
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  if (isLoading) return <p role="status">Loading bans and timeouts...</p>;
  if (error) return <p role="alert">Could not load bans and timeouts: {errorMessage(error, 'Please try again.')}</p>;
  return (
    <StyledPanel aria-labelledby="chat-restrictions-heading">
      <h2 id="chat-restrictions-heading">Bans and timeouts</h2>
      {items.length === 0 ? (
        <StyledMuted>Nobody is banned or timed out.</StyledMuted>
      ) : (
        <StyledList aria-label="Active bans and timeouts">
          {items.map((restriction) => <RestrictionRow key={restriction.userId} streamId={streamId} restriction={restriction} />)}
        </StyledList>
      )}
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </StyledPanel>
  );
}

function RestrictionRow({ streamId, restriction }: { streamId: number; restriction: ChatRestrictionDto }) {
  const run = useToastedAction('Could not lift the restriction');
  const [lift, { isLoading }] = useLiftChatRestrictionMutation();
  const name = restriction.user.displayName ?? restriction.user.username;
  const what = restriction.kind === 'ban' ? 'Banned' : `Timed out until ${formatDate(restriction.expiresAt ?? '')}`;
  return (
    <StyledRow>
      <UserAvatar user={restriction.user} size={32} />
      <StyledWho>
        <strong>{name}</strong>
        <span>{what}</span>
      </StyledWho>
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={isLoading}
        aria-label={`Lift ${restriction.kind === 'ban' ? 'the ban' : 'the timeout'} of ${name}`}
        onClick={() => void run(() => lift({ streamId, userId: restriction.userId }).unwrap(), `${name} can chat again`)}
      >
        Lift
      </StyledButton>
    </StyledRow>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h2 { margin: 0; font-size: 1.1rem; }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const StyledWho = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;
