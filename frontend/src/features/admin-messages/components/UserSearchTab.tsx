import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { pageItems } from '../../../app/paging';
import { StyledButton } from '../../../app/ui/Button';
import { SkeletonRegion, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { serverText } from '../../../shared/error-text';
import { formatAdminDate } from '../admin-date';
import { useGetUserMessagesInfiniteQuery } from '../api/adminMessagesApi';
import { LoadMore } from '../../../app/ui/LoadMore';

/** Look up one member's messages by user ID or username; Search is disabled while the field is blank. Every search is audited. */
export function UserSearchTab() {
  const [input, setInput] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (input.trim()) setUserId(input.trim());
  };
  return (
    <>
      <StyledForm onSubmit={onSubmit}>
        <label htmlFor="user-id">User ID or username</label>
        <div>
          <input id="user-id" value={input} onChange={(event) => setInput(event.target.value)} placeholder="Enter a user ID or username" autoComplete="off" />
          <StyledButton type="submit" disabled={input.trim() === ''}>Search</StyledButton>
        </div>
        <small>Every search is recorded in the audit log with your name.</small>
      </StyledForm>
      {userId && <UserMessages key={userId} userId={userId} />}
    </>
  );
}

function UserMessages({ userId }: { userId: string }) {
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetUserMessagesInfiniteQuery(userId, { refetchOnMountOrArgChange: true });
  const messages = pageItems(data);
  if (isLoading) return <UserMessagesSkeleton />;
  if (error && !data) return <p role="alert">{serverText(error, 'Unable to load this member\'s messages.')}</p>;
  if (messages.length === 0) return <p>No messages found for this user</p>;
  return (
    <>
      <StyledList aria-label="User messages">
        {messages.map((message) => (
          <li key={message.id} data-testid="user-message">
            <div>
              <span><strong>{message.sender.username}</strong> to <strong>{message.receiver.username}</strong></span>
              <StyledRead $read={message.read}>{message.read ? 'Read' : 'Unread'}</StyledRead>
            </div>
            <p>{message.content}</p>
            <small>{formatAdminDate(message.createdAt)}</small>
          </li>
        ))}
      </StyledList>
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </>
  );
}

/** A message's shape (who to whom and Read, the text, the date) while the search answers. */
function UserMessagesSkeleton() {
  return (
    <SkeletonRegion label="Loading messages..." testId="user-messages-skeleton">
      <StyledList>
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <div><StyledSkeletonText $width="45%" /><small><StyledSkeletonText $width="3.5em" /></small></div>
            <p><StyledSkeletonText $width="80%" /></p>
            <small><StyledSkeletonText $width="35%" /></small>
          </li>
        ))}
      </StyledList>
    </SkeletonRegion>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  label { font-weight: 600; }
  div { display: flex; gap: 8px; }
  input { flex: 1; min-width: 0; min-height: 44px; padding: 8px 12px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  li { padding: 12px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 10px; background: ${({ theme }) => theme.colors.surface}; }
  li > div { display: flex; justify-content: space-between; flex-wrap: wrap; gap: 8px; }
  p { margin: 6px 0 2px; white-space: pre-wrap; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledRead = styled.span<{ $read: boolean }>`
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ $read, theme }) => ($read ? theme.colors.muted : theme.colors.brandDark)};
`;
