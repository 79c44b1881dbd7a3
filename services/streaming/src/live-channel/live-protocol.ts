import { isIntId } from '@cannaverse/platform';
import { isInvisibleText, LIVE_REACTION_TYPES, LiveChannelMessages as M, LivestreamLimits, type LiveReactionType } from '@cannaverse/contracts';

/** A client message the server understood. Any `userId` or `timestamp` the client sent is dropped here. */
export type ParsedMessage =
  | { type: 'join_stream'; streamId: number }
  | { type: 'leave_stream'; streamId: number }
  | { type: 'chat_message'; streamId: number; content: string }
  | { type: 'reaction'; streamId: number; reactionType: LiveReactionType };

export type ParseResult = { ok: true; message: ParsedMessage } | { ok: false; error: string; streamId?: number };

const TYPES = new Set(['join_stream', 'leave_stream', 'chat_message', 'reaction']);
/** NUL and other C0 controls but tab and newline; PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;
/** Half of a surrogate pair on its own: not text (PostgreSQL's UTF-8 cannot store it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const fail = (error: string, streamId?: number): ParseResult => ({ ok: false, error, ...(streamId ? { streamId } : {}) });

/** Parses one text frame (spec §7's four messages); anything else becomes an error to answer with. */
export function parseClientMessage(raw: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return fail(M.notUnderstood);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(M.notUnderstood);
  const message = value as Record<string, unknown>;
  if (typeof message.type !== 'string') return fail(M.notUnderstood);
  if (!TYPES.has(message.type)) return fail(M.unknownType(message.type.slice(0, 40)));
  if (!isIntId(message.streamId)) return fail(M.invalidStreamId);
  const streamId = Number(message.streamId);

  switch (message.type) {
    case 'join_stream':
    case 'leave_stream':
      return { ok: true, message: { type: message.type, streamId } };
    case 'chat_message': {
      if (typeof message.content !== 'string') return fail(M.emptyChat, streamId);
      const content = message.content.trim();
      // A line of invisible characters only (zero-width, bidi controls…) is empty too (issue 20).
      if (isInvisibleText(content)) return fail(M.emptyChat, streamId);
      if (content.length > LivestreamLimits.chatMax) return fail(M.chatTooLong, streamId);
      if (CONTROL.test(content) || LONE_SURROGATE.test(content)) return fail(M.notUnderstood, streamId);
      return { ok: true, message: { type: 'chat_message', streamId, content } };
    }
    default: {
      const reactionType = message.reactionType;
      if (typeof reactionType !== 'string' || !(LIVE_REACTION_TYPES as readonly string[]).includes(reactionType)) return fail(M.invalidReaction, streamId);
      return { ok: true, message: { type: 'reaction', streamId, reactionType: reactionType as LiveReactionType } };
    }
  }
}
