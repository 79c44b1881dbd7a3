import type { MemberExportPart } from '@cannaverse/platform';

/**
 * What content holds about a member, part by part (MEMBER_EXPORT_PARTS.content in the contracts names
 * them and says what each holds). Each query is keyset-paged on its own key (memberExportPage).
 */
export const CONTENT_EXPORT_PARTS: Record<string, MemberExportPart> = {
  stories: {
    sql: `SELECT s.id, s.strain_id, st.name AS strain_name, s.title, s.content, s.rating, s.experience, s.effects_felt, s.helped_with,
                 s.consumption_method, s.media_url, s.media_type, s.upvotes, s.published, s.created_at, s.updated_at, s.id::text AS cursor
            FROM strain_stories s LEFT JOIN strains st ON st.id = s.strain_id
           WHERE s.user_id = $1 AND ($2::text IS NULL OR s.id > $2::int) ORDER BY s.id LIMIT $3`,
    media: (row) => [row.media_url as string | null],
  },
  'story-upvotes': {
    sql: `SELECT story_id, created_at, story_id::text AS cursor FROM strain_story_upvotes
           WHERE user_id = $1 AND ($2::text IS NULL OR story_id > $2::int) ORDER BY story_id LIMIT $3`,
  },
  reactions: {
    sql: `SELECT r.strain_id, st.name AS strain_name, r.emoji_type, r.created_at, r.id::text AS cursor
            FROM strain_emoji_reactions r LEFT JOIN strains st ON st.id = r.strain_id
           WHERE r.user_id = $1 AND ($2::text IS NULL OR r.id > $2::int) ORDER BY r.id LIMIT $3`,
  },
  ratings: {
    sql: `SELECT post_id, strain_key, rating, changed_at, post_id::text AS cursor FROM strain_post_ratings
           WHERE user_id = $1 AND ($2::uuid IS NULL OR post_id > $2::uuid) ORDER BY post_id LIMIT $3`,
  },
};
