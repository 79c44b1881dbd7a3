import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { LiveChatMessageDto } from '@cannaverse/contracts';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { smallButtonLook } from '../../../app/ui/Button';
import { formatDate } from '../../../shared/format';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useToastedAction } from '../hooks/useToastedAction';
import { ReportButton } from '../../reports/components/ReportButton';
import { useBanChatMemberMutation, useDeleteChatMessageMutation, useTimeoutChatMemberMutation } from '../api/livestreamsApi';

const TIMEOUT_SECONDS = 5 * 60;

interface ChatLineProps {
  message: LiveChatMessageDto;
  streamId: number;
  /** The creator or an admin looking at another member's line. */
  canModerate: boolean;
  /** Anyone signed in but its writer may report a line (issue 24). */
  canReport?: boolean;
}

/** One chat line: avatar, display name, time, text; moderators get delete, timeout and ban. */
export function ChatLine({ message, streamId, canModerate, canReport = false }: ChatLineProps) {
  const name = message.user.displayName ?? message.user.username;
  return (
    <StyledLine>
      <UserAvatar user={message.user} size={32} />
      <StyledBody>
        <StyledMeta>
          <strong>{name}</strong>
          <time dateTime={message.timestamp}>{formatDate(message.timestamp)}</time>
          {canReport && <ReportButton compact target={{ targetType: 'chat', targetId: String(message.id), excerpt: message.content }} />}
        </StyledMeta>
        <StyledText>{message.content}</StyledText>
        {canModerate && <ModerationActions message={message} streamId={streamId} name={name} />}
      </StyledBody>
    </StyledLine>
  );
}

function ModerationActions({ message, streamId, name }: { message: LiveChatMessageDto; streamId: number; name: string }) {
  const run = useToastedAction('Moderation failed');
  const [remove] = useDeleteChatMessageMutation();
  const [timeout] = useTimeoutChatMemberMutation();
  const [ban, { isLoading: banning }] = useBanChatMemberMutation();
  // A ban has no end (only a Lift from the bans list undoes it): it is asked for twice (issue 21).
  const [confirmBan, setConfirmBan] = useState(false);
  const doBan = async () => {
    await run(() => ban({ streamId, userId: message.userId }).unwrap(), `${name} is banned from this chat`);
    setConfirmBan(false);
  };
  return (
    <StyledModeration>
      <summary>Moderate</summary>
      <div>
        <button type="button" onClick={() => void run(() => remove({ streamId, messageId: message.id }).unwrap(), 'Message deleted')}>Delete message</button>
        <button type="button" onClick={() => void run(() => timeout({ streamId, userId: message.userId, seconds: TIMEOUT_SECONDS }).unwrap(), `${name} is timed out for 5 minutes`)}>Timeout 5 min</button>
        <button type="button" onClick={() => setConfirmBan(true)}>Ban from chat</button>
      </div>
      {/* Outside the chat's live region, so the dialog is not read out as a new chat line. */}
      {confirmBan && createPortal(
        <ConfirmDialog title={`Ban ${name} from this chat?`} confirmLabel="Ban" busyLabel="Banning..." busy={banning} onConfirm={() => void doBan()} onCancel={() => setConfirmBan(false)}>
          <p>They will no longer see or send messages in this stream's chat until the ban is lifted from the bans list.</p>
        </ConfirmDialog>,
        document.body,
      )}
    </StyledModeration>
  );
}

const StyledLine = styled.li`
  display: flex;
  gap: 10px;
  align-items: flex-start;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  align-items: baseline;
  time { color: ${({ theme }) => theme.colors.muted}; font-size: 0.78rem; }
`;

const StyledText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const StyledModeration = styled.details`
  font-size: 0.85rem;
  summary { cursor: pointer; color: ${({ theme }) => theme.colors.muted}; min-height: 24px; }
  div { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 4px; }
  button {
    ${smallButtonLook}
  }
`;
