// The latest-feed query and page mapping, from the social service's one documented export for
// scripts (`@cannaverse/social/bench`, services/social/src/bench-api.ts, built to dist), so the
// bare server and EXPLAIN run what the service runs. bench.mjs also checks that both answers are
// identical before it measures, so a drift fails loudly instead of skewing figures.
import { FEED_FIRST_PAGE_SQL, FEED_NEXT_PAGE_SQL, toFeedPage } from '@cannaverse/social/bench';

export const FEED_PAGE_SIZE = 20;

/** First page: $1 viewer id, $2 page size + 1. */
export const FIRST_PAGE_SQL = FEED_FIRST_PAGE_SQL;

/** A later page: $3/$4 are the cursor's created_at and id. */
export const NEXT_PAGE_SQL = FEED_NEXT_PAGE_SQL;

/** The service's page shape from the query's rows. */
export const toPage = (rows, limit = FEED_PAGE_SIZE) => toFeedPage(rows, limit);
