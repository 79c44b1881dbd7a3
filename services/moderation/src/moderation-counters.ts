import type { RowCounter } from '@cannaverse/platform';

/** The stats' and dashboard's figures, kept exact by triggers (migration 1764900000001). */
export const MODERATION_COUNTERS = {
  messages: { name: 'messages', table: 'message_copies' },
  reports: { name: 'reports', table: 'message_reports' },
  pendingReports: { name: 'pending_reports', table: 'message_reports', where: (row: string) => `${row}.status = 'pending'` },
} as const satisfies Record<string, RowCounter>;
