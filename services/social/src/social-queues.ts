/**
 * Every BullMQ queue of the social service, in one place so a name is never typed twice
 * (the producer and the worker of a queue must agree on it). Connections and the key prefix
 * come from the kit's JobsModule.
 */
export enum SocialQueue {
  MediaProcessing = 'media-processing',
  TrendingTopics = 'trending-topics',
  /** The scheduled sweep of abandoned `incoming/` uploads. */
  MediaCleanup = 'media-cleanup',
}
