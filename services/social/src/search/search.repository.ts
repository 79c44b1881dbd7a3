import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { escapeLike, keysetSql, notSuspendedSql, type KeysetPosition } from '@cannaverse/platform';
import { hiddenAuthorsSql, visibleAuthorSql } from '../common/visibility.js';
import { POST_SELECT, postSelect } from '../posts/posts.repository.js';
import type { PostRow } from '../posts/post.mapper.js';
import {
  MEMBER_NAME_START_MAX, MEMBER_NAME_VARIANTS_FUNCTION, memberNameStarts, memberNameVariants, memberSearchText, postSearchDocument,
} from './search-sql.js';

/**
 * Members hidden from `$1` (the searcher): either side of a block, whom they mute (the feeds' own
 * rule, common/visibility.ts), and a member suspended right now. Every kind filters with this one clause.
 */
export const notHiddenFrom = (userIdColumn: string, viewer = '$1') =>
  `${visibleAuthorSql(userIdColumn, `${viewer}::uuid`)} AND ${notSuspendedSql(userIdColumn)}`;

const MEMBER_TEXT = memberSearchText('u');

/** At most this many candidates from each way of matching a member's name by its letters (see MEMBERS_SQL). */
export const MEMBER_CANDIDATES = 200;

/**
 * `$1` viewer, `$2` the folded text, `$3` it LIKE-escaped, `$4` rows, `$5` offset, `$6` whether
 * merely similar names may be added (SearchKindQuery.similarNames). Names that are the text, then
 * start with it (username, then display name), then have a word starting with it, then typo
 * matches by trigram similarity; ties by followers.
 *
 * Ranking every member whose name is similar read and sorted them all (with 100,000 members named
 * alike, 53 ms at 1M posts). Instead the candidates come from index lookups: up to MEMBER_CANDIDATES
 * usernames starting with the text in name order (user_cards_username_prefix_idx, so an exact
 * username comes first) and names with a word starting with it (user_cards_name_starts_idx, one
 * exact key: search-sql.ts, memberNameStarts; a text longer than MEMBER_NAME_START_MAX is looked up
 * by its start and checked whole). Only when no name matches either way (a typo): the names one
 * typo away, by exact lookups of the text's deletion neighbourhood (user_cards_name_variants_idx,
 * search-sql.ts); only when there are none either, and not for the overview (`$6`), the names
 * nearest to it by trigram distance (user_cards_search_trgm_gist_idx, a k-nearest walk: ~5 ms
 * among 100,000 alike names), as many as the page reaches. A search as broad as a prefix shared by
 * thousands ranks a bounded sample of them (docs/decisions.md, "Search and a member's posts at a
 * million posts").
 */
export const MEMBERS_SQL = `
  WITH named AS (
    (SELECT u.id FROM user_cards u WHERE lower(u.username) LIKE $3 || '%' ORDER BY lower(u.username) LIMIT ${MEMBER_CANDIDATES})
    UNION
    (SELECT u.id FROM user_cards u
      -- strpos, not LIKE, checks a long text whole: a LIKE here let the planner walk the GiST trigram index instead.
      WHERE ${memberNameStarts('u')} @> ARRAY[left($2::text, ${MEMBER_NAME_START_MAX})] AND strpos(${MEMBER_TEXT}, $2::text) > 0
      LIMIT ${MEMBER_CANDIDATES})
  ),
  one_typo AS (
    SELECT u.id FROM user_cards u
     WHERE NOT EXISTS (SELECT 1 FROM named) AND ${memberNameVariants('u')} && ${MEMBER_NAME_VARIANTS_FUNCTION}($2::text, NULL)
     LIMIT ${MEMBER_CANDIDATES}
  ),
  candidates AS (
    SELECT id FROM named
    UNION ALL
    SELECT id FROM one_typo
    UNION ALL
    (SELECT u.id FROM user_cards u
      WHERE $6::boolean AND NOT EXISTS (SELECT 1 FROM named) AND NOT EXISTS (SELECT 1 FROM one_typo) AND ${MEMBER_TEXT} % $2
      ORDER BY ${MEMBER_TEXT} <-> $2 LIMIT ($4::int + $5::int))
  )
  SELECT u.id, u.username, u.display_name, u.avatar, coalesce(c.followers, 0)::int AS followers, coalesce(c.posts, 0)::int AS posts
    FROM candidates k
    -- One primary-key probe per candidate (LIMIT 1 keeps the planner from hashing the whole table
    -- for its guess of 400 candidates, a Seq Scan of 10,000 cards in bench:scale).
    CROSS JOIN LATERAL (SELECT * FROM user_cards u WHERE u.id = k.id LIMIT 1) u
    LEFT JOIN LATERAL (SELECT * FROM member_counts c WHERE c.user_id = k.id LIMIT 1) c ON true
   WHERE ${notHiddenFrom('u.id')}
   ORDER BY (CASE WHEN lower(u.username) = $2 THEN 4
                  WHEN lower(u.username) LIKE $3 || '%' THEN 3
                  WHEN lower(coalesce(u.display_name, '')) LIKE $3 || '%' THEN 2.5
                  WHEN ${MEMBER_TEXT} LIKE '%' || $3 || '%' THEN 2 -- a word starts with it
                  ELSE similarity(${MEMBER_TEXT}, $2) END) DESC,
            coalesce(c.followers, 0) DESC, u.id
   LIMIT $4 OFFSET $5`;

