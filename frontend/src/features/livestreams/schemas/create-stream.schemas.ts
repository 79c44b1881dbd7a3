import { createLiveStreamSchema, type CreateLiveStreamInput } from '@cannaverse/contracts';

/** The Create Stream form: the server's own schema (same messages), with the form's text fields. */
export const createStreamFormSchema = createLiveStreamSchema;

export interface CreateStreamFormValues {
  title: string;
  description: string;
  tags: string;
  isPrivate: boolean;
}

export const emptyCreateStreamForm = (): CreateStreamFormValues => ({ title: '', description: '', tags: '', isPrivate: false });

export const toCreateLiveStreamInput = (values: CreateStreamFormValues): CreateLiveStreamInput => ({
  title: values.title.trim(),
  description: values.description.trim() || null,
  tags: values.tags.trim() || null,
  isPrivate: values.isPrivate,
});
