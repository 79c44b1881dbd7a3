import { useState } from 'react';
import styled from 'styled-components';
import { LivestreamMessages as M, type LiveStreamDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { useDeleteRecordingMutation } from '../api/livestreamsApi';
import { useToastedAction } from '../hooks/useToastedAction';
import { Slate } from './StreamPlayer';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * An ended stream's recording in place of the player (issue 21): 'Watch the recording' with the
 * MP4 once it is ready, a line while it is prepared or when it could not be made, and for the
 * creator and admins (the ones who moderate the stream) a Delete that asks first.
 */
export function StreamRecording({ stream }: { stream: LiveStreamDto }) {
  const [confirming, setConfirming] = useState(false);
  const [deleteRecording, { isLoading }] = useDeleteRecordingMutation();
  const run = useToastedAction('Could not delete the recording');
  const remove = () => run(() => deleteRecording(stream.id).unwrap(), M.recordingDeleted).finally(() => setConfirming(false));

  if (stream.recordingStatus === 'processing') return <Slate heading={M.streamEndedTitle} text={M.recordingProcessing} />;
  if (stream.recordingStatus !== 'ready' || !stream.recordingUrl) return <Slate heading={M.streamEndedTitle} text={M.recordingFailed} />;
  return (
    <StyledRecording aria-label={M.watchRecording}>
      <StyledHeading>
        <h2>{M.watchRecording}</h2>
        {stream.canModerate && <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(true)}>Delete recording</StyledButton>}
      </StyledHeading>
      {/* Progressive MP4 (+faststart): plays from the first bytes; the gateway answers range requests. */}
      <StyledVideo src={stream.recordingUrl} controls playsInline preload="metadata" aria-label={`Recording: ${stream.title}`} data-testid="recording-video" />
      {stream.recordingExpiresAt && <StyledNote>{M.recordingRetention(day.format(new Date(stream.recordingExpiresAt)))}</StyledNote>}
      {confirming && (
        <Dialog title="Delete recording" onClose={() => setConfirming(false)}>
          <p>{M.deleteRecordingConfirm}</p>
          <StyledDialogActions>
            <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(false)}>Cancel</StyledButton>
            <StyledButton type="button" onClick={() => void remove()} disabled={isLoading}>{isLoading ? 'Deleting...' : 'Delete'}</StyledButton>
          </StyledDialogActions>
        </Dialog>
      )}
    </StyledRecording>
  );
}

const StyledRecording = styled.section`
  display: grid;
  gap: 8px;
`;

const StyledHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 { margin: 0; font-size: 1.2rem; }
`;

const StyledVideo = styled.video`
  width: 100%;
  aspect-ratio: 16 / 9;
  display: block;
  border-radius: ${({ theme }) => theme.radius};
  background: #000;
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
