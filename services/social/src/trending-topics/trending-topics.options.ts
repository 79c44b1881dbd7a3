import type { Logger } from '@cannaverse/platform';

export const TRENDING_TOPICS_OPTIONS = 'TRENDING_TOPICS_OPTIONS';

export interface TrendingTopicsOptions {
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
}
