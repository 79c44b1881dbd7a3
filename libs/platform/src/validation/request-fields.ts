import * as yup from 'yup';
import { requestSchema } from '@cannaverse/contracts';

// A service's request schemas are written with requestSchema (contracts: the web app's forms use
// it too) in `<feature>/<feature>.schemas.ts`; the kit gives it here with the fields every list shares.
export { requestSchema } from '@cannaverse/contracts';

/**
 * The paging fields of a list request: `limit` is `mixed` because a query string sends digits as
 * text (parseLimit checks it), `cursor` is opaque text that decodeKeysetCursor checks.
 */
export const pageFields = {
  limit: yup.mixed().optional(),
  cursor: yup.string().nullable().optional(),
};

/** A page of a list that takes nothing else. */
export const pagePayload = requestSchema(pageFields);

/**
 * `{ id }` of a row with an integer id: digits from a URL path or a JSON number, so `mixed`;
 * requireIntId turns anything else into a 404.
 */
export const intIdPayload = requestSchema({ id: yup.mixed().required('id is required') });
