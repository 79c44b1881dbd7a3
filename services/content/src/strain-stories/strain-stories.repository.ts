import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StoryExperience } from '@cannaverse/contracts';
import { AUTHOR_COLUMNS, authorJoin, changedRows, keysetSql, notSuspendedSql, visibleAuthorSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import type { PopularPosition } from './story-cursors.js';
import type { StrainStoryRow } from './strain-story.mapper.js';

/**
 * `$1` is the reader's id. One row carries the story, its author card (LEFT JOIN: a card may lag
 * a brand-new member by milliseconds), its strain and whether the reader upvoted it, so a page
 * of any size is one query.
 */
export const STORY_SELECT = `
  SELECT s.id, s.user_id, s.strain_id, s.title, s.content, s.rating, s.experience, s.effects_felt, s.helped_with,
         s.consumption_method, s.media_url, s.media_type, s.upvotes, s.created_at, s.updated_at, s.created_at::text AS cursor_at,
         ${AUTHOR_COLUMNS},
         st.name AS strain_name, st.type AS strain_type,
         EXISTS (SELECT 1 FROM strain_story_upvotes v WHERE v.story_id = s.id AND v.user_id = $1::uuid) AS upvoted_by_me
    FROM strain_stories s
    JOIN strains st ON st.id = s.strain_id
    ${authorJoin('s.user_id')}`;

/**
 * Stories shown to the reader (`$1`): published, not by a member suspended right now (restored when
 * lifted or run out), nor by members they block, who block them or whom they mute (issue 24).
 */
export const STORY_SHOWN = `s.published AND ${notSuspendedSql('s.user_id')} AND ${visibleAuthorSql('s.user_id', '$1::uuid')}`;

const RECENT = { createdAt: 's.created_at', id: 's.id', idKind: 'int', order: 'desc' } as const;

/** What a member writes (the rest is derived: experience, the effects split). */
export interface StoryFields {
  strainId: number;
  title: string;
  content: string;
  rating: number;
  experience: StoryExperience;
  effectsFelt: string[];
  helpedWith: string[];
}

/** The strain_stories and strain_story_upvotes tables. */
@Injectable()
export class StrainStoriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first over strain_stories_recent_idx. */
  recent(readerId: string, limit: number, after: KeysetPosition<number> | null): Promise<StrainStoryRow[]> {
    const params: unknown[] = [readerId, limit + 1];
    const keyset = keysetSql(RECENT, after, params);
    return this.dataSource.query(`${STORY_SELECT} WHERE ${STORY_SHOWN} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $2`, params);
  }

  /** Most upvoted first, then newest, over strain_stories_popular_idx. */
  popular(readerId: string, limit: number, after: PopularPosition | null): Promise<StrainStoryRow[]> {
    const params: unknown[] = [readerId, limit + 1];
    const and = after
      ? `AND (s.upvotes, s.created_at, s.id) < ($${params.push(after.upvotes)}::int, $${params.push(after.at)}::timestamptz, $${params.push(after.id)}::int)`
      : '';
    return this.dataSource.query(
      `${STORY_SELECT} WHERE ${STORY_SHOWN} ${and} ORDER BY s.upvotes DESC, s.created_at DESC, s.id DESC LIMIT $2`,
      params,
    );
  }

  async find(id: number, readerId: string, db: Queryable = this.dataSource.manager): Promise<StrainStoryRow | null> {
    const rows: StrainStoryRow[] = await db.query(`${STORY_SELECT} WHERE s.id = $2 AND ${STORY_SHOWN}`, [readerId, id]);
    return rows[0] ?? null;
  }

  /** A foreign-key violation (23503) when the strain does not exist. */
  async insert(db: Queryable, userId: string, story: StoryFields): Promise<number> {
    const [{ id }]: Array<{ id: number }> = await db.query(
      `INSERT INTO strain_stories (user_id, strain_id, title, content, rating, experience, effects_felt, helped_with)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [userId, story.strainId, story.title, story.content, story.rating, story.experience, story.effectsFelt, story.helpedWith],
    );
    return id;
  }

  /** The author of a published story, row-locked (FOR UPDATE) so an edit and a delete cannot interleave. */
  /** Locks a published story for an edit or a delete; answers its author and strain. */
  async lockStory(db: Queryable, id: number): Promise<{ authorId: string; strainId: number } | null> {
    const rows: Array<{ user_id: string; strain_id: number }> = await db.query('SELECT user_id, strain_id FROM strain_stories WHERE id = $1 AND published FOR UPDATE', [id]);
    return rows[0] ? { authorId: rows[0].user_id, strainId: rows[0].strain_id } : null;
  }


  /** A foreign-key violation (23503) when the strain does not exist. */
  async update(db: Queryable, id: number, story: StoryFields): Promise<void> {
    await db.query(
      `UPDATE strain_stories SET strain_id = $2, title = $3, content = $4, rating = $5, experience = $6, effects_felt = $7,
         helped_with = $8, updated_at = now() WHERE id = $1`,
      [id, story.strainId, story.title, story.content, story.rating, story.experience, story.effectsFelt, story.helpedWith],
    );
  }

  /** Its upvotes go with it (ON DELETE CASCADE). */
  async delete(db: Queryable, id: number): Promise<void> {
    await db.query('DELETE FROM strain_stories WHERE id = $1', [id]);
  }

  /** A published story's author and title (what its upvote event carries), or null. */
  async publishedCard(db: Queryable, id: number): Promise<{ authorId: string; title: string } | null> {
    const rows: Array<{ user_id: string; title: string }> = await db.query('SELECT user_id, title FROM strain_stories WHERE id = $1 AND published', [id]);
    return rows[0] ? { authorId: rows[0].user_id, title: rows[0].title } : null;
  }

  async isPublished(db: Queryable, id: number): Promise<boolean> {
    const rows: unknown[] = await db.query('SELECT 1 FROM strain_stories WHERE id = $1 AND published', [id]);
    return rows.length > 0;
  }

  /**
   * One upvote per member: the (story, member) row is the vote and `upvotes` its counter, moved in
   * the same transaction. A second upvote inserts nothing and changes nothing. Answers the count.
   * A foreign-key violation (23503) when the story was deleted meanwhile.
   */
  /** The count after the upvote, and whether this call added it (a repeat adds nothing). */
  async upvote(db: Queryable, id: number, userId: string): Promise<{ upvotes: number; added: boolean }> {
    const inserted: unknown[] = await db.query(
      'INSERT INTO strain_story_upvotes (story_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING story_id',
      [id, userId],
    );
    const [row] = inserted.length > 0
      ? await changedRows<{ upvotes: number }>(db, 'UPDATE strain_stories SET upvotes = upvotes + 1 WHERE id = $1 RETURNING upvotes', [id])
      : ((await db.query('SELECT upvotes FROM strain_stories WHERE id = $1', [id])) as Array<{ upvotes: number }>);
    return { upvotes: row.upvotes, added: inserted.length > 0 };
  }
}
