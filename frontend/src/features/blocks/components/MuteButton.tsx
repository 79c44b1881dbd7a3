import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useSetMutedMutation } from '../api/mutesApi';

/** What a mute does, in the words the toasts use. */
export const mutedToast = (username: string) => ({
  title: 'Member muted',
  description: `You won't see ${username}'s posts, comments, stories or chat messages. They are not told.`,
});

/** The mutation with its toasts, for the profile's button and the post menu. */
export function useMuteMember() {
  const [setMuted, { isLoading }] = useSetMutedMutation();
  const { toast } = useToast();
  const change = async (userId: string, username: string, mute: boolean) => {
    try {
      await setMuted({ userId, muted: mute }).unwrap();
      toast(mute ? mutedToast(username) : { title: 'Member unmuted', description: `You'll see ${username}'s posts again.` });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, mute ? 'Failed to mute' : 'Failed to unmute'), variant: 'destructive' });
    }
  };
  return { change, isLoading };
}

/** Mute or Unmute another member (no confirmation: it is silent and undone with one click). */
export function MuteButton({ userId, username, muted }: { userId: string; username: string; muted: boolean }) {
  const { change, isLoading } = useMuteMember();
  return (
    <StyledButton type="button" $variant={muted ? 'secondary' : 'ghost'} disabled={isLoading} onClick={() => void change(userId, username, !muted)}>
      {muted ? 'Unmute' : 'Mute'}
    </StyledButton>
  );
}
