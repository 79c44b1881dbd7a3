import { SocialLimits } from '@cannaverse/contracts';

export interface StrainFields {
  strainName: string | null;
  strainRating: number | null;
  strainReview: string | null;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Spec §5: without a strain name there is no rating or review; with one the rating defaults to 5. */
export function normaliseStrain(fields: { strainName?: string | null; strainRating?: number | null; strainReview?: string | null }): StrainFields {
  const strainName = blankToNull(fields.strainName);
  if (!strainName) return { strainName: null, strainRating: null, strainReview: null };
  return {
    strainName,
    strainRating: fields.strainRating ?? SocialLimits.ratingDefault,
    strainReview: blankToNull(fields.strainReview),
  };
}
