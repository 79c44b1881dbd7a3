import type { RowCounter } from '@cannaverse/platform';

/** Every account, the administrator included (migration 1764900000002). */
export const MEMBERS_COUNTER = { name: 'members', table: 'users' } as const satisfies RowCounter;

/** Since account deletion (migration 1765830000001): deleted accounts' tombstones are not members. */
export const LIVE_MEMBERS_COUNTER = { ...MEMBERS_COUNTER, where: (row: string) => `${row}.deleted_at IS NULL` } as const satisfies RowCounter;
