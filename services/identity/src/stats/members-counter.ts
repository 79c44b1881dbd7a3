import type { RowCounter } from '@cannaverse/platform';

/** Every account, the administrator included (migration 1764900000002). */
export const MEMBERS_COUNTER = { name: 'members', table: 'users' } as const satisfies RowCounter;
