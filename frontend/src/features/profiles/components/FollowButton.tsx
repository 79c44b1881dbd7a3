import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useSetFollowMutation } from '../api/profilesApi';

/** Follow / Unfollow another member; the followers count moves at once (optimistic, undone on failure). */
export function FollowButton({ userId, isFollowing }: { userId: string; isFollowing: boolean }) {
  const [setFollow] = useSetFollowMutation();
  const { toast } = useToast();
  const onClick = async () => {
    try {
      await setFollow({ id: userId, follow: !isFollowing }).unwrap();
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, isFollowing ? 'Failed to unfollow' : 'Failed to follow'), variant: 'destructive' });
    }
  };
  return (
    <StyledButton type="button" $variant={isFollowing ? 'secondary' : 'primary'} aria-pressed={isFollowing} onClick={onClick}>
      {isFollowing ? 'Unfollow' : 'Follow'}
    </StyledButton>
  );
}
