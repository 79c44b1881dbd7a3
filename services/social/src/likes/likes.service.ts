import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SocialMessages, type Actor, type LikeDto, type LikeToggleResult, type Page } from '@cannaverse/contracts';
import { RpcError, validatePayload } from '@cannaverse/platform';
import { assertPostExists, requireId } from '../common/ids.js';
import { changedRows } from '../common/sql.js';
import { toggleLikePayload } from '../common/payloads.js';
import { pageOfPostChildren } from '../common/post-children.js';
import { recordInteraction } from '../interactions/record-interaction.js';

const FOREIGN_KEY_VIOLATION = '23503';

const codeOf = (error: unknown) => {
  const failure = error as { code?: string; driverError?: { code?: string } };
  return failure.code ?? failure.driverError?.code;
};

interface LikeRow { id: string; post_id: string; user_id: string; created_at: Date; cursor_at: string }

/**
 * Likes change rows only through INSERT … ON CONFLICT DO NOTHING / DELETE … RETURNING, and the
 * counter moves by exactly the rows those touched, in the same transaction: concurrent clicks
 * can never leave two likes or a likes_count that differs from the rows.
 */
@Injectable()
export class LikesService {
  constructor(private readonly dataSource: DataSource) {}

  async toggle(actor: Actor, input: unknown): Promise<LikeToggleResult> {
    const payload = validatePayload(toggleLikePayload, input);
    const postId = requireId(payload.postId, SocialMessages.postNotFound);
    const wanted = payload.liked;
    try {
      return await this.dataSource.transaction((manager) => this.apply(manager, actor.id, postId, wanted));
    } catch (error) {
      // The post was deleted between our check and the insert.
      if (codeOf(error) === FOREIGN_KEY_VIOLATION) throw RpcError.notFound(SocialMessages.postNotFound);
      throw error;
    }
  }

  private async apply(manager: EntityManager, userId: string, postId: string, wanted: boolean | undefined): Promise<LikeToggleResult> {
    await assertPostExists(manager, postId);
    if (wanted !== true) {
      const removed = await changedRows<{ id: string }>(manager, `DELETE FROM likes WHERE post_id = $1 AND user_id = $2 RETURNING id`, [postId, userId]);
      if (removed.length > 0) return { liked: false, likesCount: await this.bump(manager, postId, -1) };
      if (wanted === false) return { liked: false, likesCount: await this.count(manager, postId) };
    }
    const inserted: unknown[] = await manager.query(
      `INSERT INTO likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT (post_id, user_id) DO NOTHING RETURNING id`,
      [postId, userId],
    );
    if (inserted.length === 0) return { liked: true, likesCount: await this.count(manager, postId) };
    await recordInteraction(manager, userId, 'like', { postId });
    return { liked: true, likesCount: await this.bump(manager, postId, 1) };
  }

  private async bump(manager: EntityManager, postId: string, delta: 1 | -1): Promise<number> {
    const rows = await changedRows<{ likes_count: number }>(
      manager,
      `UPDATE posts SET likes_count = likes_count + $2 WHERE id = $1 RETURNING likes_count`,
      [postId, delta],
    );
    return rows[0]?.likes_count ?? 0;
  }

  private async count(manager: EntityManager, postId: string): Promise<number> {
    const rows: Array<{ likes_count: number }> = await manager.query(`SELECT likes_count FROM posts WHERE id = $1`, [postId]);
    return rows[0]?.likes_count ?? 0;
  }

  /** Oldest first, keyset on (created_at, id). */
  list(_actor: Actor, input: unknown): Promise<Page<LikeDto>> {
    return pageOfPostChildren<LikeRow, LikeDto>(this.dataSource, input, {
      select: 'SELECT l.id, l.post_id, l.user_id, l.created_at, l.created_at::text AS cursor_at FROM likes l',
      alias: 'l',
      map: (row) => ({ id: row.id, postId: row.post_id, userId: row.user_id, createdAt: row.created_at.toISOString() }),
    });
  }
}
