import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { SocialLimits, ValidationMessages } from '@cannaverse/contracts';
import { Dialog } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';
import { StyledError, StyledField, TextAreaField } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { useCurrentUser } from '../../auth/authApi';
import { serverText } from '../api/error-text';
import { useCreatePostMutation } from '../api/postsApi';
import { uploadMedia, UploadError } from '../api/upload-media';
import { postFormSchema, emptyPostForm, MEDIA_ACCEPT, toCreatePostInput, type PostFormValues } from '../schemas/post.schemas';
import { StrainFields } from './StrainFields';

export function CreatePostDialog({ onClose }: { onClose: () => void }) {
  const { user } = useCurrentUser();
  const [createPost] = useCreatePostMutation();
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const formik = useFormik<PostFormValues>({
    initialValues: emptyPostForm(),
    validationSchema: postFormSchema,
    onSubmit: async (values) => {
      if (!user) {
        toast({ title: 'Error', description: ValidationMessages.mustBeLoggedInToPost, variant: 'destructive' });
        return;
      }
      let mediaUrl: string | null = null;
      if (values.media) {
        aborter.current = new AbortController();
        setProgress(0);
        try {
          mediaUrl = (await uploadMedia(values.media, setProgress, aborter.current.signal)).url;
        } catch (error) {
          setProgress(null);
          const reason = error instanceof UploadError && error.status > 0 ? error.message : undefined;
          toast({ title: 'Error: Failed to upload image', description: reason, variant: 'destructive' });
          return;
        }
      }
      try {
        await createPost(toCreatePostInput(values, mediaUrl)).unwrap();
        toast({ title: 'Success', description: 'Post created successfully' });
        onClose();
      } catch (error) {
        setProgress(null);
        toast({ title: 'Error', description: serverText(error, 'Failed to create post'), variant: 'destructive' });
      }
    },
  });

  const mediaError = formik.touched.media && typeof formik.errors.media === 'string' ? formik.errors.media : undefined;
  return (
    <Dialog title="Create Post" onClose={onClose}>
      <form onSubmit={formik.handleSubmit} noValidate>
        <TextAreaField
          id="create-post-content"
          label="Content"
          placeholder="What's on your mind?"
          {...formik.getFieldProps('content')}
          maxLength={SocialLimits.postContentMax}
          error={formik.touched.content && formik.errors.content}
        />
        <StyledField>
          <label htmlFor="create-post-media">Media</label>
          <input
            id="create-post-media"
            name="media"
            type="file"
            accept={MEDIA_ACCEPT}
            aria-invalid={Boolean(mediaError)}
            aria-describedby={mediaError ? 'create-post-media-error' : undefined}
            onChange={(event) => {
              void formik.setFieldValue('media', event.currentTarget.files?.[0] ?? null);
              void formik.setFieldTouched('media', true, false);
            }}
          />
          {mediaError && <StyledError id="create-post-media-error" role="alert">{mediaError}</StyledError>}
        </StyledField>
        {progress !== null && (
          <StyledProgress>
            <label htmlFor="create-post-progress">Uploading… {progress}%</label>
            <progress id="create-post-progress" max={100} value={progress} />
          </StyledProgress>
        )}
        <StrainFields formik={formik} idPrefix="create-post" />
        <StyledButton type="submit" $block disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Creating...' : 'Create Post'}</StyledButton>
      </form>
    </Dialog>
  );
}

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
  font-size: 0.9rem;
  progress { width: 100%; height: 10px; accent-color: ${({ theme }) => theme.colors.brand}; }
`;
