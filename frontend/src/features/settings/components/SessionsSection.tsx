import { useState } from 'react';
import styled from 'styled-components';
import type { SessionDto } from '@cannaverse/contracts';
import { StyledButton, StyledSmallButton } from '../../../app/ui/Button';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { SkeletonRegion, SkeletonRow, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { useToast } from '../../../app/toasts/ToastProvider';
import { formatDate, formatRelativeTime } from '../../../shared/format';
import { serverText } from '../../../shared/error-text';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from '../api/settingsApi';
import { describeUserAgent } from '../user-agent';

/** The member's signed-in browsers: end one, or every one but this. */
export function SessionsSection() {
  const { data, isLoading, isError, refetch } = useSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const { toast } = useToast();

  if (isLoading) {
    return (
      <SkeletonRegion label="Loading..." testId="sessions-skeleton">
        {[0, 1].map((row) => <SkeletonRow key={row} circle={0} action="84px"><StyledSkeletonText $width="60%" /></SkeletonRow>)}
      </SkeletonRegion>
    );
  }
  if (isError || !data) {
    return <p role="alert">Unable to load your sessions. <StyledSmallButton type="button" onClick={() => refetch()}>Try again</StyledSmallButton></p>;
  }

  const onEnd = async (session: SessionDto) => {
    try {
      await endSession(session.id).unwrap();
      toast({ title: 'Signed out', description: `${describeUserAgent(session.userAgent)} is signed out.` });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Could not sign that session out'), variant: 'destructive' });
    }
  };
  const onEndOthers = async () => {
    try {
      const { ended } = await endOthers().unwrap();
      toast({ title: 'Signed out everywhere else', description: ended === 1 ? '1 other session ended.' : `${ended} other sessions ended.` });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Could not sign the other sessions out'), variant: 'destructive' });
    } finally {
      setConfirmOthers(false);
    }
  };
  const others = data.filter((session) => !session.current);

  return (
    <>
      <StyledList>
        {data.map((session) => (
          <li key={session.id}>
            <div>
              <strong>{describeUserAgent(session.userAgent)}</strong>
              {session.current && <StyledCurrent>This browser</StyledCurrent>}
              <small>
                Signed in {formatDate(session.createdAt)} · last active{' '}
                <time dateTime={session.lastSeenAt}>{formatRelativeTime(session.lastSeenAt)}</time>
              </small>
            </div>
            {!session.current && (
              <StyledSmallButton type="button" onClick={() => onEnd(session)} aria-label={`Sign out ${describeUserAgent(session.userAgent)}`}>Sign out</StyledSmallButton>
            )}
          </li>
        ))}
      </StyledList>
      {others.length > 0
        ? <StyledButton type="button" $variant="secondary" onClick={() => setConfirmOthers(true)}>Sign out everywhere else</StyledButton>
        : <p>You are signed in on this browser only.</p>}
      {confirmOthers && (
        <ConfirmDialog title="Sign out everywhere else?" confirmLabel="Sign out" busyLabel="Signing out..." busy={endingOthers}
          onConfirm={onEndOthers} onCancel={() => setConfirmOthers(false)}>
          <p>Every other browser signed in to your account is signed out at once. This one stays signed in.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 8px; min-width: 0; }
  small { flex-basis: 100%; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledCurrent = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brandDark};
`;
