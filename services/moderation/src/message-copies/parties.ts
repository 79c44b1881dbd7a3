import type { ReportPartyDto } from '@cannaverse/contracts';
import { FALLBACK_USERNAME } from '@cannaverse/platform';

/**
 * A party of a message (sender, receiver, reporter, admin) is read from `user_cards` under its own
 * alias, so one row can carry several: `partyJoin('s', 'c.sender_id')` + `partyColumns('s', 'sender')`.
 */
export const partyJoin = (alias: string, idColumn: string): string => `LEFT JOIN user_cards ${alias} ON ${alias}.id = ${idColumn}`;
export const partyColumns = (alias: string, prefix: string): string => `${alias}.username AS ${prefix}_username, ${alias}.avatar AS ${prefix}_avatar`;

export const toParty = (id: string, username: string | null, avatar: string | null): ReportPartyDto => ({
  id,
  username: username ?? FALLBACK_USERNAME,
  avatar,
});
