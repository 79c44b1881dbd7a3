// The CSV has no review counts, but its helps-with and negative-effect shares are whole
// percentages of reviewers. Shares such as 21/18/16/13 are only possible with many reviewers
// (with 3 reviewers every share is 0, 33, 67 or 100), so the smallest reviewer count that can
// produce all of a strain's shares is a lower bound on how many reviewers reported it.
// docs/strain-data.md explains how the premium selection uses it.
import type { CatalogueStrain } from './catalogue.types.js';

/** Largest count tried; above ~100 reviewers every whole percentage is reachable anyway. */
const MAX_REVIEWERS = 1000;

/** True when some k of n reviewers rounds (half up) to `percent`. */
function reachable(percent: number, n: number): boolean {
  const lowest = Math.ceil(((percent - 0.5) * n) / 100);
  for (let k = Math.max(0, lowest); k <= n && Math.round((100 * k) / n) <= percent; k += 1) {
    if (Math.round((100 * k) / n) === percent) return true;
  }
  return false;
}

/** Smallest reviewer count that can yield every share, or null when there are no shares. */
export function minimumReviewerCount(sharePercents: readonly number[]): number | null {
  const shares = sharePercents.filter((share) => Number.isInteger(share) && share >= 0 && share <= 100);
  if (shares.length === 0) return null;
  for (let n = 1; n <= MAX_REVIEWERS; n += 1) {
    if (shares.every((share) => reachable(share, n))) return n;
  }
  return MAX_REVIEWERS;
}

export function strainReviewerLowerBound(strain: Pick<CatalogueStrain, 'medicalBenefitShares' | 'negativeEffectShares'>): number | null {
  return minimumReviewerCount([...strain.medicalBenefitShares, ...strain.negativeEffectShares].map((share) => share.sharePercent));
}

/** Every field the premium selection needs is present in the source row. */
export function hasCompleteFacts(strain: CatalogueStrain): boolean {
  return (
    strain.rating !== null &&
    strain.thcContent !== null &&
    strain.effects.length > 0 &&
    strain.flavors.length > 0 &&
    strain.terpeneProfile.primary.length > 0 &&
    strain.medicalBenefits.length > 0 &&
    strain.negativeEffects.length > 0
  );
}
