import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { MessageDto } from '@cannaverse/contracts';
import { pageItems } from '../../../app/paging';
import { LoadMore } from '../../../app/ui/LoadMore';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/store';
import { MESSAGE_POLL_MS, useGetConversationInfiniteQuery } from '../api/messagesApi';
import { useKeepScrolledToNewest } from '../hooks/useKeepScrolledToNewest';
import { formatMessageTime } from '../message-time';
import { ReportMessageDialog } from './ReportMessageDialog';

export const NO_MESSAGES_TEXT = 'No messages yet. Start a conversation!';
/** Message box height (spec §9). */
export const MESSAGE_BOX_HEIGHT = 400;
/** Scrolled this close to the top, the next older page loads. */
const LOAD_OLDER_AT = 60;

/**
 * The conversation in a 400 px box, oldest at the top: own messages on the right, the other
 * member's on the left, each with its time and (theirs) a Report action. Polled every 5 s while
 * the tab is visible; older pages load when the box is scrolled to the top.
 */
export function MessageList({ userId, meId, canWrite = true }: { userId: string; meId: string; canWrite?: boolean }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetConversationInfiniteQuery(userId, {
    pollingInterval: MESSAGE_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnMountOrArgChange: true,
  });
  const [reporting, setReporting] = useState<MessageDto | null>(null);
  // Pages come newest first; the box reads top-down from the oldest.
  const messages = useMemo(() => (pageItems(data)).slice().reverse(), [data]);
  const newest = messages.at(-1) ?? null;
  const newestFromThem = useMemo(() => [...messages].reverse().find((message) => message.senderId !== meId)?.id ?? null, [messages, meId]);
  const { box, onScroll } = useKeepScrolledToNewest<HTMLDivElement>(newest?.id ?? null, messages[0]?.id ?? null, newest?.senderId === meId);

  // Opening the conversation marked their messages read on the server: refresh the badge and the inbox.
  useEffect(() => {
    if (newestFromThem) dispatch(api.util.invalidateTags(['Unread', { type: 'Conversation', id: 'LIST' }]));
  }, [dispatch, newestFromThem]);

  const loadOlder = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  return (
    <>
      <StyledBox
        ref={box}
        role="log"
        aria-label="Messages"
        tabIndex={0}
        onScroll={() => {
          onScroll();
          if ((box.current?.scrollTop ?? 1) < LOAD_OLDER_AT) loadOlder();
        }}
      >
        <StyledOlder hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={loadOlder} label="Load older messages" />
        {isLoading && <StyledCentered role="status">Loading messages...</StyledCentered>}
        {isError && !data && <StyledCentered role="alert">Unable to load messages.</StyledCentered>}
        {!isLoading && !isError && messages.length === 0 && <StyledCentered>{canWrite ? NO_MESSAGES_TEXT : 'No messages yet.'}</StyledCentered>}
        <StyledList>
          {messages.map((message) => {
            const own = message.senderId === meId;
            return (
              <StyledMessage key={message.id} $own={own} data-testid="message" data-own={own}>
                <p>{message.content}</p>
                <footer>
                  <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
                  {!own && <button type="button" onClick={() => setReporting(message)}>Report</button>}
                </footer>
              </StyledMessage>
            );
          })}
        </StyledList>
      </StyledBox>
      {reporting && <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />}
    </>
  );
}

const StyledBox = styled.div`
  height: ${MESSAGE_BOX_HEIGHT}px;
  overflow-y: auto;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const StyledMessage = styled.li<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: min(80%, 520px);
  padding: 8px 12px;
  border-radius: ${({ $own }) => ($own ? '14px 14px 4px 14px' : '14px 14px 14px 4px')};
  color: ${({ $own, theme }) => ($own ? '#fff' : theme.colors.text)};
  background: ${({ $own, theme }) => ($own ? theme.colors.brandDark : theme.colors.surface)};
  border: 1px solid ${({ $own, theme }) => ($own ? theme.colors.brandDark : theme.colors.border)};
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  footer { display: flex; align-items: center; justify-content: flex-end; gap: 8px; margin-top: 4px; font-size: 0.75rem; opacity: 0.85; }
  button { min-height: 32px; padding: 0 6px; border: 0; background: transparent; color: inherit; text-decoration: underline; font-size: 0.75rem; cursor: pointer; }
`;

const StyledCentered = styled.p`
  margin: 140px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledOlder = styled(LoadMore)`
  display: block;
  margin: 0 auto 8px;
  min-height: 36px;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 400;
`;
