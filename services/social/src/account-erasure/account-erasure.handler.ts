import { Inject, Injectable } from '@nestjs/common';
import { IdentityEvents, SocialEvents, type AccountDeletedEvent } from '@cannaverse/contracts';
import { OnEvent, publishEvent, type EventContext } from '@cannaverse/platform';
import { MEDIA_STORE, type MediaStore } from '@cannaverse/platform/media';
import type { EntityManager } from 'typeorm';
import { postMediaKeys } from '../media-processing/media-cleanup.listener.js';

/**
 * Social's part of an account's erasure (issue 25), in the event consumer's transaction: the
 * member's posts (with their comments, likes, hashtags and files: the upload, its renditions,
 * thumbnail and poster), their comments and likes on others' posts (the counts those posts show
 * drop with them), follows both ways, blocks both ways, their message settings, and every direct
 * message of their conversations on both sides: like Mastodon, the other party's copy goes too
 * (a conversation with a deleted account is gone from both inboxes). Then their interactions,
 * counts and user card. Others' posts that mention them stay as written.
 * Every statement finds nothing the second time, so a replay changes nothing.
 */
@Injectable()
export class SocialAccountErasure {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  @OnEvent(IdentityEvents.accountDeleted)
  async onAccountDeleted({ userId }: AccountDeletedEvent, { manager }: EventContext): Promise<void> {
    const posts: Array<{ id: string; media_url: string | null }> = await manager.query(
      'SELECT id, media_url FROM posts WHERE user_id = $1 AND media_url IS NOT NULL', [userId],
    );
    // Files first: removing a missing file is no error, so a failure here retries everything.
    const keys = posts.flatMap((post) => postMediaKeys(post.id, post.media_url));
    for (let index = 0; index < keys.length; index += 50) await Promise.all(keys.slice(index, index + 50).map((key) => this.store.remove(key)));
    await eraseSocialRows(manager, userId);
    await publishEvent(manager, SocialEvents.accountErased, { userId, service: 'social', at: new Date().toISOString() });
  }
}

/** The rows (exported for the test that reads every table afterwards). */
export async function eraseSocialRows(manager: EntityManager, userId: string): Promise<void> {
  // Others' posts the member liked or commented on: their counts drop by the member's rows.
  await manager.query(
    `UPDATE posts p SET likes_count = greatest(0, p.likes_count - l.n)
       FROM (SELECT post_id, count(*)::int AS n FROM likes WHERE user_id = $1 GROUP BY post_id) l
      WHERE p.id = l.post_id AND p.user_id <> $1`, [userId],
  );
  await manager.query('DELETE FROM likes WHERE user_id = $1', [userId]);
  await manager.query(
    `UPDATE posts p SET comments_count = greatest(0, p.comments_count - c.n)
       FROM (SELECT post_id, count(*)::int AS n FROM comments WHERE user_id = $1 GROUP BY post_id) c
      WHERE p.id = c.post_id AND p.user_id <> $1`, [userId],
  );
  await manager.query('DELETE FROM comments WHERE user_id = $1', [userId]);
  // Comments, likes, hashtags, trending rows, video details and upload claims cascade with the posts.
  await manager.query('DELETE FROM posts WHERE user_id = $1', [userId]);
  // One statement per index (an OR of two columns would read the whole table).
  await manager.query('DELETE FROM follows WHERE follower_id = $1', [userId]);
  await manager.query('DELETE FROM follows WHERE following_id = $1', [userId]);
  await manager.query('DELETE FROM blocks WHERE blocker_id = $1', [userId]);
  await manager.query('DELETE FROM blocks WHERE blocked_id = $1', [userId]);
  // Each message made a conversation row on both sides: the member's rows name every peer, and
  // each pair's messages are found by the conversation index.
  const peers: Array<{ peer_id: string }> = await manager.query('SELECT peer_id FROM conversations WHERE owner_id = $1', [userId]);
  const peerIds = peers.map((row) => row.peer_id);
  await manager.query('DELETE FROM conversations WHERE owner_id = ANY($2::uuid[]) AND peer_id = $1', [userId, peerIds]);
  await manager.query('DELETE FROM conversations WHERE owner_id = $1', [userId]);
  await manager.query(
    `DELETE FROM messages m USING unnest($2::uuid[]) AS p(peer_id)
      WHERE LEAST(m.sender_id, m.receiver_id) = LEAST($1::uuid, p.peer_id) AND GREATEST(m.sender_id, m.receiver_id) = GREATEST($1::uuid, p.peer_id)`,
    [userId, peerIds],
  );
  await manager.query('DELETE FROM message_settings WHERE user_id = $1', [userId]);
  await manager.query('DELETE FROM user_interactions WHERE user_id = $1', [userId]);
  // Last: the follows and posts triggers above wrote the member's own counts row.
  await manager.query('DELETE FROM member_counts WHERE user_id = $1', [userId]);
  await manager.query('DELETE FROM user_cards WHERE id = $1', [userId]);
}
