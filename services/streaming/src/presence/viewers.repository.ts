import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ViewerJoin {
  id: string;
  streamId: number;
  userId: string;
  joinedAt: Date;
}

export interface ViewerLeave {
  id: string;
  leftAt: Date;
}

/** live_stream_viewers (one row per socket that joined a stream) and the counters on live_streams. */
@Injectable()
export class ViewersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A batch of joins and leaves in one transaction; total_views grows by the joins per stream. */
  async record(joins: ViewerJoin[], leaves: ViewerLeave[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (joins.length > 0) {
        await manager.query(
          `INSERT INTO live_stream_viewers (id, stream_id, user_id, joined_at)
           SELECT * FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::timestamptz[])
           ON CONFLICT (id) DO NOTHING`,
          [joins.map((j) => j.id), joins.map((j) => j.streamId), joins.map((j) => j.userId), joins.map((j) => j.joinedAt.toISOString())],
        );
        await manager.query(
          `UPDATE live_streams s SET total_views = s.total_views + j.n
             FROM (SELECT stream_id, count(*)::int AS n FROM unnest($1::int[]) AS u(stream_id) GROUP BY stream_id) j
            WHERE s.id = j.stream_id`,
          [joins.map((j) => j.streamId)],
        );
      }
      if (leaves.length > 0) {
        await manager.query(
          `UPDATE live_stream_viewers v
              SET left_at = l.left_at, duration = greatest(0, floor(extract(epoch FROM l.left_at - v.joined_at)))::int
             FROM unnest($1::uuid[], $2::timestamptz[]) AS l(id, left_at)
            WHERE v.id = l.id AND v.left_at IS NULL`,
          [leaves.map((l) => l.id), leaves.map((l) => l.leftAt.toISOString())],
        );
      }
    });
  }

  /** The count a replica just read from presence; the peak only ever grows. */
  async saveViewerCount(streamId: number, viewerCount: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE live_streams SET viewer_count = $2, max_viewer_count = greatest(max_viewer_count, $2)
        WHERE id = $1 AND viewer_count <> $2`,
      [streamId, viewerCount],
    );
  }
}
