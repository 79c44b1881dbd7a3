import type { MemberExportPart } from '@cannaverse/platform';

/**
 * What social holds about a member, part by part (MEMBER_EXPORT_PARTS.social in the contracts names
 * them and says what each holds). Each query is keyset-paged on its own key (memberExportPage).
 */
export const SOCIAL_EXPORT_PARTS: Record<string, MemberExportPart> = {
  'message-settings': {
    sql: `SELECT allow_messages_from, updated_at, user_id::text AS cursor FROM message_settings
           WHERE user_id = $1 AND ($2::uuid IS NULL OR user_id > $2::uuid) ORDER BY user_id LIMIT $3`,
  },
  posts: {
    sql: `SELECT id, content, strain_name, strain_rating, strain_review, media_url, media_type, thumbnail, media_width, media_height,
                 is_premium, likes_count, comments_count, created_at, updated_at, id::text AS cursor
            FROM posts WHERE user_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3`,
    media: (row) => [row.media_url as string | null, row.thumbnail as string | null],
  },
  comments: {
    sql: `SELECT id, post_id, content, created_at, id::text AS cursor FROM comments
           WHERE user_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3`,
  },
  likes: {
    sql: `SELECT post_id, created_at, id::text AS cursor FROM likes
           WHERE user_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3`,
  },
  follows: {
    sql: `SELECT f.direction, f.member_id, c.username, f.created_at, f.id::text AS cursor FROM (
            (SELECT id, 'following' AS direction, following_id AS member_id, created_at FROM follows
              WHERE follower_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3)
            UNION ALL
            (SELECT id, 'follower' AS direction, follower_id AS member_id, created_at FROM follows
              WHERE following_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3)
          ) f LEFT JOIN user_cards c ON c.id = f.member_id ORDER BY f.id LIMIT $3`,
  },
  blocks: {
    sql: `SELECT b.blocked_id AS member_id, c.username, b.created_at, b.blocked_id::text AS cursor FROM blocks b
            LEFT JOIN user_cards c ON c.id = b.blocked_id
           WHERE b.blocker_id = $1 AND ($2::uuid IS NULL OR b.blocked_id > $2::uuid) ORDER BY b.blocked_id LIMIT $3`,
  },
  messages: {
    sql: `SELECT m.id, m.direction, m.member_id, c.username, m.content, m.read, m.created_at, m.id::text AS cursor FROM (
            (SELECT id, 'sent' AS direction, receiver_id AS member_id, content, read, created_at FROM messages
              WHERE sender_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3)
            UNION ALL
            (SELECT id, 'received' AS direction, sender_id AS member_id, content, read, created_at FROM messages
              WHERE receiver_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3)
          ) m LEFT JOIN user_cards c ON c.id = m.member_id ORDER BY m.id LIMIT $3`,
  },
};
