// The latest-feed query, built from the social service's own SELECT (services/social/src/posts/
// post.mapper.ts, compiled to dist) so the bare server and EXPLAIN run what the service runs.
// The ORDER BY/LIMIT tail mirrors FeedService.latest; bench.mjs checks that both answers are
// identical before it measures, so a drift between the two fails loudly instead of skewing figures.
import { POST_SELECT, toPostDto } from '../../services/social/dist/posts/post.mapper.js';
import { encodeKeysetCursor } from '../../services/social/dist/common/pagination.js';

export const FEED_PAGE_SIZE = 20;

/** First page: $1 viewer id, $2 page size + 1. */
export const FIRST_PAGE_SQL = `${POST_SELECT} ORDER BY p.created_at DESC, p.id DESC LIMIT $2`;

/** A later page: $3/$4 are the cursor's created_at and id. */
export const NEXT_PAGE_SQL = `${POST_SELECT} WHERE (p.created_at, p.id) < ($3::timestamptz, $4::uuid) ORDER BY p.created_at DESC, p.id DESC LIMIT $2`;

/** The service's page shape from the query's rows. */
export function toPage(rows, limit = FEED_PAGE_SIZE) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toPostDto),
    nextCursor: rows.length > limit && last ? encodeKeysetCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}
