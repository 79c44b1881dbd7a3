import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { changedRows, escapeLike, keysetSql, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import type { GrowGuideMethod } from '@cannaverse/contracts';
import type { GrowGuideSeed } from './content/grow-guides.loader.js';
import type { GrowGuideDetailRow, GrowGuideRow, GrowGuideStepRow } from './grow-guide.mapper.js';

const LIST_COLUMNS = `g.id, g.slug, g.title, g.summary, g.method, g.difficulty, g.time_to_harvest, g.image_url,
  g.is_premium, g.published_at, g.published_at::text AS cursor_at`;

/** The expression the trigram index is built on (CreateGrowGuides migration): keep them identical. */
const SEARCH_KEY = `strain_search_key(g.title || ' ' || g.summary || ' ' || g.content)`;

/** Newest first over the partial indexes on (…, published_at DESC, id DESC). */
const NEWEST_FIRST = { createdAt: 'g.published_at', id: 'g.id', idKind: 'int', order: 'desc' } as const;

export interface GrowGuideFilter {
  method: GrowGuideMethod | null;
  difficulty: number | null;
  search: string | null;
  after: KeysetPosition<number> | null;
}

/** What one seeding run changed. */
export interface GrowGuideSeedResult {
  inserted: string[];
  updated: string[];
  unchanged: number;
  unpublished: string[];
}

/** The `grow_guides` and `grow_guide_steps` tables. */
@Injectable()
export class GrowGuidesRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(filter: GrowGuideFilter, limit: number): Promise<GrowGuideRow[]> {
    const params: unknown[] = [limit + 1];
    const where = ['g.is_published'];
    if (filter.method !== null) where.push(`g.method = $${params.push(filter.method)}`);
    if (filter.difficulty !== null) where.push(`g.difficulty = $${params.push(filter.difficulty)}`);
    if (filter.search !== null) where.push(`${SEARCH_KEY} LIKE '%' || strain_search_key($${params.push(escapeLike(filter.search))}) || '%'`);
    const keyset = keysetSql(NEWEST_FIRST, filter.after, params);
    return this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM grow_guides g WHERE ${where.join(' AND ')} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1`,
      params,
    );
  }

  async methods(): Promise<GrowGuideMethod[]> {
    const rows: Array<{ method: GrowGuideMethod }> = await this.dataSource.query('SELECT DISTINCT method FROM grow_guides WHERE is_published');
    return rows.map((row) => row.method);
  }

  async findPublished(slug: string): Promise<GrowGuideDetailRow | null> {
    const rows: GrowGuideDetailRow[] = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, g.content, g.author_id, g.created_at, g.updated_at FROM grow_guides g WHERE g.slug = $1 AND g.is_published`,
      [slug],
    );
    return rows[0] ?? null;
  }

  steps(guideId: number): Promise<GrowGuideStepRow[]> {
    return this.dataSource.query(
      'SELECT id, step_number, title, content, image_url FROM grow_guide_steps WHERE guide_id = $1 ORDER BY step_number',
      [guideId],
    );
  }

  /**
   * Upserts every guide by slug and its steps by number, removes steps past the last one and
   * unpublishes guides whose file is gone. A row is only written when something in it differs, so
   * a restart with the same files changes nothing (updated_at included). Call inside a transaction.
   */
  async upsertAll(db: Queryable, guides: readonly GrowGuideSeed[]): Promise<GrowGuideSeedResult> {
    const result: GrowGuideSeedResult = { inserted: [], updated: [], unchanged: 0, unpublished: [] };
    for (const guide of guides) {
      const written = await this.upsertGuide(db, guide);
      const stepsChanged = await this.upsertSteps(db, written.id, guide);
      if (written.change === 'inserted') result.inserted.push(guide.slug);
      else if (written.change === 'updated' || stepsChanged) result.updated.push(guide.slug);
      else result.unchanged++;
      if (written.change === 'none' && stepsChanged) await db.query('UPDATE grow_guides SET updated_at = now() WHERE id = $1', [written.id]);
    }
    const gone = await changedRows<{ slug: string }>(db,
      'UPDATE grow_guides SET is_published = false, updated_at = now() WHERE is_published AND NOT (slug = ANY($1::text[])) RETURNING slug',
      [guides.map((guide) => guide.slug)]);
    result.unpublished = gone.map((row) => row.slug);
    return result;
  }

  private async upsertGuide(db: Queryable, guide: GrowGuideSeed): Promise<{ id: number; change: 'inserted' | 'updated' | 'none' }> {
    const rows: Array<{ id: number; inserted: boolean }> = await db.query(
      `INSERT INTO grow_guides (slug, title, summary, content, method, difficulty, time_to_harvest, image_url, is_premium, is_published, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, content = EXCLUDED.content,
         method = EXCLUDED.method, difficulty = EXCLUDED.difficulty, time_to_harvest = EXCLUDED.time_to_harvest,
         image_url = EXCLUDED.image_url, is_premium = EXCLUDED.is_premium, is_published = EXCLUDED.is_published,
         published_at = EXCLUDED.published_at, updated_at = now()
       WHERE (grow_guides.title, grow_guides.summary, grow_guides.content, grow_guides.method, grow_guides.difficulty,
              grow_guides.time_to_harvest, grow_guides.image_url, grow_guides.is_premium, grow_guides.is_published, grow_guides.published_at)
         IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.summary, EXCLUDED.content, EXCLUDED.method, EXCLUDED.difficulty,
              EXCLUDED.time_to_harvest, EXCLUDED.image_url, EXCLUDED.is_premium, EXCLUDED.is_published, EXCLUDED.published_at)
       RETURNING id, (xmax = 0) AS inserted`,
      [guide.slug, guide.title, guide.summary, guide.content, guide.method, guide.difficulty, guide.timeToHarvest,
        guide.imageUrl, guide.isPremium, guide.isPublished, guide.publishedAt.toISOString()],
    );
    if (rows[0]) return { id: rows[0].id, change: rows[0].inserted ? 'inserted' : 'updated' };
    const [{ id }]: Array<{ id: number }> = await db.query('SELECT id FROM grow_guides WHERE slug = $1', [guide.slug]);
    return { id, change: 'none' };
  }

  /** True when a step was added, changed or removed. */
  private async upsertSteps(db: Queryable, guideId: number, guide: GrowGuideSeed): Promise<boolean> {
    const steps = guide.steps;
    const written: unknown[] = await db.query(
      `INSERT INTO grow_guide_steps (guide_id, step_number, title, content, image_url)
       SELECT $1, s.step_number, s.title, s.content, s.image_url
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS s(step_number, title, content, image_url)
       ON CONFLICT (guide_id, step_number) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, image_url = EXCLUDED.image_url
       WHERE (grow_guide_steps.title, grow_guide_steps.content, grow_guide_steps.image_url)
         IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.content, EXCLUDED.image_url)
       RETURNING step_number`,
      [guideId, steps.map((step) => step.stepNumber), steps.map((step) => step.title), steps.map((step) => step.content), steps.map((step) => step.imageUrl)],
    );
    const removed = await changedRows(db, 'DELETE FROM grow_guide_steps WHERE guide_id = $1 AND step_number > $2 RETURNING step_number', [guideId, steps.length]);
    return written.length > 0 || removed.length > 0;
  }
}
