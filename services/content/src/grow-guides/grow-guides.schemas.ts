import * as yup from 'yup';
import { pageFields, requestSchema } from '@cannaverse/platform';

/** Request shapes of the grow-guides calls; difficulty is `mixed` (query-string text), parsed by grow-guide-query.ts. */
export const listGuidesPayload = requestSchema({
  method: yup.string().optional(),
  difficulty: yup.mixed().optional(),
  search: yup.string().optional(),
  ...pageFields,
});
export const guideSlugPayload = requestSchema({ slug: yup.string().required('slug is required') });
export const guideImagePayload = requestSchema({ file: yup.string().required('file is required') });
