import type { Actor, LiveStreamDto, MyLiveStreamDto } from '@cannaverse/contracts';
import { toAuthorCard } from '@cannaverse/platform';
import { mediaUrlFor } from '@cannaverse/platform/media';
import { canModerate } from '../common/stream-access.js';
import type { StreamRow } from './livestreams.repository.js';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The stream as any member may read it: never its key. Visitors get no playback or recording URL. */
export function toLiveStreamDto(row: StreamRow, viewerCount: number, actor: Actor | null): LiveStreamDto {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    tags: row.tags.join(', '),
    isPrivate: row.is_private,
    thumbnail: row.thumbnail,
    status: row.status,
    playbackUrl: actor ? row.playback_url : null,
    viewerCount: row.status === 'live' ? viewerCount : 0,
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    createdAt: row.created_at.toISOString(),
    slowModeSeconds: row.slow_mode_seconds,
    canModerate: canModerate({ userId: row.user_id, isPrivate: row.is_private }, actor),
    recordingUrl: actor && row.recording_status === 'ready' && row.recording_key ? mediaUrlFor(row.recording_key) : null,
    recordingStatus: actor ? row.recording_status : null,
    recordingExpiresAt: actor && row.recording_status === 'ready' ? iso(row.recording_expires_at) : null,
    user: toAuthorCard(row.user_id, row),
  };
}

/** The creator's own view (My Streams): how to publish, and the totals. */
export function toMyLiveStreamDto(row: StreamRow, viewerCount: number, actor: Actor, ingestUrl: string): MyLiveStreamDto {
  return {
    ...toLiveStreamDto(row, viewerCount, actor),
    ingestUrl,
    streamKey: row.stream_key,
    maxViewerCount: row.max_viewer_count,
    totalViews: row.total_views,
  };
}
