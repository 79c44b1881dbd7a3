import type { Actor } from '@cannaverse/contracts';

/**
 * What a viewer does not see (issue 24): the members they block, the members who block them and the
 * members they mute, and (in the feeds and topic pages) posts matching their muted words. Each
 * fragment is an uncorrelated sub-select that PostgreSQL runs once per statement (an InitPlan) by
 * primary key or blocks_blocked_idx, then checks per row as a filter; so a list keeps walking its
 * own keyset index in order and a page is still one statement. `viewer` is a SQL expression of
 * type uuid (e.g. `$1::uuid`); a null viewer hides nothing.
 */
export const hiddenAuthorsSql = (viewer: string): string => `ARRAY(
  SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = ${viewer}
  UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = ${viewer}
  UNION ALL SELECT m.muted_id FROM mutes m WHERE m.muter_id = ${viewer})`;

/**
 * True unless a block stands between the viewer and `authorColumn`, either way: what a post opened
 * by its link needs (a mute hides a member from one's lists, not from a link one follows).
 */
export const notBlockedEitherWaySql = (authorColumn: string, viewer: string): string => `NOT EXISTS (
  SELECT 1 FROM blocks b WHERE (b.blocker_id = ${viewer} AND b.blocked_id = ${authorColumn}) OR (b.blocker_id = ${authorColumn} AND b.blocked_id = ${viewer}))`;

/**
 * Whom a block hides a post from when it is opened by its link: the member, unless a moderator
 * (who must read what is reported, whoever they block themselves). Null: nobody.
 */
export const blockedOpener = (actor: Actor | null): string | null => (actor && !actor.isAdmin ? actor.id : null);

/** True when the viewer may see what `authorColumn` wrote. */
export const visibleAuthorSql = (authorColumn: string, viewer: string): string => `${authorColumn} <> ALL (${hiddenAuthorsSql(viewer)})`;

/** True when the text in `contentColumn` matches none of the viewer's muted words. */
export const noMutedWordsSql = (contentColumn: string, viewer: string): string =>
  `NOT (${contentColumn} ~* ANY (ARRAY(SELECT w.pattern FROM muted_words w WHERE w.user_id = ${viewer})))`;

/** Both filters, for the feeds and topic pages. */
export const visiblePostSql = (alias: string, viewer: string): string =>
  `${visibleAuthorSql(`${alias}.user_id`, viewer)} AND ${noMutedWordsSql(`${alias}.content`, viewer)}`;
