import { toKeysetPage, type KeysetPosition } from '@cannaverse/platform';
import type { Page, PostDto } from '@cannaverse/contracts';
import { latestPostsSql } from './posts/posts.repository.js';
import { toPostDto, type PostRow } from './posts/post.mapper.js';

/**
 * The one documented export of this service for scripts (package.json `exports["./bench"]`):
 * the latest feed's SQL and page mapping, taken from the posts feature itself, so the benchmark's
 * bare node+pg server (scripts/bench) runs exactly what the service runs. Nothing else of the
 * service may be imported from outside it; services never import it.
 */

/** First page: `$1` viewer id, `$2` page size + 1. */
export const FEED_FIRST_PAGE_SQL = latestPostsSql(['viewer', 'limit'], { userId: null, after: null });

/** Only the SQL text is wanted here: the caller binds the cursor's created_at and id as `$3` and `$4`. */
const CURSOR_PLACEHOLDER: KeysetPosition = { at: 'bound as $3', id: 'bound as $4' };

/** A later page: `$3`/`$4` are the cursor's created_at (text) and id. */
export const FEED_NEXT_PAGE_SQL = latestPostsSql(['viewer', 'limit'], { userId: null, after: CURSOR_PLACEHOLDER });

/** The service's page shape from the query's `limit + 1` rows. */
export const toFeedPage = (rows: PostRow[], limit: number): Page<PostDto> => toKeysetPage(rows, limit, toPostDto);

/**
 * For `npm run bench:scale` (scripts/bench/scale.mjs), which fills the tables in bulk with their
 * triggers off and then rebuilds what the triggers keep, exactly as the service does: the
 * 5-minute job's re-scoring of the trending window (`$1` the ranking moment), the members' counts,
 * and the trending topics' hashtag scan the same job runs (timed at every size: it must walk only
 * its window).
 */
export { REFRESH_TRENDING_RANK_SQL, TRENDING_RANK_LOCK } from './posts/trending-rank.repository.js';
export { REBUILD_MEMBER_COUNTS_SQL } from './migrations/1765000000001-count-member-activity.js';
export { REBUILD_TRENDING_RANK_SQL } from './migrations/1765000000000-rank-trending-posts.js';
export { HASHTAG_USAGE_SQL, HASHTAG_SQL_PATTERN } from './trending-topics/trending-topics.repository.js';
export { TRENDING_WINDOW_HOURS, TRENDING_HALF_LIFE_HOURS } from './trending-topics/trending-topics.service.js';
export { REBUILD_HASHTAGS_SQL } from './migrations/1765850000000-search-social.js';
