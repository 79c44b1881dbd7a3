import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { PageMessages } from '../rpc.js';
import { STORY_FILTERS } from '../strain-stories.js';
import { emptyWhenInvisible, hasDeceptiveCharacters, safeText } from './safe-text.js';

/** Spec §5 and §9: title 3–100, content 30–5000, effects 1–10, custom effect ≤ 30, rating 1–5 (default 5). */
export const StrainStoryLimits = {
  titleMin: 3,
  titleMax: 100,
  contentMin: 30,
  contentMax: 5000,
  effectsMin: 1,
  effectsMax: 10,
  customEffectMax: 30,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
} as const;

const L = StrainStoryLimits;

/** The spec's exact sentences where it has them (§5, §8); ours where it is silent. */
export const StrainStoryMessages = {
  titleMin: 'Title must be at least 3 characters',
  titleMax: 'Title must be 100 characters or less',
  contentMin: 'Content must be at least 30 characters',
  contentMax: 'Content must be 5000 characters or less',
  effectsMin: 'Select at least one effect',
  effectsMax: 'Maximum 10 effects allowed',
  customEffectMax: `Custom effects must be ${L.customEffectMax} characters or less`,
  customEffectEmpty: 'Custom effects cannot be empty',
  effectDuplicate: 'Each effect can be added only once',
  effectText: 'Each effect must be text',
  /** Not in the spec (issue 20): bidi controls, zero-width characters, controls, noncharacters. */
  titleCharacters: 'Title contains characters that are not allowed',
  effectCharacters: 'Effects contain characters that are not allowed',
  effectsList: 'effects must be a list of effects',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  strainRequired: 'Please select a strain',
  strainNotFound: 'The selected strain does not exist',
  storyNotFound: 'Story not found',
  notYourStory: 'You can only edit or delete your own stories',
  postingRequiresMembership: 'Posting strain stories is part of the Cannanaut membership',
  invalidFilter: `filter must be one of ${STORY_FILTERS.join(', ')}`,
  invalidCursor: PageMessages.invalidCursor,
  invalidLimit: PageMessages.invalidLimit,
} as const;

const M = StrainStoryMessages;

/** The key two effects are compared by: 'pain relief ' and 'Pain Relief' are the same effect. */
export const effectKey = (effect: string): string => effect.trim().toLowerCase();

/** The first problem of one effect (common or custom), or null. */
export function effectProblem(effect: unknown): string | null {
  if (typeof effect !== 'string') return M.effectText;
  const trimmed = effect.trim();
  if (trimmed === '') return M.customEffectEmpty;
  if (trimmed.length > L.customEffectMax) return M.customEffectMax;
  if (hasDeceptiveCharacters(trimmed)) return M.effectCharacters;
  return null;
}

/** Whether `effect` may join `effects` as a custom effect: valid on its own and not already there. */
export function customEffectProblem(effect: string, effects: readonly string[]): string | null {
  return effectProblem(effect) ?? (effects.some((existing) => effectKey(existing) === effectKey(effect)) ? M.effectDuplicate : null);
}

const hasDuplicates = (effects: readonly string[]) => new Set(effects.map(effectKey)).size !== effects.length;

/**
 * Title and content are trimmed before their lengths count; an empty one gets the minimum's message,
 * and so does content made only of invisible characters.
 */
export const storyTitle = () => yup.string().trim().required(M.titleMin).min(L.titleMin, M.titleMin).max(L.titleMax, M.titleMax).test(safeText(M.titleCharacters));
export const storyContent = () => yup.string().trim().transform(emptyWhenInvisible).required(M.contentMin).min(L.contentMin, M.contentMin).max(L.contentMax, M.contentMax);

/** The effects list: 1 to 10 effects, each non-empty after trimming, at most 30 characters, no duplicates. */
export const storyEffects = () =>
  yup.array(yup.mixed<string>())
    .typeError(M.effectsList)
    .required(M.effectsMin)
    .min(L.effectsMin, M.effectsMin)
    .max(L.effectsMax, M.effectsMax)
    .test('effect', ({ value }) => firstEffectProblem(value) ?? '', (value) => firstEffectProblem(value) === null)
    .test('unique', M.effectDuplicate, (value) => !hasDuplicates((value ?? []) as string[]));

const firstEffectProblem = (effects: unknown): string | null =>
  Array.isArray(effects) ? effects.map(effectProblem).find((problem) => problem !== null) ?? null : null;

/**
 * `POST /api/strain-stories` and `PUT /api/strain-stories/{id}` (spec §7: `{ title, content,
 * strainId, rating, effects }`). Numbers must arrive as JSON numbers (the form converts its text).
 */
export const strainStorySchema = requestSchema({
  title: storyTitle(),
  content: storyContent(),
  // Past PostgreSQL's integer range no strain can exist (and the query would fail to cast it).
  strainId: yup.number().required(M.strainRequired).integer(M.strainRequired).min(1, M.strainRequired).max(2_147_483_647, M.strainNotFound),
  rating: yup.number().integer(M.ratingRange).min(L.ratingMin, M.ratingRange).max(L.ratingMax, M.ratingRange).optional(),
  effects: storyEffects(),
});
