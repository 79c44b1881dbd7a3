import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../accounts/hooks/useCurrentUser';
import { pageItems } from '../../../app/paging';
import { SkeletonRegion, SkeletonRow, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useGetConversationsInfiniteQuery } from '../api/messagesApi';
import { formatMessageTime } from '../message-time';
import { LoadMore } from '../../../app/ui/LoadMore';

/** The inbox: one line per member, newest conversation first, with what is unread. */
export function ConversationList() {
  const { user: me } = useCurrentUser();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetConversationsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const conversations = pageItems(data);

  if (isLoading) return <ConversationsSkeleton />;
  if (isError && !data) return <p role="alert">Unable to load your conversations.</p>;
  if (conversations.length === 0) {
    return (
      <StyledEmpty>
        <p>No conversations yet.</p>
        <p>Open a member&apos;s profile and press Message to start one.</p>
      </StyledEmpty>
    );
  }
  return (
    <>
      <StyledList aria-label="Conversations">
        {conversations.map(({ user, lastMessage, unreadCount }) => (
          <li key={user.id}>
            <Link to={`/messages/${user.id}`} data-testid="conversation">
              <UserAvatar user={user} size={44} linked={false} />
              <StyledText>
                <span>
                  <strong>{user.displayName ?? user.username}</strong>
                  <time dateTime={lastMessage.createdAt}>{formatMessageTime(lastMessage.createdAt)}</time>
                </span>
                <span>{lastMessage.senderId === me?.id ? 'You: ' : ''}{lastMessage.content}</span>
              </StyledText>
              {unreadCount > 0 && <StyledUnread aria-label={`${unreadCount} unread`}>{unreadCount}</StyledUnread>}
            </Link>
          </li>
        ))}
      </StyledList>
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </>
  );
}

/** A conversation's shape (avatar, name and time, the last message) while the inbox loads. */
function ConversationsSkeleton() {
  return (
    <SkeletonRegion label="Loading conversations..." testId="conversations-skeleton">
      <StyledList>
        {[0, 1, 2, 3].map((key) => (
          <li key={key}>
            <SkeletonRow circle={44}><StyledSkeletonText $width="40%" /><StyledSkeletonText $width="75%" /></SkeletonRow>
          </li>
        ))}
      </StyledList>
    </SkeletonRegion>
  );
}

const StyledEmpty = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  p { margin: 0 0 4px; }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  /* The link, or the skeleton's row while the list loads. */
  li > * { display: flex; align-items: center; gap: 12px; padding: 12px 4px; }
  a { color: inherit; text-decoration: none; }
  a:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const StyledText = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  span:first-child { display: flex; justify-content: space-between; gap: 8px; }
  strong { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  time { flex: none; font-size: 0.8rem; color: ${({ theme }) => theme.colors.muted}; }
  span:last-child { color: ${({ theme }) => theme.colors.muted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const StyledUnread = styled.span`
  flex: none;
  min-width: 24px;
  padding: 2px 8px;
  border-radius: 999px;
  text-align: center;
  font-size: 0.8rem;
  font-weight: 700;
  color: #fff;
  background: ${({ theme }) => theme.colors.danger};
`;
