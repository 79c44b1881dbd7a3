import { useState } from 'react';
import type { PostDto } from '@cannaverse/contracts';
import { ActionMenu, type MenuAction } from '../../../app/ui/ActionMenu';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useDeletePostMutation } from '../api/postsApi';
import { EditPostDialog } from './post-dialogs';
import { ReportDialog } from '../../reports/components/report-dialog';
import { useMuteMember } from '../../blocks/components/MuteButton';

/**
 * Edit (author), Delete (author or admin), Report and Mute the author (anyone else signed in: issue
 * 24). The spec is silent on these; members expect them.
 */
export function PostOwnerActions({ post, canEdit, canDelete = true, canReport = false }: { post: PostDto; canEdit: boolean; canDelete?: boolean; canReport?: boolean }) {
  const [open, setOpen] = useState<'edit' | 'delete' | 'report' | null>(null);
  const [deletePost, { isLoading: isDeleting }] = useDeletePostMutation();
  const { toast } = useToast();
  const { change: changeMute } = useMuteMember();

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
    ...(canDelete ? [{ label: 'Delete post', onSelect: () => setOpen('delete'), danger: true }] : []),
    ...(canReport ? [{ label: 'Report post', onSelect: () => setOpen('report') }] : []),
    ...(canReport ? [{ label: `Mute @${post.user.username}`, onSelect: () => void changeMute(post.userId, post.user.username, true) }] : []),
  ];
  return (
    <>
      <ActionMenu label="Post actions" actions={actions} />
      {open === 'edit' && <EditPostDialog post={post} onClose={() => setOpen(null)} />}
      {open === 'report' && <ReportDialog target={{ targetType: 'post', targetId: post.id, excerpt: post.content }} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <ConfirmDialog title="Delete this post?" confirmLabel="Delete" busyLabel="Deleting..." busy={isDeleting} onConfirm={() => void onDelete()} onCancel={() => setOpen(null)}>
          <p>This removes the post with its likes and comments. It cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
