import { useState } from 'react';
import { StyledButton } from '../../../app/ui/Button';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useSetBlockedMutation } from '../api/blocksApi';

/** Block (after a confirmation saying what it does) or Unblock another member. */
export function BlockButton({ userId, username, blocked }: { userId: string; username: string; blocked: boolean }) {
  const [setBlocked, { isLoading }] = useSetBlockedMutation();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);

  const change = async (block: boolean) => {
    try {
      await setBlocked({ userId, blocked: block }).unwrap();
      toast(block
        ? { title: 'Member blocked', description: `${username} can no longer message you, follow you or comment on your posts.` }
        : { title: 'Member unblocked', description: `${username} can message you again.` });
      setConfirming(false);
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, block ? 'Failed to block' : 'Failed to unblock'), variant: 'destructive' });
    }
  };

  if (blocked) return <StyledButton type="button" $variant="secondary" disabled={isLoading} onClick={() => change(false)}>Unblock</StyledButton>;
  return (
    <>
      <StyledButton type="button" $variant="ghost" onClick={() => setConfirming(true)}>Block</StyledButton>
      {confirming && (
        <Dialog title={`Block ${username}?`} onClose={() => setConfirming(false)}>
          <p>They won&apos;t be able to message you, follow you or comment on your posts, and follows between you end. They are not told. You can unblock them in Settings.</p>
          <StyledDialogActions>
            <StyledButton type="button" $variant="ghost" onClick={() => setConfirming(false)}>Cancel</StyledButton>
            <StyledButton type="button" disabled={isLoading} onClick={() => change(true)}>Block</StyledButton>
          </StyledDialogActions>
        </Dialog>
      )}
    </>
  );
}
