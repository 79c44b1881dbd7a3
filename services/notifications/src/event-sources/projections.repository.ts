import { Injectable } from '@nestjs/common';
import type { Queryable } from '@cannaverse/platform';

/** The follow graph and the posts' authors and excerpts, as far as notifications need them. */
@Injectable()
export class ProjectionsRepository {
  async follow(db: Queryable, followerId: string, followingId: string): Promise<void> {
    await db.query(`INSERT INTO follows (follower_id, following_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [followerId, followingId]);
  }

  async unfollow(db: Queryable, followerId: string, followingId: string): Promise<void> {
    await db.query(`DELETE FROM follows WHERE follower_id = $1 AND following_id = $2`, [followerId, followingId]);
  }

  /** A block (the blocker's and the blocked member's notifications from each other stop). */
  async block(db: Queryable, blockerId: string, blockedId: string, blocked: boolean): Promise<void> {
    await db.query(
      blocked
        ? `INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
        : `DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`,
      [blockerId, blockedId],
    );
  }

  /** A mute (the muter's notifications from the muted member stop). */
  async mute(db: Queryable, muterId: string, mutedId: string, muted: boolean): Promise<void> {
    await db.query(
      muted
        ? `INSERT INTO member_mutes (muter_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
        : `DELETE FROM member_mutes WHERE muter_id = $1 AND muted_id = $2`,
      [muterId, mutedId],
    );
  }

  async savePost(db: Queryable, id: string, authorId: string, excerpt: string | null): Promise<void> {
    await db.query(
      `INSERT INTO posts (id, author_id, excerpt) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET excerpt = coalesce(EXCLUDED.excerpt, posts.excerpt)`,
      [id, authorId, excerpt],
    );
  }

  async deletePost(db: Queryable, id: string): Promise<void> {
    await db.query(`DELETE FROM posts WHERE id = $1`, [id]);
  }

  /** Null for a post created before this service existed (its event carried no text). */
  async postExcerpt(db: Queryable, id: string): Promise<string | null> {
    const rows: Array<{ excerpt: string | null }> = await db.query(`SELECT excerpt FROM posts WHERE id = $1`, [id]);
    return rows[0]?.excerpt ?? null;
  }

  /** The members a text mentions, by lower-cased username. */
  async membersNamed(db: Queryable, usernames: string[]): Promise<string[]> {
    if (usernames.length === 0) return [];
    const rows: Array<{ id: string }> = await db.query(`SELECT id FROM user_cards WHERE lower(username) = ANY($1::text[])`, [usernames]);
    return rows.map((row) => row.id);
  }
}
