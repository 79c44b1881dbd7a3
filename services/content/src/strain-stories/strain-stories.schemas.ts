import * as yup from 'yup';
import { pageFields, requestSchema } from '@cannaverse/platform';

/**
 * Request shapes that are not the story form (contracts' strainStorySchema): the update envelope and
 * the list (a story's id alone is the kit's intIdPayload). An id is `mixed`: digits from a URL path
 * or a number; requireIntId turns anything else into a 404.
 */
export const updateStoryPayload = requestSchema({ id: yup.mixed().required('id is required'), changes: yup.mixed().required('changes are required') });
export const listStoriesPayload = requestSchema({ filter: yup.string().optional(), ...pageFields });
