import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StrainStoryLimits, type StoryStrainDto, type StrainStoryInput } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { Field, SelectField, StyledError } from '../../../app/ui/Field';
import { RATING_OPTIONS, storyFormSchema, toStrainStoryInput, type StoryFormValues } from '../schemas/story-form.schemas';
import { EffectsPicker } from './EffectsPicker';
import { StrainSelect } from './StrainSelect';

interface StoryFormProps {
  initialValues: StoryFormValues;
  currentStrain: StoryStrainDto | null;
  submitLabel: string;
  cancelTo: string;
  /** Resolves when the story is saved; reports its own failures (toasts), so it never rejects. */
  onSubmit: (input: StrainStoryInput) => Promise<void>;
}

/** Title, content with a live character count, strain, rating (1 Poor … 5 Excellent) and effects. */
export function StoryForm({ initialValues, currentStrain, submitLabel, cancelTo, onSubmit }: StoryFormProps) {
  const formik = useFormik<StoryFormValues>({
    initialValues,
    validationSchema: storyFormSchema,
    onSubmit: (values) => onSubmit(toStrainStoryInput(values)),
  });
  const error = (name: keyof StoryFormValues) => (formik.touched[name] || formik.submitCount > 0) && typeof formik.errors[name] === 'string' ? formik.errors[name] as string : undefined;
  const length = formik.values.content.length;
  const max = StrainStoryLimits.contentMax;

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Field id="story-title" label="Title" placeholder="Give your story a title" {...formik.getFieldProps('title')} maxLength={StrainStoryLimits.titleMax + 20} error={error('title')} />
      <StyledContent>
        <label htmlFor="story-content">Your Story</label>
        <textarea
          id="story-content"
          placeholder="How did it taste, how did it feel, what was the setting?"
          {...formik.getFieldProps('content')}
          aria-invalid={Boolean(error('content'))}
          aria-describedby={`story-content-count${error('content') ? ' story-content-error' : ''}`}
        />
        <StyledCounter>
          <span id="story-content-count" aria-live="polite">{length}/{max} characters</span>
          <progress max={max} value={Math.min(length, max)} aria-label="Story length" data-over={length > max} />
        </StyledCounter>
        {error('content') && <StyledError id="story-content-error" role="alert">{error('content')}</StyledError>}
      </StyledContent>
      <StrainSelect
        value={formik.values.strainId}
        current={currentStrain}
        error={error('strainId')}
        onChange={(strainId) => void formik.setFieldValue('strainId', strainId)}
        onBlur={() => void formik.setFieldTouched('strainId', true)}
      />
      <SelectField id="story-rating" label="Rating" {...formik.getFieldProps('rating')} error={error('rating')}>
        {RATING_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </SelectField>
      <EffectsPicker
        value={formik.values.effects}
        error={error('effects')}
        onChange={(effects) => {
          void formik.setFieldValue('effects', effects);
          void formik.setFieldTouched('effects', true, false);
        }}
      />
      <StyledActions>
        <Link to={cancelTo}>Cancel</Link>
        <StyledButton type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Saving...' : submitLabel}</StyledButton>
      </StyledActions>
    </form>
  );
}

const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
  label { font-weight: 600; font-size: 0.95rem; }
  textarea {
    min-height: 220px;
    padding: 10px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    resize: vertical;
  }
  textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const StyledCounter = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  span { flex: none; }
  progress { flex: 1; height: 8px; accent-color: ${({ theme }) => theme.colors.brand}; }
  progress[data-over='true'] { accent-color: ${({ theme }) => theme.colors.danger}; }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 16px;
  margin-top: 8px;
`;
