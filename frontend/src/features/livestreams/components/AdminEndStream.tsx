import { useState } from 'react';
import { StyledButton } from '../../../app/ui/Button';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSetLivestreamLiveMutation } from '../api/livestreamsApi';
import { useToastedAction } from '../hooks/useToastedAction';

/**
 * An admin ends any member's live stream (issue 21), after confirming: every viewer sees it end,
 * and the creator's encoder is cut off. The server checks that the caller is an admin.
 */
export function AdminEndStream({ streamId, title }: { streamId: number; title: string }) {
  const [confirming, setConfirming] = useState(false);
  const [setLive, { isLoading }] = useSetLivestreamLiveMutation();
  const run = useToastedAction('Could not end the stream');
  const end = async () => {
    await run(() => setLive({ id: streamId, live: false }).unwrap(), 'Stream ended');
    setConfirming(false);
  };
  return (
    <>
      <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(true)}>End stream</StyledButton>
      {confirming && (
        <ConfirmDialog title="End this stream?" confirmLabel="End stream" busyLabel="Ending..." busy={isLoading} onConfirm={() => void end()} onCancel={() => setConfirming(false)}>
          <p>“{title}” ends for every viewer and its creator's encoder is cut off. The creator can start a new stream later.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
