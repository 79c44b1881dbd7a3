import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';

/**
 * The strain list's query string as the gateway forwards it: text, or lists of text for repeated
 * keys; strain-list.query.ts parses it.
 */
export const strainListPayload = requestSchema({
  type: yup.mixed().nullable().optional(),
  effects: yup.mixed().nullable().optional(),
  flavors: yup.mixed().nullable().optional(),
  helpsWith: yup.mixed().nullable().optional(),
  thcMin: yup.mixed().nullable().optional(),
  thcMax: yup.mixed().nullable().optional(),
  sortBy: yup.mixed().nullable().optional(),
  search: yup.mixed().nullable().optional(),
  limit: yup.mixed().nullable().optional(),
  cursor: yup.mixed().nullable().optional(),
});
