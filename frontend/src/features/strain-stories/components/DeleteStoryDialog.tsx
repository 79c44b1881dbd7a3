import { useNavigate } from 'react-router-dom';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useDeleteStrainStoryMutation } from '../api/strainStoriesApi';

export const DELETE_FAILED_FALLBACK = 'There was an error deleting this story. Please try again.';

/** Confirms before deleting; afterwards the member goes to /strain-stories (spec §4). */
export function DeleteStoryDialog({ storyId, onClose }: { storyId: number; onClose: () => void }) {
  const [deleteStory, { isLoading }] = useDeleteStrainStoryMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const confirm = async () => {
    try {
      await deleteStory(storyId).unwrap();
      toast({ title: 'Story deleted', description: 'Your story has been successfully deleted.' });
      navigate('/strain-stories');
    } catch (error) {
      toast({ title: 'Delete failed', description: serverText(error, DELETE_FAILED_FALLBACK), variant: 'destructive' });
      onClose();
    }
  };
  return (
    <Dialog title="Delete Story" onClose={onClose}>
      <p>Are you sure you want to delete this story? This cannot be undone.</p>
      <StyledDialogActions>
        <StyledButton type="button" $variant="secondary" onClick={onClose}>Cancel</StyledButton>
        <StyledButton type="button" onClick={confirm} disabled={isLoading}>{isLoading ? 'Deleting...' : 'Delete'}</StyledButton>
      </StyledDialogActions>
    </Dialog>
  );
}