/**
 * `$1` the tag as typed (lower-case, no '#'), `$2` it LIKE-escaped, `$3` rows, `$4` offset. Tags
 * still on a post; the tag itself, then tags starting with it, containing it, then typo matches
 * (hashtags_tag_trgm_idx); shorter first.
 */
export const HASHTAGS_SQL = `
  SELECT h.tag, h.spelling
    FROM hashtags h
   WHERE (h.tag LIKE '%' || $2 || '%' OR h.tag % $1)
     AND EXISTS (SELECT 1 FROM post_hashtags ph WHERE ph.tag = h.tag)
   ORDER BY (CASE WHEN h.tag = $1 THEN 4 WHEN h.tag LIKE $2 || '%' THEN 3 WHEN h.tag LIKE '%' || $2 || '%' THEN 2
                  ELSE similarity(h.tag, $1) END) DESC, length(h.tag), h.tag
   LIMIT $3 OFFSET $4`;

/**
 * Posts matching the words (English full-text, stemmed; websearch syntax: "quotes", -not, or),
 * newest first, keyset-paginated like the feeds. Newest first rather than by text rank: a common
 * word matches a large share of a million posts, and ranking them all reads every match, while
 * newest first walks posts_feed_idx until the page is full (or, for a rare word, reads its few
 * matches from posts_search_idx): the planner picks by the word's frequency. Premium-only posts
 * only for premium members; never a post moderators removed (`removed_at IS NULL` also lets the planner
 * use the partial posts_feed_idx) or of a member hidden from the viewer.
 * `params`: `$1` viewer, `$2` rows, `$3` text, `$4` premium reader; the cursor is appended.
 */
export function searchPostsSql(params: unknown[], after: KeysetPosition | null): string {
  const keyset = keysetSql({ createdAt: 'p.created_at', id: 'p.id', idKind: 'uuid', order: 'desc' }, after, params);
  return `${POST_SELECT}
    WHERE p.removed_at IS NULL AND ${postSearchDocument('p')} @@ websearch_to_tsquery('english'::regconfig, $3)
      AND (NOT p.is_premium OR $4::boolean)
      AND ${notHiddenFrom('p.user_id')}
      ${keyset.and}
    ORDER BY ${keyset.orderBy} LIMIT $2`;
}

/** How many of the newest posts (after the cursor) a search reads first, for a common word. */
export const RECENT_WINDOW = 400;

/**
 * The matches among the RECENT_WINDOW newest posts after the cursor, newest first: when that fills
 * a page, they are the page (every newer post was read), in the same time at any number of posts.
 * Reading a common word's matches from posts_search_idx first cost time in proportion to all its
 * matches (2.1x slower at 1M posts than at 10k). Same parameters as searchPostsSql.
 */
