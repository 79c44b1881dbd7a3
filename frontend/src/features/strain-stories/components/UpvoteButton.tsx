import type { StrainStoryDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useUpvoteStrainStoryMutation } from '../api/strainStoriesApi';

/** One upvote per member: after it the button says so and rests. */
export function UpvoteButton({ story }: { story: StrainStoryDto }) {
  const [upvote, { isLoading }] = useUpvoteStrainStoryMutation();
  const { toast } = useToast();
  const onClick = async () => {
    try {
      await upvote(story.id).unwrap();
      toast({ title: 'Thanks for your vote!', description: 'Your upvote has been recorded.' });
    } catch (error) {
      toast({ title: 'Upvote failed', description: serverText(error, 'There was an error upvoting this story.'), variant: 'destructive' });
    }
  };
  return (
    <StyledButton type="button" $variant={story.upvotedByMe ? 'secondary' : 'primary'} onClick={onClick} disabled={isLoading || story.upvotedByMe} aria-pressed={story.upvotedByMe}>
      <span aria-hidden="true">▲</span> {story.upvotedByMe ? 'Upvoted' : 'Upvote'} ({story.upvotes})
    </StyledButton>
  );
}
