import type { StoryExperience, StrainStoryDto, StrainType } from '@cannaverse/contracts';
import { toAuthorCard, type AuthorColumns } from '@cannaverse/platform';

/** One row of STORY_SELECT (strain-stories.repository.ts): the story, its author card, its strain, the reader's upvote. */
export interface StrainStoryRow extends AuthorColumns {
  id: number;
  user_id: string;
  strain_id: number;
  title: string;
  content: string;
  rating: number;
  experience: StoryExperience;
  effects_felt: string[];
  helped_with: string[];
  consumption_method: string | null;
  media_url: string | null;
  media_type: 'image' | 'video' | null;
  upvotes: number;
  created_at: Date;
  updated_at: Date;
  cursor_at: string;
  strain_name: string;
  strain_type: StrainType;
  upvoted_by_me: boolean;
}

export const toStrainStoryDto = (row: StrainStoryRow): StrainStoryDto => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  content: row.content,
  strainId: row.strain_id,
  rating: row.rating,
  effects: [...row.effects_felt, ...row.helped_with],
  effectsFelt: row.effects_felt,
  helpedWith: row.helped_with,
  experience: row.experience,
  consumptionMethod: row.consumption_method,
  mediaUrl: row.media_url,
  mediaType: row.media_type,
  upvotes: row.upvotes,
  upvotedByMe: row.upvoted_by_me,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  author: toAuthorCard(row.user_id, row),
  strain: { id: row.strain_id, name: row.strain_name, type: row.strain_type },
});
