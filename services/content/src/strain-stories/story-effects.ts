import { COMMON_STORY_EFFECTS, effectKey, StrainStoryLimits, type StoryExperience } from '@cannaverse/contracts';

const COMMON_BY_KEY = new Map(COMMON_STORY_EFFECTS.map((effect) => [effectKey(effect), effect]));

/**
 * Trimmed, and a custom effect that is a common one in other letter case takes the common
 * spelling ('pain relief' → 'Pain Relief'), so reports count one effect once.
 */
export const normaliseEffects = (effects: readonly string[]): string[] =>
  effects.map((effect) => COMMON_BY_KEY.get(effectKey(effect)) ?? effect.trim());

/** '… Relief' effects (Pain Relief, Anxiety Relief, a custom 'Cramp Relief') are what the strain helped with. */
const isRelief = (effect: string) => /\brelief$/i.test(effect);

/**
 * The form sends one list (spec §7); the stored story keeps effectsFelt and helpedWith (spec §3).
 * Reading joins them again, felt first, each in the member's order.
 */
export function splitEffects(effects: readonly string[]): { effectsFelt: string[]; helpedWith: string[] } {
  return { effectsFelt: effects.filter((effect) => !isRelief(effect)), helpedWith: effects.filter(isRelief) };
}

/**
 * The stored `experience` (required, spec §3) is not asked by the form, so it follows the rating:
 * 4–5 positive, 3 mixed, 1–2 negative. 'other' is left for stories that come without a rating.
 */
export function experienceFor(rating: number | null | undefined): StoryExperience {
  if (rating === null || rating === undefined) return 'other';
  if (rating >= 4) return 'positive';
  return rating === 3 ? 'mixed' : 'negative';
}

export const defaultRating = (rating: number | undefined): number => rating ?? StrainStoryLimits.ratingDefault;
