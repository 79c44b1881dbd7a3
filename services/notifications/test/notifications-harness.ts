import { randomUUID } from 'node:crypto';
import { NotificationsPatterns as P, SocialEvents, type Actor, type NotificationDto, type Page, type PostCreatedEvent } from '@cannaverse/contracts';
import { startServiceHarness, type ServiceHarness } from '@cannaverse/platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadNotificationsConfig, type NotificationsConfig } from '../src/config.js';

export { rpcFailure, waitFor } from '@cannaverse/platform/testing';

export type NotificationsHarness = ServiceHarness<NotificationsConfig>;

/** The notifications service on the kit's harness (its own nats-server, database). */
export const startNotifications = (options: { start?: boolean } = {}): Promise<NotificationsHarness> =>
  startServiceHarness({ service: 'notifications', loadConfig: loadNotificationsConfig, appModule: AppModule.register, ...options });

const now = () => new Date().toISOString();

/** Social's events as its outbox relay publishes them; each resolves once the service applied it (unless `wait` is false). */
export const socialEvents = (harness: NotificationsHarness) => {
  const settle = async <T>(value: T, wait: boolean) => {
    if (wait) await harness.waitForConsumerIdle();
    return value;
  };
  return {
    post: async (author: { id: string }, content: string, wait = true): Promise<PostCreatedEvent> => {
      const event: PostCreatedEvent = {
        postId: randomUUID(), userId: author.id, mediaType: null, mediaUrl: null, hashtags: [], strainName: null, strainRating: null, content, createdAt: now(),
      };
      await harness.publish(SocialEvents.postCreated, event);
      return settle(event, wait);
    },
    like: async (post: PostCreatedEvent, liker: { id: string }, wait = true) => {
      const envelope = await harness.publish(SocialEvents.postLiked, { postId: post.postId, postAuthorId: post.userId, userId: liker.id, at: now() });
      return settle(envelope, wait);
    },
    unlike: async (post: PostCreatedEvent, liker: { id: string }, wait = true) => {
      const envelope = await harness.publish(SocialEvents.postUnliked, { postId: post.postId, postAuthorId: post.userId, userId: liker.id, at: now() });
      return settle(envelope, wait);
    },
    comment: async (post: PostCreatedEvent, author: { id: string }, content: string, wait = true) => {
      const envelope = await harness.publish(SocialEvents.commentCreated, {
        commentId: randomUUID(), postId: post.postId, postAuthorId: post.userId, userId: author.id, content, createdAt: now(),
      });
      return settle(envelope, wait);
    },
    follow: async (follower: { id: string }, following: { id: string }, wait = true) =>
      settle(await harness.publish(SocialEvents.userFollowed, { followerId: follower.id, followingId: following.id }), wait),
    unfollow: async (follower: { id: string }, following: { id: string }, wait = true) =>
      settle(await harness.publish(SocialEvents.userUnfollowed, { followerId: follower.id, followingId: following.id }), wait),
    deletePost: async (post: PostCreatedEvent, wait = true) =>
      settle(await harness.publish(SocialEvents.postDeleted, { postId: post.postId, userId: post.userId, mediaUrl: null }), wait),
  };
};

export const listOf = async (harness: NotificationsHarness, actor: Actor, query: Record<string, unknown> = {}): Promise<NotificationDto[]> =>
  (await harness.call<Page<NotificationDto>>(P.list, query, actor)).items;

export const unread = async (harness: NotificationsHarness, actor: Actor): Promise<number> =>
  (await harness.call<{ count: number }>(P.unreadCount, {}, actor)).count;
