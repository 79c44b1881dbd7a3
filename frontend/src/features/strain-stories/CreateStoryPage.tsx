import { Link, useNavigate } from 'react-router-dom';
import type { StrainStoryInput } from '@cannaverse/contracts';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { useToast } from '../../app/toasts/ToastProvider';
import { serverText } from '../../shared/error-text';
import { useCreateStrainStoryMutation } from './api/strainStoriesApi';
import { StoryForm } from './components/StoryForm';
import { emptyStoryForm } from './schemas/story-form.schemas';
import { useCanPostStories } from './hooks/useStoryRoute';

export const STORY_SAVE_FALLBACK = 'Something went wrong. Please check your story and try again.';

/** /strain-stories/create: 'Share Your Experience'. Free members read stories; posting comes with Cannanaut. */
export default function CreateStoryPage() {
  const canPost = useCanPostStories();
  const [createStory] = useCreateStrainStoryMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const submit = async (input: StrainStoryInput) => {
    try {
      const { id } = await createStory(input).unwrap();
      toast({ title: 'Story created!', description: 'Your story is now live for the community.' });
      navigate(`/strain-stories/${id}`);
    } catch (error) {
      toast({ title: 'Error creating story', description: serverText(error, STORY_SAVE_FALLBACK), variant: 'destructive' });
    }
  };

  return (
    <StyledPage>
      <StyledCard>
        <h1>Share Your Experience</h1>
        {canPost ? (
          <StoryForm initialValues={emptyStoryForm()} currentStrain={null} submitLabel="Share Story" cancelTo="/strain-stories" onSubmit={submit} />
        ) : (
          <>
            <p>Posting strain stories is part of the Cannanaut membership. On the free plan you can read and upvote every story.</p>
            <Link to="/membership">View Membership Options</Link>
          </>
        )}
      </StyledCard>
    </StyledPage>
  );
}