export function recentMatchesSql(params: unknown[], after: KeysetPosition | null): string {
  const window = keysetSql({ createdAt: 'w.created_at', id: 'w.id', idKind: 'uuid', order: 'desc' }, after, params);
  return `${postSelect(`(SELECT w.* FROM posts w WHERE w.removed_at IS NULL ${window.and} ORDER BY ${window.orderBy} LIMIT ${RECENT_WINDOW}) p`)}
    WHERE ${postSearchDocument('p')} @@ websearch_to_tsquery('english'::regconfig, $3)
      AND (NOT p.is_premium OR $4::boolean)
      AND ${notHiddenFrom('p.user_id')}
    ORDER BY p.created_at DESC, p.id DESC LIMIT $2`;
}

/** A word matching at most this many posts is "rare": its matches are read from the full-text index and sorted. */
export const RARE_MATCHES_MAX = 500;

/**
 * Up to RARE_MATCHES_MAX + 1 ids of posts matching the words (after the cursor), read from
 * posts_search_idx in no order (a bitmap scan that stops at the limit). `params`: `$1` text,
 * `$2` premium reader, `$3` the cap; the cursor is appended. The planner cannot estimate how many
 * posts an expression's words match (it guesses 0.5%), so the query picks the plan instead: more
 * than the cap means a common word, whose newest matches the feed index finds at once.
 */
export function postMatchesSql(params: unknown[], after: KeysetPosition | null): string {
  const keyset = keysetSql({ createdAt: 'p.created_at', id: 'p.id', idKind: 'uuid', order: 'desc' }, after, params);
  return `SELECT p.id FROM posts p
    WHERE p.removed_at IS NULL AND ${postSearchDocument('p')} @@ websearch_to_tsquery('english'::regconfig, $1) AND (NOT p.is_premium OR $2::boolean) ${keyset.and}
    LIMIT $3`;
}

/** A page of the given posts (a rare word's matches), newest first. `$1` viewer, `$2` rows, `$3` ids. */
export const RARE_POSTS_SQL = `${POST_SELECT}
  WHERE p.id = ANY ($3::uuid[]) AND ${notHiddenFrom('p.user_id')}
  ORDER BY p.created_at DESC, p.id DESC LIMIT $2`;

/** At most this many members hidden from one searcher are passed on to content (stories). */
export const HIDDEN_MEMBERS_MAX = 5000;

/** The member's most used hashtags (of their last 50 posts) that suggested members are sought by. */
export const SUGGESTED_TAGS_MAX = 20;

/**
 * `$1` the member, `$2` rows. Members sharing the member's hashtags or strains (of their last 50
 * posts, the SUGGESTED_TAGS_MAX most used tags; each tag's and strain's 200 latest posts), then
 * the most active members (most posts), never the member, someone they follow, or someone either side of a block with them.
 */
