import { useFormik } from 'formik';
import { SocialLimits, type PostDto } from '@cannaverse/contracts';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';
import { TextAreaField } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useUpdatePostMutation } from '../api/postsApi';
import { editPostFormSchema, toUpdatePostInput } from '../schemas/post.schemas';
import { StrainFields } from './StrainFields';

/** The author edits text and strain fields; the media stays as posted. */
export function EditPostDialog({ post, onClose }: { post: PostDto; onClose: () => void }) {
  const [updatePost] = useUpdatePostMutation();
  const { toast } = useToast();
  const formik = useFormik({
    initialValues: {
      content: post.content,
      strainName: post.strainName ?? '',
      strainRating: post.strainRating ?? SocialLimits.ratingDefault,
      strainReview: post.strainReview ?? '',
    },
    validationSchema: editPostFormSchema,
    onSubmit: async (values) => {
      try {
        await updatePost({ id: post.id, changes: toUpdatePostInput(values) }).unwrap();
        toast({ title: 'Success', description: 'Post updated successfully' });
        onClose();
      } catch (error) {
        toast({ title: 'Error', description: serverText(error, 'Failed to update post'), variant: 'destructive' });
      }
    },
  });

  return (
    <Dialog title="Edit Post" onClose={onClose}>
      <form onSubmit={formik.handleSubmit} noValidate>
        <TextAreaField
          id="edit-post-content"
          label="Content"
          {...formik.getFieldProps('content')}
          maxLength={SocialLimits.postContentMax}
          error={formik.touched.content && formik.errors.content}
        />
        <StrainFields formik={formik} idPrefix="edit-post" />
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>Cancel</StyledButton>
          <StyledButton type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Saving...' : 'Save Changes'}</StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
