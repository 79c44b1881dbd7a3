import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LiveChannelMessages, LivestreamLimits, type LiveStreamDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import type { LiveChannel } from '../hooks/useLiveChannel';
import { ChatLine } from './ChatLine';
import { SlowModeControl } from './SlowModeControl';

interface ChatPanelProps {
  stream: LiveStreamDto;
  channel: LiveChannel;
  currentUserId: string;
  /** The stream has ended: its chat is closed (the server refuses new lines). */
  ended: boolean;
}

/**
 * The Chat tab (spec §2): the lines (avatar, name, time, text), 'No messages yet', and the input,
 * whose send button works only while the live channel is open. New lines are announced politely
 * to screen readers (role="log").
 */
export function ChatPanel({ stream, channel, currentUserId, ended }: ChatPanelProps) {
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const open = channel.state === 'open';
  const count = channel.messages.length;

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (channel.sendChat(text)) setText('');
  };

  return (
    <StyledChat>
      {stream.canModerate && <SlowModeControl streamId={stream.id} seconds={channel.slowModeSeconds} />}
      {count === 0 && (
        <StyledEmpty>
          <strong>No messages yet</strong>
          <span>Be the first to say something!</span>
        </StyledEmpty>
      )}
      <StyledList ref={list} role="log" aria-live="polite" aria-relevant="additions" aria-label="Chat messages" $empty={count === 0}>
        {channel.messages.map((message) => (
          <ChatLine key={message.id} message={message} streamId={stream.id} canModerate={stream.canModerate && message.userId !== currentUserId && message.userId !== stream.userId} canReport={message.userId !== currentUserId} />
        ))}
      </StyledList>
      {channel.banned ? (
        // One state, said once: no input to type into, no "Reconnecting..." (the client has stopped).
        <StyledBanned role="alert">{LiveChannelMessages.banned}</StyledBanned>
      ) : (
        <>
          {channel.notice && <StyledNotice role="alert">{channel.notice}</StyledNotice>}
          {channel.slowModeSeconds > 0 && <StyledHint>Slow mode: one message every {channel.slowModeSeconds} seconds.</StyledHint>}
          {ended && <StyledHint>This stream has ended: its chat is closed.</StyledHint>}
          <ChatForm text={text} setText={setText} submit={submit} open={open} ended={ended} />
          {!open && <StyledHint role="status">{channel.state === 'connecting' ? 'Connecting to chat...' : 'Chat is disconnected. Reconnecting...'}</StyledHint>}
        </>
      )}
    </StyledChat>
  );
}

interface ChatFormProps {
  text: string;
  setText(text: string): void;
  submit(event: FormEvent): void;
  open: boolean;
  ended: boolean;
}

function ChatForm({ text, setText, submit, open, ended }: ChatFormProps) {
  return (
    <StyledForm onSubmit={submit}>
      <label htmlFor="live-chat-input" className="visually-hidden">Chat message</label>
      <input
        id="live-chat-input"
        type="text"
        placeholder="Type a message..."
        value={text}
        maxLength={LivestreamLimits.chatMax}
        disabled={ended}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <StyledButton type="submit" disabled={!open || ended} aria-label="Send message">Send</StyledButton>
    </StyledForm>
  );
}

const StyledChat = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 24px 8px;
  text-align: center;
  span { color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledList = styled.ol<{ $empty: boolean }>`
  display: ${({ $empty }) => ($empty ? 'none' : 'flex')};
  flex-direction: column;
  gap: 10px;
  max-height: 420px;
  margin: 0;
  padding: 0 4px 0 0;
  overflow-y: auto;
  list-style: none;
`;

const StyledNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const StyledBanned = styled.p`
  margin: 0;
  padding: 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  text-align: center;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

const StyledForm = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 10px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
