/**
 * Every BullMQ queue of the social service, in one place so a name is never typed twice
 * (the producer and the worker of a queue must agree on it).
 */
export enum SocialQueue {
  MediaProcessing = 'media-processing',
  TrendingTopics = 'trending-topics',
}
