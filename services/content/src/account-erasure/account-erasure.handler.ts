import { Injectable } from '@nestjs/common';
import { ContentEvents, IdentityEvents, type AccountDeletedEvent } from '@cannaverse/contracts';
import { OnEvent, publishEvent, type EventContext } from '@cannaverse/platform';
import type { EntityManager } from 'typeorm';
import { MEMBER_RATINGS_UPDATE_SQL } from '../strains/members-report/members-score.js';

/**
 * Content's part of an account's erasure (issue 25), in the event consumer's transaction: the
 * member's strain stories (and the upvotes they got), their upvotes of others' stories (those
 * stories' counts drop), their emoji reactions (the strains' counts drop), the ratings their posts
 * gave, then the members report figures (review count, members rating, Top Rated score) of every
 * strain they had rated, recomputed. Ad statistics keep their counts without the member (user_id
 * cleared); a grow guide they wrote as an admin stays without its author. Then their user card.
 * A replay finds nothing and changes nothing.
 */
@Injectable()
export class ContentAccountErasure {
  @OnEvent(IdentityEvents.accountDeleted)
  async onAccountDeleted({ userId }: AccountDeletedEvent, { manager }: EventContext): Promise<void> {
    await eraseContentRows(manager, userId);
    await publishEvent(manager, ContentEvents.accountErased, { userId, service: 'content', at: new Date().toISOString() });
  }
}

export async function eraseContentRows(manager: EntityManager, userId: string): Promise<void> {
  const rated: Array<{ strain_ids: number[] | null; strain_keys: string[] | null }> = await manager.query(
    `SELECT (SELECT array_agg(DISTINCT strain_id) FROM strain_stories WHERE user_id = $1) AS strain_ids,
            (SELECT array_agg(DISTINCT strain_key) FROM strain_post_ratings WHERE user_id = $1) AS strain_keys`,
    [userId],
  );
  await manager.query(
    `UPDATE strain_reaction_counts c SET count = greatest(0, c.count - r.n)
       FROM (SELECT strain_id, emoji_type, count(*)::int AS n FROM strain_emoji_reactions WHERE user_id = $1 GROUP BY strain_id, emoji_type) r
      WHERE c.strain_id = r.strain_id AND c.emoji_type = r.emoji_type`, [userId],
  );
  await manager.query('DELETE FROM strain_emoji_reactions WHERE user_id = $1', [userId]);
  await manager.query(
    `UPDATE strain_stories s SET upvotes = greatest(0, s.upvotes - 1)
       FROM strain_story_upvotes u WHERE u.user_id = $1 AND u.story_id = s.id AND s.user_id <> $1`, [userId],
  );
  await manager.query('DELETE FROM strain_story_upvotes WHERE user_id = $1', [userId]);
  // The upvotes their stories received cascade with them.
  await manager.query('DELETE FROM strain_stories WHERE user_id = $1', [userId]);
  await manager.query('DELETE FROM strain_post_ratings WHERE user_id = $1', [userId]);
  const { strain_ids: ids, strain_keys: keys } = rated[0] ?? { strain_ids: null, strain_keys: null };
  if ((ids?.length ?? 0) + (keys?.length ?? 0) > 0) {
    await manager.query(MEMBER_RATINGS_UPDATE_SQL('s.id = ANY($1::int[]) OR s.name_key = ANY($2::text[])'), [ids ?? [], keys ?? []]);
  }
  await manager.query('UPDATE ad_events SET user_id = NULL WHERE user_id = $1', [userId]);
  await manager.query('UPDATE grow_guides SET author_id = NULL WHERE author_id = $1', [userId]);
  await manager.query('DELETE FROM user_cards WHERE id = $1', [userId]);
}
