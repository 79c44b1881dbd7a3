import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { SocialLimits, ValidationMessages } from '@cannaverse/contracts';
import { Dialog } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';
import { TextAreaField } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { useCurrentUser } from '../../accounts/hooks/useCurrentUser';
import { serverText } from '../../../shared/error-text';
import { useCreatePostMutation } from '../api/postsApi';
import { uploadMedia, UploadError } from '../api/upload-media';
import { rememberLocalMedia } from '../../../shared/local-media';
import { postFormSchema, emptyPostForm, toCreatePostInput, type PostFormValues } from '../schemas/post.schemas';
import { MediaDropZone } from './MediaDropZone';
import { StrainFields } from './StrainFields';

/** `initialContent` starts the text, e.g. a hashtag when a discussion is started from its topic. */
export function CreatePostDialog({ onClose, initialContent = '' }: { onClose: () => void; initialContent?: string }) {
  const { user } = useCurrentUser();
  const [createPost] = useCreatePostMutation();
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  // Errors wait for the first submit (tabbing past an empty field is not a mistake), then follow every change.
  const [attempted, setAttempted] = useState(false);
  const formik = useFormik<PostFormValues>({
    initialValues: { ...emptyPostForm(), content: initialContent },
    validationSchema: postFormSchema,
    validateOnBlur: attempted,
    validateOnChange: attempted,
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
          if (values.media.type.startsWith('image/')) rememberLocalMedia(mediaUrl, values.media);
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
      <form onSubmit={(event) => { setAttempted(true); formik.handleSubmit(event); }} noValidate>
        <TextAreaField
          id="create-post-content"
          label="Content"
          placeholder="What's on your mind?"
          {...formik.getFieldProps('content')}
          maxLength={SocialLimits.postContentMax}
          error={formik.touched.content && formik.errors.content}
        />
        <MediaDropZone
          id="create-post-media"
          file={formik.values.media}
          error={mediaError}
          onChange={(file) => {
            // The media check runs at once: a wrong file type is news before Create Post.
            void formik.setFieldValue('media', file, true);
            void formik.setFieldTouched('media', true, false);
          }}
        />
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
