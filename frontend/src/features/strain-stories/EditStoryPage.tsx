import { Navigate, useNavigate } from 'react-router-dom';
import type { StrainStoryDto, StrainStoryInput } from '@cannaverse/contracts';
import { isApiError } from '../../app/api';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { useToast } from '../../app/toasts/ToastProvider';
import { serverText } from '../../shared/error-text';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { useGetStrainStoryQuery, useUpdateStrainStoryMutation } from './api/strainStoriesApi';
import { STORY_SAVE_FALLBACK } from './CreateStoryPage';
import { StoryForm } from './components/StoryForm';
import { StorySkeleton, StoryStateCard } from './components/StoryStates';
import { storyFormValues } from './schemas/story-form.schemas';
import { useStoryId } from './hooks/useStoryRoute';

/** /strain-stories/{id}/edit: 'Edit Your Story', for its author and admins; anyone else goes to the story. */
export default function EditStoryPage() {
  const id = useStoryId();
  if (id === null) return <StyledPage><StoryStateCard title="Invalid Story ID" /></StyledPage>;
  return <EditStory id={id} />;
}

function EditStory({ id }: { id: number }) {
  const { user } = useCurrentUser();
  const { data: story, isLoading, error } = useGetStrainStoryQuery(id);
  if (isLoading) return <StyledPage><StorySkeleton count={1} /></StyledPage>;
  if (!story) {
    return isApiError(error) && error.status === 404
      ? <StyledPage><StoryStateCard title="Story Not Found" text="The story you're trying to edit couldn't be found." /></StyledPage>
      : <StyledPage><StoryStateCard title="Error Loading Story" text="There was a problem loading this strain story. It may have been removed or doesn't exist." /></StyledPage>;
  }
  if (!user || (user.id !== story.userId && !user.isAdmin)) return <Navigate to={`/strain-stories/${id}`} replace />;
  return <EditForm story={story} />;
}

function EditForm({ story }: { story: StrainStoryDto }) {
  const [updateStory] = useUpdateStrainStoryMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const submit = async (changes: StrainStoryInput) => {
    try {
      await updateStory({ id: story.id, changes }).unwrap();
      toast({ title: 'Story updated!', description: 'Your changes have been saved.' });
      navigate(`/strain-stories/${story.id}`);
    } catch (error) {
      toast({ title: 'Error updating story', description: serverText(error, STORY_SAVE_FALLBACK), variant: 'destructive' });
    }
  };
  return (
    <StyledPage>
      <StyledCard>
        <h1>Edit Your Story</h1>
        <StoryForm initialValues={storyFormValues(story)} currentStrain={story.strain} submitLabel="Save Changes" cancelTo={`/strain-stories/${story.id}`} onSubmit={submit} />
      </StyledCard>
    </StyledPage>
  );
}
