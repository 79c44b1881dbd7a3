import type { MemberExportPart } from '@cannaverse/platform';

/**
 * What moderation holds about a member, part by part (MEMBER_EXPORT_PARTS.moderation in the contracts names
 * them and says what each holds). Each query is keyset-paged on its own key (memberExportPage).
 */
export const MODERATION_EXPORT_PARTS: Record<string, MemberExportPart> = {
  'reports-made': {
    sql: `SELECT r.id, r.target_type, r.target_id, r.rule, r.details, r.status, r.excerpt, r.link, r.created_at,
                 d.action AS decision, d.created_at AS decided_at, r.id::text AS cursor
            FROM content_reports r LEFT JOIN moderation_decisions d ON d.id = r.decision_id
           WHERE r.reporter_id = $1 AND ($2::uuid IS NULL OR r.id > $2::uuid) ORDER BY r.id LIMIT $3`,
  },
  'message-reports-made': {
    sql: `SELECT id, message_id, reason, status, created_at, reviewed_at, id::text AS cursor FROM message_reports
           WHERE reporter_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3`,
  },
  // Who decided (admin_id) and who reported are not the member's data: left out.
  'decisions-about-you': {
    sql: `SELECT id, target_type, target_id, action, rule, days, note, excerpt, created_at, id::text AS cursor FROM moderation_decisions
           WHERE subject_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3`,
  },
};
