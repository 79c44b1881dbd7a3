import type { FormikProps } from 'formik';
import { SocialLimits } from '@cannaverse/contracts';
import { Field, TextAreaField } from '../../../app/ui/Field';

interface StrainValues {
  strainName: string;
  strainRating: number;
  strainReview: string;
}

/** Strain Name, Rating (1–5) and Strain Review, shared by the create and edit dialogs. */
export function StrainFields<T extends StrainValues>({ formik, idPrefix }: { formik: FormikProps<T>; idPrefix: string }) {
  const error = (name: keyof StrainValues) => (formik.touched[name] && typeof formik.errors[name] === 'string' ? (formik.errors[name] as string) : undefined);
  return (
    <>
      <Field
        id={`${idPrefix}-strainName`}
        label="Strain Name (optional)"
        {...formik.getFieldProps('strainName')}
        maxLength={SocialLimits.strainNameMax}
        error={error('strainName')}
      />
      <Field
        id={`${idPrefix}-strainRating`}
        label="Rating"
        type="number"
        inputMode="numeric"
        min={SocialLimits.ratingMin}
        max={SocialLimits.ratingMax}
        step={1}
        {...formik.getFieldProps('strainRating')}
        error={error('strainRating')}
      />
      <TextAreaField
        id={`${idPrefix}-strainReview`}
        label="Strain Review (optional)"
        {...formik.getFieldProps('strainReview')}
        maxLength={SocialLimits.strainReviewMax}
        error={error('strainReview')}
      />
    </>
  );
}
