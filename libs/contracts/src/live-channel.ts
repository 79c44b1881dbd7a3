import type { LiveChatMessageDto, LiveStreamStatus } from './livestreams.js';

/**
 * The live channel: one WebSocket per stream page at `/ws` on the site's own host (`wss:` on a
 * secure page). The gateway authenticates the upgrade with the session cookie and forwards it
 * to a streaming replica. The member is always the session's: a `userId` a client puts in a
 * message is ignored (the spec's client sends one; we accept it and never read it).
 */

/** Reactions a viewer can send; the spec's Like button sends 'love'. */
export const LIVE_REACTION_TYPES = ['love', 'like', 'fire', 'laugh', 'wow'] as const;
export type LiveReactionType = (typeof LIVE_REACTION_TYPES)[number];

/** The path of the live channel on the site's host. `?streamId=` lets a refused member be refused at once. */
export const LIVE_CHANNEL_PATH = '/ws';

/** What a browser sends (spec §7). `streamId` may be the number or its digits. */
export type LiveClientMessage =
  | { type: 'join_stream'; streamId: number | string; userId?: string }
  | { type: 'leave_stream'; streamId: number | string; userId?: string }
  | { type: 'chat_message'; streamId: number | string; userId?: string; content: string; timestamp?: string }
  | { type: 'reaction'; streamId: number | string; userId?: string; reactionType: string };

/** A chat line as the channel delivers it: the spec's chat message plus its id (for deletion). */
export type ChatMessageFrame = { type: 'chat_message' } & LiveChatMessageDto;

/** What the server sends. The spec's four, then ours for moderation and errors. */
export type LiveServerMessage =
  | ChatMessageFrame
  | { type: 'viewer_count'; streamId: number; viewerCount: number }
  | { type: 'stream_status'; streamId: number; status: LiveStreamStatus; startedAt: string | null; endedAt: string | null; playbackUrl: string | null }
  | { type: 'reaction'; streamId: number; userId: string; reactionType: LiveReactionType }
  /** A moderator removed a message: every viewer drops it. */
  | { type: 'chat_deleted'; streamId: number; messageId: number }
  | { type: 'chat_settings'; streamId: number; slowModeSeconds: number }
  /** Only to the member concerned: they are timed out until `until`. */
  | { type: 'chat_restricted'; streamId: number; kind: 'timeout'; until: string }
  /** The answer to a message the server could not understand or refused; the socket stays open. */
  | { type: 'error'; message: string; streamId?: number }
  /**
   * Every LIVE_HEARTBEAT_MS on every socket (issue 21): the server's WebSocket pings are invisible
   * to a browser's JavaScript, so this is how the app tells a replica that froze (process alive,
   * connection open, nothing sent) from a quiet chat.
   */
  | { type: 'heartbeat' };

/** How often the server sends `heartbeat` on each socket. */
export const LIVE_HEARTBEAT_MS = 10_000;
/** A client that has received nothing for this long (two heartbeats and a half) takes the connection for dead and reconnects. */
export const LIVE_HEARTBEAT_TIMEOUT_MS = 25_000;

/**
 * Close codes the server uses (4000–4999 are the application's own). A client must not reconnect
 * after `banned` or `unauthorized`; after `serviceRestart` (1012) it reconnects at once.
 */
export const LiveCloseCodes = {
  serviceRestart: 1012,
  tooSlow: 4008,
  unauthorized: 4001,
  banned: 4003,
} as const;

/** Error and notice texts of the live channel (ours: the spec lists none). */
export const LiveChannelMessages = {
  notUnderstood: 'Message not understood',
  binaryRefused: 'Binary messages are not supported',
  unknownType: (type: string) => `Unknown message type: ${type}`,
  invalidStreamId: 'streamId must be a stream id',
  notJoined: 'Join the stream before sending to it',
  tooManyStreams: 'A connection can join at most 5 streams',
  emptyChat: 'Message cannot be empty',
  chatTooLong: 'Message is too long (500 characters at most)',
  invalidReaction: `reactionType must be one of: ${LIVE_REACTION_TYPES.join(', ')}`,
  rateLimited: 'You are sending messages too fast. Please slow down.',
  slowMode: (seconds: number) => `Slow mode is on: you can send one message every ${seconds} seconds.`,
  timedOut: (seconds: number) => `You are timed out from this chat for ${seconds} more seconds.`,
  /** Issue 21: the one state a banned member sees (the socket's refusal and the chat panel say it). */
  banned: "You are banned from this stream's chat",
  streamEnded: 'This stream has ended: its chat is closed.',
} as const;

/** Frames a client accepts only from the server; anything else is logged and ignored (spec §7). */
export const isLiveServerMessage = (value: unknown): value is LiveServerMessage =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
