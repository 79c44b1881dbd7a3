import { PageMessages } from '@cannaverse/contracts';
import { RpcError } from '../errors/rpc-error.js';

/** Cursors are opaque to clients: base64url of a small JSON object. */
export const encodeCursor = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Longer than any cursor we write: a bigger one is garbage and is not even decoded. */
const MAX_CURSOR_LENGTH = 400;

export const invalidCursor = () => RpcError.badRequest(PageMessages.invalidCursor);

/** The cursor's JSON object, or a 400 for anything else (bad base64, not JSON, not an object). */
export function decodeCursor(cursor: string): Record<string, unknown> {
  if (typeof cursor !== 'string' || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidCursor();
  return value as Record<string, unknown>;
}

/** No cursor: the first page. */
export const isFirstPage = (cursor: unknown): cursor is null | undefined | '' => cursor === undefined || cursor === null || cursor === '';
