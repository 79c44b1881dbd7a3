import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LivestreamMessages, type LiveStreamDto, type LiveStreamStatus } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { UserAvatar } from '../../posts/components/UserAvatar';
import { streamTimes, watchingLabel } from '../stream-display';
import type { FloatingReaction } from '../hooks/useLiveChannel';
import { ReactionBurst } from './ReactionBurst';
import { StatusBadge } from './StatusBadge';

interface StreamHeaderProps {
  stream: LiveStreamDto;
  status: LiveStreamStatus;
  startedAt: string | null;
  endedAt: string | null;
  viewerCount: number;
  /** Sends a reaction over the live channel; false when the connection is not open. */
  react(): boolean;
  canReact: boolean;
  /** Everyone's reactions in the room, fanned out over the live channel. */
  reactions: { count: number; recent: FloatingReaction[] };
  /** Actions beside Like (an admin's End stream). */
  actions?: ReactNode;
}

/** Spec §2: title, LIVE/ENDED/OFFLINE, 'N watching', times, Like ('love'), the creator, description, tags. */
export function StreamHeader({ stream, status, startedAt, endedAt, viewerCount, react, canReact, reactions, actions }: StreamHeaderProps) {
  const { toast } = useToast();
  const like = () => {
    if (react()) toast({ title: LivestreamMessages.reactionSentTitle, description: LivestreamMessages.reactionSent('love') });
  };
  return (
    <StyledHeader>
      <StyledTitleRow>
        <h1>{stream.title}</h1>
        <StatusBadge status={status} />
      </StyledTitleRow>
      <StyledFacts>
        <span>{watchingLabel(viewerCount)}</span>
        {streamTimes({ startedAt, endedAt }).map((line) => <span key={line}>{line}</span>)}
      </StyledFacts>
      <StyledRow>
        <StyledCreator>
          <UserAvatar user={stream.user} size={44} />
          <span>
            <StyledLabel>Creator</StyledLabel>
            <strong>{stream.user.displayName ?? stream.user.username}</strong>
          </span>
        </StyledCreator>
        <StyledActions>
          <ReactionBurst count={reactions.count} recent={reactions.recent} />
          <StyledButton type="button" $variant="secondary" onClick={like} disabled={!canReact} aria-label="Like this stream">
            <span aria-hidden="true">♥</span> Like
          </StyledButton>
          {actions}
        </StyledActions>
      </StyledRow>
      {stream.description && <StyledDescription>{stream.description}</StyledDescription>}
      {stream.tags && <StyledTags><span>Tags:</span> {stream.tags}</StyledTags>}
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 14px;
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  h1 { margin: 0; font-size: 1.5rem; overflow-wrap: anywhere; }
`;

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const StyledCreator = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  span { display: flex; flex-direction: column; }
`;

const StyledLabel = styled.small`
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  font-size: 0.72rem;
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledTags = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.brandDark};
  span { font-weight: 600; }
`;
