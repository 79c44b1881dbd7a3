import { STORY_FILTERS, StrainStoryMessages as M, type StoryFilter } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';

/** recent when absent or empty (the list's first view). */
export function parseStoryFilter(value: string | undefined): StoryFilter {
  if (value === undefined || value === '') return 'recent';
  if (!(STORY_FILTERS as readonly string[]).includes(value)) throw RpcError.badRequest(M.invalidFilter);
  return value as StoryFilter;
}
