import type { AuthorCard } from './user-cards.js';

/**
 * Live streams (`/api/livestreams`, streaming's `livestreams` feature): the streams, their chat
 * history and chat moderation. The live channel's frames (WebSocket `/ws`) are in `live-channel.ts`.
 */

/** Spec §4: live, ended, anything else means offline (the default of a new stream). */
export type LiveStreamStatus = 'offline' | 'live' | 'ended';

/** A stream as every signed-in member reads it (spec §3, "Live stream as read"). */
export interface LiveStreamDto {
  id: number;
  userId: string;
  title: string;
  description: string | null;
  /** Comma-separated, as the spec reads it: `indoor, autoflower`. */
  tags: string;
  isPrivate: boolean;
  thumbnail: string | null;
  status: LiveStreamStatus;
  /** `/live/{playbackId}/index.m3u8` once the ingest has received video; null for visitors. */
  playbackUrl: string | null;
  /** Members watching now (0 unless live): distinct members with an open live channel to it. */
  viewerCount: number;
  startedAt: string | null;
  endedAt: string | null;
  createdAt: string;
  /** Seconds a member waits between two chat messages; 0 = slow mode off. */
  slowModeSeconds: number;
  /** Whether the reader may moderate its chat (its creator or an admin). */
  canModerate: boolean;
  /**
   * The ended stream's recording (`/media/recordings/…mp4`) once it is ready; null while it is
   * prepared, after it was deleted or expired, and for visitors.
   */
  recordingUrl: string | null;
  /** `processing` from the end until the MP4 is stored, then `ready`; `failed` if it could not be made; null when there is none. */
  recordingStatus: RecordingStatus | null;
  /** When the retention sweep deletes the recording (`RECORDING_RETENTION_DAYS` after the end). */
  recordingExpiresAt: string | null;
  user: AuthorCard;
}

export type RecordingStatus = 'processing' | 'ready' | 'failed';

/** How long a stream's recording is kept after the stream ended (docs/decisions.md, issue 21: Recordings). */
export const RECORDING_RETENTION_DAYS = 30;

/** One of the creator's own streams (My Streams): how to publish to it. Never shown to anyone else. */
export interface MyLiveStreamDto extends LiveStreamDto {
  /** The RTMP server to put in OBS ("Server"), e.g. `rtmp://live.example:1935/live`. */
  ingestUrl: string;
  /** The secret to put in OBS ("Stream Key"): whoever has it can publish as this stream. */
  streamKey: string;
  maxViewerCount: number;
  totalViews: number;
}

/** `POST /api/livestreams` (spec §7). Tags arrive comma-separated, as the dialog's text field has them. */
export interface CreateLiveStreamInput {
  title: string;
  description?: string | null;
  tags?: string | null;
  isPrivate?: boolean;
}

/** `streaming.stats.get`: the admin dashboard's figure. */
export interface LiveStreamStats {
  liveNow: number;
}

/** A chat line as history returns it and as the live channel delivers it. */
export interface LiveChatMessageDto {
  id: number;
  streamId: number;
  userId: string;
  content: string;
  /** When the server stored it (ISO 8601); the sender's own clock is never trusted. */
  timestamp: string;
  isHighlighted: boolean;
  user: AuthorCard;
}

/** `POST /api/livestreams/{id}/timeouts`: `{ userId, seconds }`. */
export interface ChatTimeoutInput {
  userId: string;
  seconds?: number;
}

/** `PUT /api/livestreams/{id}/chat-settings`. */
export interface ChatSettingsInput {
  slowModeSeconds: number;
}

/** A member kept out of a stream's chat: banned (no end) or timed out until `expiresAt`. */
export interface ChatRestrictionDto {
  userId: string;
  kind: 'ban' | 'timeout';
  expiresAt: string | null;
  createdAt: string;
  user: AuthorCard;
}

export const LivestreamLimits = {
  titleMax: 100,
  descriptionMax: 2000,
  tagsMax: 10,
  tagMax: 30,
  chatMax: 500,
  /** The longest timeout and the slowest slow mode a moderator can set. */
  timeoutMaxSeconds: 24 * 60 * 60,
  timeoutDefaultSeconds: 5 * 60,
  slowModeMaxSeconds: 10 * 60,
} as const;

const L = LivestreamLimits;

/** Exact strings: the spec's (title, toasts) and ours where the spec is silent. */
export const LivestreamMessages = {
  /** Spec §5 and §8: the toast's title and description; the server answers the description. */
  titleRequiredTitle: 'Title required',
  titleRequired: 'Please enter a title for your stream',
  titleMax: `Title can't exceed ${L.titleMax} characters`,
  descriptionMax: `Description can't exceed ${L.descriptionMax} characters`,
  tagsMax: `Use at most ${L.tagsMax} tags of ${L.tagMax} characters or less`,
  /** Not in the spec (issue 20): bidi controls, zero-width characters, controls, noncharacters. */
  titleCharacters: 'Title contains characters that are not allowed',
  tagsCharacters: 'Tags contain characters that are not allowed',
  created: 'Stream created!',
  createFailed: 'Error: Failed to create stream. Please try again.',
  invalidStreamUrl: 'Invalid stream URL',
  signInToView: 'Please sign in to view live streams.',
  notFound: 'Stream not found or unavailable.',
  noLiveStreams: 'No Live Streams',
  streamEndedTitle: 'Stream Ended',
  streamEnded: 'The streamer has ended this live session.',
  connectionErrorTitle: 'Connection Error',
  connectionError: 'Failed to connect to the live stream. Please try again.',
  reactionSentTitle: 'Reaction Sent',
  reactionSent: (type: string) => `You sent a ${type} reaction!`,
  notYourStream: 'Only the creator of this stream can do that',
  /** Ending a stream: its creator or an administrator (issue 21). */
  notCreatorOrAdmin: "Only the stream's creator or an administrator can end it",
  notModerator: "Only the stream's creator or an administrator can moderate its chat",
  alreadyEnded: 'This stream has ended',
  endBeforeNewKey: 'End the stream before regenerating its key',
  chatMessageNotFound: 'Chat message not found',
  cannotRestrictModerator: "The stream's creator and administrators cannot be banned or timed out",
  memberNotFound: 'Member not found',
  timeoutRange: `A timeout lasts from 1 to ${L.timeoutMaxSeconds} seconds`,
  slowModeRange: `Slow mode is from 0 (off) to ${L.slowModeMaxSeconds} seconds`,
  /** Issue 21: recordings. */
  recordingNotFound: 'This stream has no recording',
  notYourRecording: "Only the stream's creator or an administrator can delete its recording",
  recordingDeleted: 'Recording deleted',
  watchRecording: 'Watch the recording',
  recordingProcessing: 'The recording is being prepared…',
  recordingFailed: 'The recording could not be made.',
  recordingRetention: (expiresAt: string) => `Kept until ${expiresAt}, then deleted.`,
  deleteRecordingConfirm: 'Delete this recording? It cannot be undone.',
} as const;

/** The four fixed Stream Rules of the Info tab (spec §2). */
export const STREAM_RULES = [
  'Be respectful to everyone',
  'No spam or self-promotion',
  'Stay on topic',
  'Follow community guidelines',
] as const;

/** Spec §9: list refresh 30 s, detail refetch 10 s, 3 other streams, 6 skeleton cards. */
export const LivestreamTimings = {
  listRefreshMs: 30_000,
  detailRefetchMs: 10_000,
  otherStreamsShown: 3,
  gridSkeletons: 6,
} as const;
