import type { RowCounter } from '@cannaverse/platform';

/** The admin dashboard's figures from social, kept exact by triggers (migration 1764800000001). */
export const SOCIAL_COUNTERS = {
  posts: { name: 'posts', table: 'posts' },
  messages: { name: 'messages', table: 'messages' },
} as const satisfies Record<string, RowCounter>;
