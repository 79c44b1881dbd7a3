import type { MemberExportPart } from '@cannaverse/platform';

/**
 * What notifications holds about a member, part by part (MEMBER_EXPORT_PARTS.notifications in the contracts names
 * them and says what each holds). Each query is keyset-paged on its own key (memberExportPage).
 */
export const NOTIFICATIONS_EXPORT_PARTS: Record<string, MemberExportPart> = {
  notifications: {
    sql: `SELECT id, type, target_type, target_id, excerpt, count, latest_at, read, id::text AS cursor FROM notification_groups
           WHERE recipient_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3`,
  },
  'notification-settings': {
    sql: `SELECT "like", comment, follow, mention, live, story_upvote, from_following, user_id::text AS cursor FROM notification_settings
           WHERE user_id = $1 AND ($2::uuid IS NULL OR user_id > $2::uuid) ORDER BY user_id LIMIT $3`,
  },
};
