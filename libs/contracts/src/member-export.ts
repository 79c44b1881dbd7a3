import type { ServiceName } from './patterns.js';

/**
 * A member's data export (issue 25): `POST /api/me/export`, `GET /api/me/exports/{id}`, and the
 * zip's download. Identity runs the job; every service answers `<service>.member-export.get` with
 * its part, a page at a time (a NATS message stays far under its 1 MB limit).
 */

export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed' | 'expired';

export interface DataExportDto {
  id: string;
  status: DataExportStatus;
  /** While running: the part being gathered, e.g. `social/posts`. */
  part?: string;
  createdAt: string;
  /** Once ready: where the member downloads it (a session-checked gateway route, never a public URL). */
  downloadUrl?: string;
  /** Once ready: after this the zip is removed. */
  expiresAt?: string;
}

/** What identity's request for one page of one part carries (the member id comes from identity, never from a member). */
export interface MemberExportPageRequest {
  userId: string;
  part: string;
  cursor?: string | null;
}

export interface MemberExportPage {
  rows: Record<string, unknown>[];
  /** Media of these rows to copy into the zip (`/media/...` URLs). */
  media: string[];
  nextCursor: string | null;
}

/** The subject each service answers a page of its part on (only identity may send these: nats-permissions). */
export const MemberExportPatterns = {
  social: 'social.member-export.get',
  content: 'content.member-export.get',
  streaming: 'streaming.member-export.get',
  moderation: 'moderation.member-export.get',
  notifications: 'notifications.member-export.get',
} as const satisfies Partial<Record<ServiceName, string>>;

export type ExportingService = keyof typeof MemberExportPatterns;

/** Identity's own requests from the gateway (the actor's own exports). */
export const DataExportPatterns = {
  /** {} → DataExportDto (202): a new export, or the one still in progress. */
  create: 'identity.data-export.create',
  /** { id } → DataExportDto; 404 for an id that is not the actor's. */
  get: 'identity.data-export.get',
  /** {} → DataExportDto[]: the actor's newest exports, at most 5 (the Settings page). */
  list: 'identity.data-export.list',
  /** { id } → DataExportDownload: the ready zip's object key, for the gateway to stream (404 otherwise, 409 not ready, 410 expired). */
  download: 'identity.data-export.download',
} as const;

/**
 * The parts, in the zip's order, with what each file holds (the README lists them). A service's
 * handler answers exactly its own names here.
 */
export const MEMBER_EXPORT_PARTS: Record<'identity' | ExportingService, Record<string, string>> = {
  identity: {
    account: 'Your account: username, email, display name, bio, avatar, join date and onboarding state.',
    membership: 'Your membership: plan, interval, status, current period end, whether it is cancelled.',
  },
  social: {
    'message-settings': 'Who may send you direct messages.',
    posts: 'Your posts with their text, strain, rating, media file names and counts.',
    comments: 'Your comments, with the post each belongs to.',
    likes: 'The posts you liked.',
    follows: 'Whom you follow and who follows you.',
    blocks: 'The members you blocked.',
    messages: 'Your direct messages, sent and received.',
  },
  content: {
    stories: 'Your strain stories.',
    'story-upvotes': 'The stories you upvoted.',
    reactions: 'Your emoji reactions on strains.',
    ratings: 'The strain ratings given in your posts.',
  },
  streaming: {
    streams: 'Your live streams (stream keys left out).',
    'chat-lines': 'What you wrote in live stream chats.',
    'stream-reactions': 'Your reactions during live streams.',
  },
  moderation: {
    'reports-made': 'The content and members you reported, and what was decided.',
    'message-reports-made': 'The direct messages you reported, and what was decided.',
    'decisions-about-you': 'Moderators\' decisions about your content or account (who decided is left out).',
  },
  notifications: {
    notifications: 'Your notifications.',
    'notification-settings': 'Which notifications you get.',
  },
};

export interface DataExportDownload {
  key: string;
  fileName: string;
  size: number;
}

export const DATA_EXPORT_TTL_DAYS = 7;

export const DataExportMessages = {
  notFound: 'Export not found',
  notReady: 'This export is not ready to download',
  expired: 'This export has expired; please request a new one',
} as const;
