import { useState } from 'react';
import type { PostDto } from '@cannaverse/contracts';
import { ActionMenu, type MenuAction } from '../../../app/ui/ActionMenu';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useDeletePostMutation } from '../api/postsApi';
import { EditPostDialog } from './post-dialogs';

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

  // In a '⋯' menu: two buttons beside the author squeezed a long username onto two lines on phones.
  const actions: MenuAction[] = [
    ...(canEdit ? [{ label: 'Edit post', onSelect: () => setOpen('edit') }] : []),
    { label: 'Delete post', onSelect: () => setOpen('delete'), danger: true },
  ];
  return (
    <>
      <ActionMenu label="Post actions" actions={actions} />
      {open === 'edit' && <EditPostDialog post={post} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <ConfirmDialog title="Delete this post?" confirmLabel="Delete" busyLabel="Deleting..." busy={isDeleting} onConfirm={() => void onDelete()} onCancel={() => setOpen(null)}>
          <p>This removes the post with its likes and comments. It cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