export const SUGGESTED_MEMBERS_SQL = `
  WITH mine AS (SELECT id, strain_name FROM posts WHERE user_id = $1::uuid ORDER BY created_at DESC LIMIT 50),
  my_tags AS (
    SELECT ph.tag FROM post_hashtags ph WHERE ph.post_id IN (SELECT id FROM mine)
     GROUP BY ph.tag ORDER BY count(*) DESC, ph.tag LIMIT ${SUGGESTED_TAGS_MAX}
  ),
  my_strains AS (SELECT lower(strain_name) AS strain, min(strain_name) AS name FROM mine WHERE strain_name IS NOT NULL GROUP BY 1),
  shared AS (
    SELECT p.user_id, '#' || t.tag AS what
      FROM my_tags t
      CROSS JOIN LATERAL (SELECT ph.post_id FROM post_hashtags ph WHERE ph.tag = t.tag ORDER BY ph.created_at DESC LIMIT 200) r
      -- A primary-key probe per post (as for the cards below): at most SUGGESTED_TAGS_MAX × 200.
      CROSS JOIN LATERAL (SELECT p.user_id FROM posts p WHERE p.id = r.post_id LIMIT 1) p
    UNION
    SELECT p.user_id, s.name
      FROM my_strains s
      CROSS JOIN LATERAL (SELECT p.user_id FROM posts p WHERE lower(p.strain_name) = s.strain ORDER BY p.created_at DESC LIMIT 200) p
  ),
  candidates AS (
    SELECT user_id, array_agg(what ORDER BY what) AS shared FROM shared GROUP BY user_id
    UNION ALL
    SELECT a.user_id, '{}'::text[] FROM (SELECT user_id FROM member_counts ORDER BY posts DESC, user_id LIMIT 100) a
  ),
  best AS (
    SELECT DISTINCT ON (user_id) user_id, shared FROM candidates ORDER BY user_id, cardinality(shared) DESC
  )
  SELECT u.id, u.username, u.display_name, u.avatar, coalesce(c.followers, 0)::int AS followers, coalesce(c.posts, 0)::int AS posts, b.shared
    FROM best b
    -- One primary-key probe per candidate (LIMIT 1 keeps the planner from hashing the whole table).
    CROSS JOIN LATERAL (SELECT * FROM user_cards u WHERE u.id = b.user_id LIMIT 1) u
    LEFT JOIN LATERAL (SELECT * FROM member_counts c WHERE c.user_id = b.user_id LIMIT 1) c ON true
   WHERE b.user_id <> $1::uuid
     AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1::uuid AND f.following_id = b.user_id)
     AND ${notHiddenFrom('b.user_id')}
   ORDER BY cardinality(b.shared) DESC, coalesce(c.posts, 0) DESC, u.id
   LIMIT $2`;

export interface MemberResultRow {
  id: string;
  username: string;
  display_name: string | null;
  avatar: string | null;
  followers: number;
  posts: number;
}

export interface SuggestedMemberRow extends MemberResultRow {
  shared: string[];
}

/** Social's searches (members, posts, hashtags) and suggested members. */
@Injectable()
export class SearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  members(viewerId: string, text: string, limit: number, offset: number, similarNames = true): Promise<MemberResultRow[]> {
    return this.dataSource.query(MEMBERS_SQL, [viewerId, text, escapeLike(text), limit + 1, offset, similarNames]);
  }

  hashtags(tag: string, limit: number, offset: number): Promise<Array<{ tag: string; spelling: string }>> {
    return this.dataSource.query(HASHTAGS_SQL, [tag, escapeLike(tag), limit + 1, offset]);
  }

    /**
   * A common word: its newest matches are among the newest posts (recentMatchesSql); a rare word:
   * its few matches by id, sorted; a word in between: the newest-first walk (searchPostsSql).
   */
  async posts(viewerId: string, text: string, premium: boolean, limit: number, after: KeysetPosition | null): Promise<PostRow[]> {
    const recentParams: unknown[] = [viewerId, limit + 1, text, premium];
    const recent: PostRow[] = await this.dataSource.query(recentMatchesSql(recentParams, after), recentParams);
    if (recent.length > limit) return recent;
    const matchParams: unknown[] = [text, premium, RARE_MATCHES_MAX + 1];
    const matches: Array<{ id: string }> = await this.dataSource.query(postMatchesSql(matchParams, after), matchParams);
    if (matches.length <= RARE_MATCHES_MAX) {
      return matches.length === 0 ? [] : this.dataSource.query(RARE_POSTS_SQL, [viewerId, limit + 1, matches.map((row) => row.id)]);
    }
    const params: unknown[] = [viewerId, limit + 1, text, premium];
    return this.dataSource.query(searchPostsSql(params, after), params);
  }

  async hiddenMembers(viewerId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT DISTINCT hidden.id FROM unnest(${hiddenAuthorsSql('$1::uuid')}) AS hidden(id) LIMIT $2`,
      [viewerId, HIDDEN_MEMBERS_MAX],
    );
    return rows.map((row) => row.id);
  }

  suggested(viewerId: string, limit: number): Promise<SuggestedMemberRow[]> {
    return this.dataSource.query(SUGGESTED_MEMBERS_SQL, [viewerId, limit]);
  }
}
