import type { MemberExportPart } from '@cannaverse/platform';

/**
 * What streaming holds about a member, part by part (MEMBER_EXPORT_PARTS.streaming in the contracts names
 * them and says what each holds). Each query is keyset-paged on its own key (memberExportPage).
 */
export const STREAMING_EXPORT_PARTS: Record<string, MemberExportPart> = {
  // The stream key is a secret for the broadcasting software: left out, as are ingest details.
  streams: {
    sql: `SELECT id, title, description, thumbnail, status, started_at, ended_at, is_private, tags, max_viewer_count, total_views,
                 created_at, updated_at, id::text AS cursor FROM live_streams
           WHERE user_id = $1 AND ($2::text IS NULL OR id > $2::int) ORDER BY id LIMIT $3`,
    media: (row) => [row.thumbnail as string | null],
  },
  'chat-lines': {
    sql: `SELECT id, stream_id, message, is_deleted, created_at, id::text AS cursor FROM live_stream_chats
           WHERE user_id = $1 AND ($2::text IS NULL OR id > $2::int) ORDER BY id LIMIT $3`,
  },
  'stream-reactions': {
    sql: `SELECT id, stream_id, reaction_type, created_at, id::text AS cursor FROM live_stream_reactions
           WHERE user_id = $1 AND ($2::text IS NULL OR id > $2::bigint) ORDER BY id LIMIT $3`,
  },
};
