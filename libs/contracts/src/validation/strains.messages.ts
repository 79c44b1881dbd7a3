import { STRAIN_LIST_MAX_LIMIT, STRAIN_REACTION_EMOJI, STRAIN_SORTS, STRAIN_TYPES } from '../strains.js';

/** Limits of the strain library's calls; the spec names the 1000 of the first load. */
export const StrainLimits = {
  searchMax: 100,
  /** The library has 10 effect chips; a longer list is not a filter the UI can send. */
  effectsMax: 10,
  effectMax: 30,
  thcMin: 0,
  thcMax: 100,
  /** Effects listed in a strain's members report. */
  reportedEffectsShown: 5,
} as const;

export const StrainMessages = {
  /** The detail page's not-found state shows the same words (spec §2). */
  notFound: 'Strain Not Found',
  invalidType: `type must be one of ${STRAIN_TYPES.join(', ')}`,
  invalidSort: `sortBy must be one of ${STRAIN_SORTS.join(', ')}`,
  invalidThcMin: `thcMin must be a number from ${StrainLimits.thcMin} to ${StrainLimits.thcMax}`,
  invalidThcMax: `thcMax must be a number from ${StrainLimits.thcMin} to ${StrainLimits.thcMax}`,
  thcRange: 'thcMin must not be greater than thcMax',
  invalidEffects: `effects must be at most ${StrainLimits.effectsMax} words of at most ${StrainLimits.effectMax} characters`,
  invalidFlavors: `flavors must be at most ${StrainLimits.effectsMax} words of at most ${StrainLimits.effectMax} characters`,
  invalidHelpsWith: `helpsWith must be at most ${StrainLimits.effectsMax} words of at most ${StrainLimits.effectMax} characters`,
  searchMax: `search must be at most ${StrainLimits.searchMax} characters`,
  invalidLimit: `limit must be a whole number from 1 to ${STRAIN_LIST_MAX_LIMIT}`,
  invalidEmoji: `emojiType must be one of ${STRAIN_REACTION_EMOJI.map((entry) => entry.emoji).join(' ')}`,
  reactionRequiresSignIn: 'You need to be signed in to react to strains.',
  importForbidden: 'Only administrators may import strains',
  importFormat: 'format must be csv or own-catalogue',
} as const;
