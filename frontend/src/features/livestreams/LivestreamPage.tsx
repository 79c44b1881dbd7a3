import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LivestreamMessages, LivestreamTimings, type LiveStreamDto } from '@cannaverse/contracts';
import { isApiError } from '../../app/api';
import { StyledButton } from '../../app/ui/Button';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { useToast } from '../../app/toasts/ToastProvider';
import { errorMessage } from '../../shared/error-text';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { useGetLivestreamQuery } from './api/livestreamsApi';
import { AdminEndStream } from './components/AdminEndStream';
import { ReportButton } from '../reports/components/ReportButton';
import { ChatPanel } from './components/ChatPanel';
import { ChatRestrictionsPanel } from './components/ChatRestrictionsPanel';
import { StreamGrid } from './components/StreamGrid';
import { StreamHeader } from './components/StreamHeader';
import { StreamInfo } from './components/StreamInfo';
import { StreamPlayer } from './components/StreamPlayer';
import { StreamRecording } from './components/StreamRecording';
import { StreamSetup } from './components/StreamSetup';
import { Tabs } from '../../app/ui/Tabs';
import { useLiveChannel } from './hooks/useLiveChannel';
import { parseStreamId } from './stream-display';

/** /livestreams/{id} (spec §2): invalid id, sign-in prompt, or the stream with its live channel. */
export default function LivestreamPage() {
  const { id: raw } = useParams();
  const id = parseStreamId(raw);
  const { user, isLoading } = useCurrentUser();

  if (id === null) {
    return (
      <StyledPage>
        <StyledCard role="alert">
          <h1>{LivestreamMessages.invalidStreamUrl}</h1>
          <Link to="/livestreams">Back to Live Streams</Link>
        </StyledCard>
      </StyledPage>
    );
  }
  if (isLoading) return <StyledPage><p role="status">Loading stream...</p></StyledPage>;
  if (!user) {
    // The spec's sign-in link is /login; our sign-in page is /auth (docs/decisions.md).
    return (
      <StyledPage>
        <StyledCard>
          <h1>{LivestreamMessages.signInToView}</h1>
          <StyledButton as={Link} to="/auth">Sign In</StyledButton>
        </StyledCard>
      </StyledPage>
    );
  }
  return <StreamLoader id={id} userId={user.id} isAdmin={user.isAdmin} />;
}

function StreamLoader({ id, userId, isAdmin }: { id: number; userId: string; isAdmin: boolean }) {
  const { data: stream, error, isLoading } = useGetLivestreamQuery(id, { pollingInterval: LivestreamTimings.detailRefetchMs, skipPollingIfUnfocused: true });
  if (isLoading) return <StyledPage><BackLink /><p role="status">Loading stream...</p></StyledPage>;
  if (error || !stream) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <StyledPage>
        <BackLink />
        <StyledCard role="alert">
          <p>{missing ? LivestreamMessages.notFound : `Error loading stream: ${errorMessage(error, 'Unknown error')}`}</p>
        </StyledCard>
      </StyledPage>
    );
  }
  return <StreamScreen key={stream.id} stream={stream} userId={userId} isAdmin={isAdmin} />;
}

type SideTab = 'chat' | 'info' | 'bans';

function StreamScreen({ stream, userId, isAdmin }: { stream: LiveStreamDto; userId: string; isAdmin: boolean }) {
  const { toast } = useToast();
  const [tab, setTab] = useState<SideTab>('chat');
  const channel = useLiveChannel(stream.id, userId, stream.status, {
    onEnded: () => toast({ title: LivestreamMessages.streamEndedTitle, description: LivestreamMessages.streamEnded }),
    onConnectionError: () => toast({ title: LivestreamMessages.connectionErrorTitle, description: LivestreamMessages.connectionError, variant: 'destructive' }),
  });
  // The live channel is newer than the 10-second refetch; either may be first.
  const live = channel.status ?? stream;
  const sideTabs: Array<{ id: SideTab; label: string }> = [
    { id: 'chat', label: `Chat (${channel.messages.length})` },
    { id: 'info', label: 'Info' },
    // The creator's and admins' list of bans and timeouts with Lift (issue 21).
    ...(stream.canModerate ? [{ id: 'bans' as const, label: 'Bans' }] : []),
  ];
  return (
    <StyledPage>
      <BackLink />
      <StyledLayout>
        <section aria-label="Stream">
          {/* Ended with a recording owed or made: it takes the player's place (issue 21). */}
          {live.status === 'ended' && stream.recordingStatus
            ? <StreamRecording stream={stream} />
            : <StreamPlayer status={live.status} playbackUrl={live.playbackUrl} title={stream.title} />}
          <StreamHeader
            stream={stream}
            status={live.status}
            startedAt={live.startedAt}
            endedAt={live.endedAt}
            viewerCount={live.status === 'live' ? channel.viewerCount ?? stream.viewerCount : 0}
            react={() => channel.sendReaction('love')}
            canReact={channel.state === 'open'}
            reactions={channel.reactions}
            actions={stream.userId === userId ? null : (
              <>
                {isAdmin && live.status === 'live' && <AdminEndStream streamId={stream.id} title={stream.title} />}
                <ReportButton target={{ targetType: 'stream', targetId: String(stream.id), excerpt: stream.title }} />
              </>
            )}
          />
          {stream.userId === userId && <StreamSetup streamId={stream.id} />}
        </section>
        <StyledSide>
          <Tabs<SideTab> label="Stream chat and information" selected={tab} onSelect={setTab} tabs={sideTabs}>
            {tab === 'chat' && <ChatPanel stream={stream} channel={channel} currentUserId={userId} ended={live.status === 'ended'} />}
            {tab === 'info' && <StreamInfo description={stream.description} />}
            {tab === 'bans' && stream.canModerate && <ChatRestrictionsPanel streamId={stream.id} />}
          </Tabs>
        </StyledSide>
      </StyledLayout>
      <StyledOthers aria-labelledby="other-live-streams">
        <h2 id="other-live-streams">Other Live Streams</h2>
        <StreamGrid limit={LivestreamTimings.otherStreamsShown} excludeId={stream.id} />
      </StyledOthers>
    </StyledPage>
  );
}

function BackLink() {
  return <StyledBack to="/livestreams">← Back to Live Streams</StyledBack>;
}

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 600;
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const StyledSide = styled(StyledCard)`
  min-width: 0;
`;

const StyledOthers = styled.section`
  margin-top: 36px;
`;
