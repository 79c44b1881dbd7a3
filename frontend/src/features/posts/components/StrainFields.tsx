import type { FormikProps } from 'formik';
import { hasStrainName, SocialLimits } from '@cannaverse/contracts';
import { Field, StyledHint, TextAreaField } from '../../../app/ui/Field';

interface StrainValues {
  strainName: string;
  strainRating: number;
  strainReview: string;
}

export const STRAIN_FIRST_HINT = 'Name the strain to rate and review it.';

/**
 * Strain Name, Rating (1–5) and Strain Review, shared by the create and edit dialogs. Without a
 * strain name the rating and review would be dropped (spec §5), so they wait, disabled, with a hint.
 */
export function StrainFields<T extends StrainValues>({ formik, idPrefix }: { formik: FormikProps<T>; idPrefix: string }) {
  const error = (name: keyof StrainValues) => (formik.touched[name] && typeof formik.errors[name] === 'string' ? (formik.errors[name] as string) : undefined);
  const named = hasStrainName(formik.values.strainName);
  const hintId = `${idPrefix}-strain-hint`;
  return (
    <>
      <Field
        id={`${idPrefix}-strainName`}
        label="Strain Name (optional)"
        {...formik.getFieldProps('strainName')}
        maxLength={SocialLimits.strainNameMax}
        error={error('strainName')}
      />
      {!named && <StyledHint id={hintId}>{STRAIN_FIRST_HINT}</StyledHint>}
      <Field
        id={`${idPrefix}-strainRating`}
        label="Rating"
        type="number"
        inputMode="numeric"
        min={SocialLimits.ratingMin}
        max={SocialLimits.ratingMax}
        step={1}
        {...formik.getFieldProps('strainRating')}
        disabled={!named}
        aria-describedby={named ? undefined : hintId}
        error={named && error('strainRating')}
      />
      <TextAreaField
        id={`${idPrefix}-strainReview`}
        label="Strain Review (optional)"
        {...formik.getFieldProps('strainReview')}
        maxLength={SocialLimits.strainReviewMax}
        disabled={!named}
        aria-describedby={named ? undefined : hintId}
        error={named && error('strainReview')}
      />
    </>
  );
}
