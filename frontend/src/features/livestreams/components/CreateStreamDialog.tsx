import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LivestreamLimits, LivestreamMessages } from '@cannaverse/contracts';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';
import { Field, TextAreaField } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { useCreateLivestreamMutation } from '../api/livestreamsApi';
import { createStreamFormSchema, emptyCreateStreamForm, toCreateLiveStreamInput, type CreateStreamFormValues } from '../schemas/create-stream.schemas';

/**
 * Create Stream (spec §2, §5, §8): a title is required ('Title required' / 'Please enter a title
 * for your stream'); on success 'Stream created!' and the new stream's page.
 */
export function CreateStreamDialog({ onClose }: { onClose: () => void }) {
  const [createLivestream] = useCreateLivestreamMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const formik = useFormik<CreateStreamFormValues>({
    initialValues: emptyCreateStreamForm(),
    validationSchema: createStreamFormSchema,
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        const stream = await createLivestream(toCreateLiveStreamInput(values)).unwrap();
        toast({ title: LivestreamMessages.created });
        onClose();
        navigate(`/livestreams/${stream.id}`);
      } catch {
        toast({ title: LivestreamMessages.createFailed, variant: 'destructive' });
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!formik.values.title.trim()) toast({ title: LivestreamMessages.titleRequiredTitle, description: LivestreamMessages.titleRequired, variant: 'destructive' });
    formik.handleSubmit(event);
  };

  return (
    <Dialog title="Create Stream" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Field
          id="create-stream-title"
          label="Title"
          placeholder="What are you streaming?"
          maxLength={LivestreamLimits.titleMax}
          {...formik.getFieldProps('title')}
          error={formik.submitCount > 0 && formik.errors.title}
        />
        <TextAreaField
          id="create-stream-description"
          label="Description (optional)"
          placeholder="Tell viewers what to expect"
          maxLength={LivestreamLimits.descriptionMax}
          {...formik.getFieldProps('description')}
          error={formik.submitCount > 0 && formik.errors.description}
        />
        <Field
          id="create-stream-tags"
          label="Tags (optional, comma-separated)"
          placeholder="indoor, autoflower"
          {...formik.getFieldProps('tags')}
          error={formik.submitCount > 0 && formik.errors.tags}
        />
        <StyledCheckbox>
          <input id="create-stream-private" type="checkbox" {...formik.getFieldProps({ name: 'isPrivate', type: 'checkbox' })} />
          <label htmlFor="create-stream-private">Private stream (only you and moderators can watch)</label>
        </StyledCheckbox>
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>Cancel</StyledButton>
          <StyledButton type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Creating...' : 'Create Stream'}</StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}

const StyledCheckbox = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 14px;
  input { width: 20px; height: 20px; }
`;
