import * as yup from 'yup';
import {
  storyContent, storyEffects, storyTitle, STORY_RATING_LABELS, StrainStoryLimits, StrainStoryMessages as M,
  type StrainStoryDto, type StrainStoryInput,
} from '@cannaverse/contracts';

/** The form holds strainId and rating as the selects' text; they become integers on submit (spec §5). */
export interface StoryFormValues {
  title: string;
  content: string;
  strainId: string;
  rating: string;
  effects: string[];
}

export const RATING_OPTIONS = Object.entries(STORY_RATING_LABELS).map(([value, label]) => ({ value, label: `${value} ${label}` }));

export const emptyStoryForm = (): StoryFormValues => ({ title: '', content: '', strainId: '', rating: String(StrainStoryLimits.ratingDefault), effects: [] });

export const storyFormValues = (story: StrainStoryDto): StoryFormValues => ({
  title: story.title, content: story.content, strainId: String(story.strainId), rating: String(story.rating), effects: [...story.effects],
});

/** The API's rules and messages (contracts), with the selects' text in place of numbers. */
export const storyFormSchema = yup.object({
  title: storyTitle(),
  content: storyContent(),
  strainId: yup.string().required(M.strainRequired).matches(/^[1-9]\d*$/, M.strainRequired),
  rating: yup.string().required(M.ratingRange).oneOf(RATING_OPTIONS.map((option) => option.value), M.ratingRange),
  effects: storyEffects(),
});

export const toStrainStoryInput = (values: StoryFormValues): StrainStoryInput => ({
  title: values.title.trim(),
  content: values.content.trim(),
  strainId: parseInt(values.strainId, 10),
  rating: parseInt(values.rating, 10),
  effects: values.effects.map((effect) => effect.trim()),
});
