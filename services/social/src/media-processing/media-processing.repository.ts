import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MediaRenditionDto } from '@cannaverse/contracts';
import type { Queryable } from '@cannaverse/platform';
import type { ProbedVideo } from '@cannaverse/platform/media';

export interface MediaPreview {
  thumbnailUrl: string;
  width: number;
  height: number;
}

/**
 * The media job's only side effects on the database: posts' preview columns and
 * video_details (and it reads user cards' avatars for the backfill). Plain SQL on purpose: the job touches a handful of columns, never the
 * content, so a failed or repeated job cannot damage what the member wrote.
 */
@Injectable()
export class MediaProcessingRepository {
  constructor(private readonly dataSource: DataSource) {}

  async postExists(postId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM posts WHERE id = $1', [postId]);
    return rows.length > 0;
  }

  /** The pending row appears as soon as the event is consumed, so the feed can say "processing". */
  async ensurePendingVideo(postId: string, db: Queryable = this.dataSource.manager): Promise<void> {
    await db.query(
      `INSERT INTO video_details (post_id, processing_status) SELECT id, 'pending' FROM posts WHERE id = $1
       ON CONFLICT (post_id) DO NOTHING`,
      [postId],
    );
  }

  async saveImagePreview(postId: string, preview: MediaPreview, renditions: MediaRenditionDto[]): Promise<void> {
    await this.dataSource.query(
      'UPDATE posts SET thumbnail = $2, media_width = $3, media_height = $4, media_renditions = $5::jsonb WHERE id = $1',
      [postId, preview.thumbnailUrl, preview.width, preview.height, JSON.stringify(renditions)],
    );
  }

  /**
   * Photo posts still without renditions (made before issue 14), oldest id first from `afterId`:
   * the backfill walks them a page at a time. The partial index keeps this cheap as posts grow.
   */
  async imagePostsWithoutRenditions(afterId: string | null, limit: number): Promise<Array<{ id: string; media_url: string }>> {
    return this.dataSource.query(
      `SELECT id, media_url FROM posts
        WHERE media_type = 'image' AND media_url IS NOT NULL AND media_renditions = '[]'::jsonb AND ($1::uuid IS NULL OR id > $1::uuid)
        ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  /**
   * Members with an avatar (social's user cards, identity's projection), by id from `afterId`: the
   * backfill queues each avatar, and the job skips one whose renditions exist. The primary key walks it.
   */
  async avatarsAfter(afterId: string | null, limit: number): Promise<Array<{ id: string; avatar: string }>> {
    return this.dataSource.query(
      `SELECT id, avatar FROM user_cards WHERE avatar IS NOT NULL AND ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  /** Video facts and poster frame land together: a reader never sees "ready" without a poster. */
  async saveVideo(postId: string, video: ProbedVideo, preview: MediaPreview): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO video_details (post_id, duration, width, height, format, file_size, processing_status, thumbnail_urls, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'ready', $7, now())
         ON CONFLICT (post_id) DO UPDATE SET duration = EXCLUDED.duration, width = EXCLUDED.width, height = EXCLUDED.height,
           format = EXCLUDED.format, file_size = EXCLUDED.file_size, processing_status = 'ready',
           thumbnail_urls = EXCLUDED.thumbnail_urls, updated_at = now()`,
        [postId, video.duration, video.width, video.height, video.format, video.fileSize, JSON.stringify([preview.thumbnailUrl])],
      );
      await manager.query(
        'UPDATE posts SET thumbnail = $2, media_width = $3, media_height = $4 WHERE id = $1',
        [postId, preview.thumbnailUrl, preview.width, preview.height],
      );
    });
  }

  async markVideoFailed(postId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO video_details (post_id, processing_status, updated_at) SELECT id, 'failed', now() FROM posts WHERE id = $1
       ON CONFLICT (post_id) DO UPDATE SET processing_status = 'failed', updated_at = now()`,
      [postId],
    );
  }
}
