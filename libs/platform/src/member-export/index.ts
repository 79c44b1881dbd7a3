import * as yup from 'yup';
import type { DataSource } from 'typeorm';
import { requestSchema, type MemberExportPage, type RpcRequest } from '@cannaverse/contracts';
import { RpcError, validatePayload } from '../errors/rpc-error.js';
import { isUuid } from '../pagination/ids.js';

/**
 * One part of a service's answer to a member's data export (issue 25), read a page at a time.
 * `sql` takes `$1` the member id, `$2` the cursor (text; null on the first page) and `$3` the page
 * size, selects a text column `cursor` (the key the rows are ordered by, ascending) and answers at
 * most `$3` rows. The `cursor` column is not part of the exported row.
 */
export interface MemberExportPart {
  sql: string;
  /** The `/media/...` URLs a row refers to (copied into the zip by identity). */
  media?: (row: Record<string, unknown>) => Array<string | null | undefined>;
}

/** Rows fetched per page, and the JSON size a page stops at (NATS's message limit is 1 MB). */
export const MEMBER_EXPORT_PAGE_ROWS = 200;
export const MEMBER_EXPORT_PAGE_BYTES = 256 * 1024;

const pageRequest = (parts: string[]) => requestSchema({
  userId: yup.string().required('userId is required').test('uuid', 'userId must be a UUID', (value) => isUuid(value)),
  part: yup.string().oneOf(parts, 'part is not one this service exports').required('part is required'),
  cursor: yup.string().max(100).nullable().optional(),
});

/**
 * Answers one page of one part. Only identity's job sends these (NATS permissions deny the
 * gateway), and it sends no actor: a request carrying one is refused.
 */
export async function memberExportPage(dataSource: DataSource, parts: Record<string, MemberExportPart>, request: RpcRequest<unknown>): Promise<MemberExportPage> {
  if (request.actor) throw RpcError.forbidden('Only the export job may ask for a member\'s data');
  const { userId, part, cursor } = validatePayload(pageRequest(Object.keys(parts)), request.data);
  const definition = parts[part];
  const found: Array<Record<string, unknown> & { cursor: string }> = await dataSource.query(definition.sql, [userId, cursor ?? null, MEMBER_EXPORT_PAGE_ROWS]);
  const rows: Record<string, unknown>[] = [];
  const media = new Set<string>();
  let bytes = 0;
  let last: string | null = null;
  for (const { cursor: key, ...row } of found) {
    bytes += JSON.stringify(row).length;
    if (rows.length > 0 && bytes > MEMBER_EXPORT_PAGE_BYTES) break;
    rows.push(row);
    last = key;
    for (const url of definition.media?.(row) ?? []) if (typeof url === 'string' && url.startsWith('/media/')) media.add(url);
  }
  const more = rows.length < found.length || found.length === MEMBER_EXPORT_PAGE_ROWS;
  return { rows, media: [...media], nextCursor: more ? last : null };
}
