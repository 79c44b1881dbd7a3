import { Injectable } from '@nestjs/common';
import {
  parseMentions, SocialEvents,
  type CommentCreatedEvent, type FollowChangedEvent, type PostCreatedEvent, type PostDeletedEvent, type PostLikeEvent, type PostUpdatedEvent,
} from '@cannaverse/contracts';
import { OnEvent, prepared, type EventContext } from '@cannaverse/platform';
import { excerptOf, groupKey, undoKeys } from '../notifications/notification-input.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { ProjectionsRepository } from './projections.repository.js';

/**
 * Social's events become likes, comments, mentions and follows. Each runs in the consumer's
 * transaction with the inbox row, so a redelivered event changes nothing; the item's key (event
 * id, recipient) makes a replay under a new delivery a no-op as well.
 */
@Injectable()
export class SocialEventsProjection {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly projections: ProjectionsRepository,
  ) {}

  @OnEvent(SocialEvents.postCreated)
  async onPostCreated(post: PostCreatedEvent, { manager, envelope }: EventContext): Promise<void> {
    const excerpt = excerptOf(post.content);
    // Every new post runs it: planned once per connection.
    await this.projections.savePost(prepared(manager), post.postId, post.userId, excerpt);
    const target = { type: 'post' as const, id: post.postId, excerpt };
    for (const recipientId of await this.projections.membersNamed(manager, parseMentions(post.content ?? ''))) {
      await this.notifications.add(manager, {
        eventId: envelope.id, recipientId, actorId: post.userId, type: 'mention',
        groupKey: groupKey('mention', target, post.createdAt), target, undoKey: null, at: post.createdAt,
      });
    }
  }

  @OnEvent(SocialEvents.postUpdated)
  async onPostUpdated(post: PostUpdatedEvent, { manager }: EventContext): Promise<void> {
    const excerpt = excerptOf(post.content);
    if (!excerpt) return;
    await this.projections.savePost(manager, post.postId, post.userId, excerpt);
    await this.notifications.updateExcerpt(manager, 'post', post.postId, excerpt, ['like', 'comment', 'mention']);
  }

  @OnEvent(SocialEvents.postDeleted)
  async onPostDeleted(post: PostDeletedEvent, { manager }: EventContext): Promise<void> {
    await this.projections.deletePost(manager, post.postId);
    await this.notifications.removeTarget(manager, 'post', post.postId);
  }

  @OnEvent(SocialEvents.postLiked)
  async onLiked(like: PostLikeEvent, { manager, envelope }: EventContext): Promise<void> {
    const target = { type: 'post' as const, id: like.postId, excerpt: await this.projections.postExcerpt(manager, like.postId) };
    await this.notifications.add(manager, {
      eventId: envelope.id, recipientId: like.postAuthorId, actorId: like.userId, type: 'like',
      groupKey: groupKey('like', target, like.at), target, undoKey: undoKeys.like(like.postId, like.userId), at: like.at,
    });
  }

  /** A like taken back takes its notification with it, read or not. */
  @OnEvent(SocialEvents.postUnliked)
  async onUnliked(like: PostLikeEvent, { manager }: EventContext): Promise<void> {
    await this.notifications.undo(manager, undoKeys.like(like.postId, like.userId));
  }

  /**
   * The post's author hears of the comment; members it mentions hear of the mention (the author,
   * told of the comment already, is not told twice).
   */
  @OnEvent(SocialEvents.commentCreated)
  async onComment(comment: CommentCreatedEvent, { manager, envelope }: EventContext): Promise<void> {
    const postExcerpt = await this.projections.postExcerpt(manager, comment.postId);
    const onPost = { type: 'post' as const, id: comment.postId, excerpt: postExcerpt };
    await this.notifications.add(manager, {
      eventId: envelope.id, recipientId: comment.postAuthorId, actorId: comment.userId, type: 'comment',
      groupKey: groupKey('comment', onPost, comment.createdAt), target: onPost, undoKey: null, at: comment.createdAt,
    });
    const mentioned = { type: 'post' as const, id: comment.postId, excerpt: excerptOf(comment.content) };
    for (const recipientId of await this.projections.membersNamed(manager, parseMentions(comment.content))) {
      if (recipientId === comment.postAuthorId) continue;
      await this.notifications.add(manager, {
        eventId: envelope.id, recipientId, actorId: comment.userId, type: 'mention',
        groupKey: groupKey('mention', mentioned, comment.createdAt, `comment:${comment.commentId}`), target: mentioned, undoKey: null, at: comment.createdAt,
      });
    }
  }

  @OnEvent(SocialEvents.userFollowed)
  async onFollowed(follow: FollowChangedEvent, { manager, envelope }: EventContext): Promise<void> {
    await this.projections.follow(manager, follow.followerId, follow.followingId);
    const at = envelope.occurredAt;
    await this.notifications.add(manager, {
      eventId: envelope.id, recipientId: follow.followingId, actorId: follow.followerId, type: 'follow',
      groupKey: groupKey('follow', null, at), target: null, undoKey: undoKeys.follow(follow.followerId, follow.followingId), at,
    });
  }

  @OnEvent(SocialEvents.userUnfollowed)
  async onUnfollowed(follow: FollowChangedEvent, { manager }: EventContext): Promise<void> {
    await this.projections.unfollow(manager, follow.followerId, follow.followingId);
    await this.notifications.undo(manager, undoKeys.follow(follow.followerId, follow.followingId));
  }
}
