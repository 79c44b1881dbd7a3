import * as yup from 'yup';
import { STORY_FILTERS, StrainStoryMessages as M, type StoryFilter } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';

/**
 * Request shapes that are not the story form (ids, paging, the update envelope). An id is `mixed`:
 * digits from a URL path or a number; requireIntId turns anything else into a 404.
 */
const strict = <T extends yup.ObjectShape>(shape: T) => yup.object(shape).noUnknown(true, 'Unknown field: ${unknown}');

export const storyIdPayload = strict({ id: yup.mixed().required('id is required') });
export const updateStoryPayload = strict({ id: yup.mixed().required('id is required'), changes: yup.mixed().required('changes are required') });
export const listStoriesPayload = strict({
  filter: yup.string().optional(),
  limit: yup.mixed().optional(),
  cursor: yup.string().nullable().optional(),
});

/** recent when absent or empty (the list's first view). */
export function parseStoryFilter(value: string | undefined): StoryFilter {
  if (value === undefined || value === '') return 'recent';
  if (!(STORY_FILTERS as readonly string[]).includes(value)) throw RpcError.badRequest(M.invalidFilter);
  return value as StoryFilter;
}
