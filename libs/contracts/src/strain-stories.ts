import type { StrainType } from './strains.js';
import type { AuthorCard } from './user-cards.js';

/**
 * Strain stories (`/api/strain-stories`, content's `strain-stories` feature): members' accounts
 * of a strain, with a rating, the effects they felt and upvotes. Content spec §2 "Strain stories",
 * §3 strain_stories, §5 (rules), §6, §8. Ids are integers (the routes require numeric ids).
 */

/** Spec §3/§4: shown as positive, negative, mixed or other. Derived from the rating (docs/decisions.md). */
export const STORY_EXPERIENCES = ['positive', 'negative', 'mixed', 'other'] as const;
export type StoryExperience = (typeof STORY_EXPERIENCES)[number];

/** The common effects list (spec §5), in the spec's order; members may add custom ones too. */
export const COMMON_STORY_EFFECTS = [
  'Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Energetic', 'Focused', 'Sleepy', 'Hungry', 'Talkative',
  'Giggly', 'Aroused', 'Tingly', 'Pain Relief', 'Anxiety Relief', 'Stress Relief', 'Depression Relief',
  'Headache Relief', 'Nausea Relief', 'Inflammation Relief',
] as const;

/** Rating labels (spec §5). */
export const STORY_RATING_LABELS: Readonly<Record<number, string>> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very Good', 5: 'Excellent' };

export const STORY_FILTERS = ['recent', 'popular'] as const;
/** recent = newest first; popular = most upvotes first, then newest. */
export type StoryFilter = (typeof STORY_FILTERS)[number];

/** The strain a story is about, as the story shows it. */
export interface StoryStrainDto {
  id: number;
  name: string;
  type: StrainType;
}

/** A story as read, in the list and on its page (spec §3 "Strain story as read"). */
export interface StrainStoryDto {
  id: number;
  userId: string;
  title: string;
  content: string;
  strainId: number;
  /** 1 to 5. */
  rating: number;
  /** Every effect the author picked, in their order: `effectsFelt` then `helpedWith`. */
  effects: string[];
  /** Stored split (spec §3): effects named '… Relief' are what the strain helped with. Real arrays, not JSON text. */
  effectsFelt: string[];
  helpedWith: string[];
  experience: StoryExperience;
  consumptionMethod: string | null;
  mediaUrl: string | null;
  mediaType: 'image' | 'video' | null;
  upvotes: number;
  /** Whether the signed-in reader has upvoted it (one upvote per member). */
  upvotedByMe: boolean;
  createdAt: string;
  updatedAt: string;
  author: AuthorCard;
  strain: StoryStrainDto;
}

/** `POST /api/strain-stories` and `PUT /api/strain-stories/{id}` (spec §7). */
export interface StrainStoryInput {
  title: string;
  content: string;
  strainId: number;
  /** 1 to 5; 5 when left out. */
  rating?: number;
  effects: string[];
}

/** `POST /api/strain-stories` answers the new id (and the story). */
export interface StrainStoryCreated {
  id: number;
  story: StrainStoryDto;
}

/** `POST /api/strain-stories/{id}/upvote`: the count after the call; a second upvote changes nothing. */
export interface StoryUpvoteResult {
  id: number;
  upvotes: number;
  upvotedByMe: true;
}

/** `GET /api/strain-stories` query. */
export interface StrainStoryListQuery {
  filter?: StoryFilter | string;
  limit?: number | string;
  cursor?: string | null;
}
