import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LiveStreamStatus, RecordingStatus } from '@cannaverse/contracts';
import { AUTHOR_COLUMNS, authorJoin, keysetSql, type AuthorColumns, type KeysetPosition, type Queryable } from '@cannaverse/platform';
import type { ListPart } from './live-first-cursor.js';

/** A live_streams row as the service reads it (the stream key included: the mapper decides who sees it). */
export interface StreamRow extends AuthorColumns {
  id: number;
  user_id: string;
  title: string;
  description: string | null;
  thumbnail: string | null;
  status: LiveStreamStatus;
  stream_key: string;
  playback_id: string;
  playback_url: string | null;
  started_at: Date | null;
  ended_at: Date | null;
  is_private: boolean;
  tags: string[];
  viewer_count: number;
  max_viewer_count: number;
  total_views: number;
  slow_mode_seconds: number;
  recording_status: RecordingStatus | null;
  recording_key: string | null;
  recording_expires_at: Date | null;
  created_at: Date;
  /** created_at::text, for keyset cursors. */
  cursor_at: string;
}

export interface NewStream {
  userId: string;
  title: string;
  description: string | null;
  tags: string[];
  isPrivate: boolean;
  streamKey: string;
  playbackId: string;
}

const STREAM_SELECT = `
  SELECT s.id, s.user_id, s.title, s.description, s.thumbnail, s.status, s.stream_key, s.playback_id, s.playback_url,
         s.started_at, s.ended_at, s.is_private, s.tags, s.viewer_count, s.max_viewer_count, s.total_views,
         s.slow_mode_seconds, s.recording_status, s.recording_key, s.recording_expires_at, s.created_at, s.created_at::text AS cursor_at, ${AUTHOR_COLUMNS}
    FROM live_streams s
    ${authorJoin('s.user_id')}`;

/**
 * How long the ingest's word that an encoder is publishing holds: nginx-rtmp calls on_update every
 * 10 s (notify_update_timeout in infra/rtmp/rtmp.conf.template), so three missed calls mean that
 * encoder is gone and another may take the key.
 */
export const INGEST_PUBLISHER_TTL_SECONDS = 30;

const NEWEST_FIRST = { createdAt: 's.created_at', id: 's.id', idKind: 'int', order: 'desc' } as const;

/** The live_streams table. */
@Injectable()
export class LivestreamsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One part of the public list, over live_streams_live_idx or live_streams_recent_idx. */
  listPublic(part: ListPart, after: KeysetPosition<number> | null, rows: number): Promise<StreamRow[]> {
    const params: unknown[] = [rows];
    const keyset = keysetSql(NEWEST_FIRST, after, params);
    const status = part === 'live' ? `s.status = 'live'` : `s.status <> 'live'`;
    return this.dataSource.query(`${STREAM_SELECT} WHERE NOT s.is_private AND ${status} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1`, params);
  }

  /** My Streams, over live_streams_user_idx. */
  listByUser(userId: string, after: KeysetPosition<number> | null, rows: number): Promise<StreamRow[]> {
    const params: unknown[] = [rows, userId];
    const keyset = keysetSql(NEWEST_FIRST, after, params);
    return this.dataSource.query(`${STREAM_SELECT} WHERE s.user_id = $2 ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1`, params);
  }

  async find(id: number, db: Queryable = this.dataSource.manager): Promise<StreamRow | null> {
    const rows: StreamRow[] = await db.query(`${STREAM_SELECT} WHERE s.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Row-locked, so a REST end and the ingest's publish-done cannot interleave. */
  async lock(db: Queryable, id: number): Promise<StreamRow | null> {
    const rows: StreamRow[] = await db.query(`${STREAM_SELECT} WHERE s.id = $1 FOR UPDATE OF s`, [id]);
    return rows[0] ?? null;
  }

  async lockByKey(db: Queryable, streamKey: string): Promise<StreamRow | null> {
    const rows: StreamRow[] = await db.query(`${STREAM_SELECT} WHERE s.stream_key = $1 FOR UPDATE OF s`, [streamKey]);
    return rows[0] ?? null;
  }

  async findByKey(streamKey: string): Promise<StreamRow | null> {
    const rows: StreamRow[] = await this.dataSource.query(`${STREAM_SELECT} WHERE s.stream_key = $1`, [streamKey]);
    return rows[0] ?? null;
  }

  async insert(db: Queryable, stream: NewStream): Promise<number> {
    const [{ id }]: Array<{ id: number }> = await db.query(
      `INSERT INTO live_streams (user_id, title, description, tags, is_private, stream_key, playback_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [stream.userId, stream.title, stream.description, stream.tags, stream.isPrivate, stream.streamKey, stream.playbackId],
    );
    return id;
  }

  /** Live from now; `playbackUrl` null until the ingest has video (a REST start before OBS connects). */
  async markLive(db: Queryable, id: number, playbackUrl: string | null, at: Date): Promise<void> {
    await db.query(
      `UPDATE live_streams SET status = 'live', started_at = $3, ended_at = NULL, playback_url = $2, updated_at = now() WHERE id = $1`,
      [id, playbackUrl, at.toISOString()],
    );
  }

  /** The ingest started sending video to a stream already marked live. */
  async setPlaybackUrl(db: Queryable, id: number, playbackUrl: string): Promise<void> {
    await db.query(`UPDATE live_streams SET playback_url = $2, updated_at = now() WHERE id = $1`, [id, playbackUrl]);
  }

  /**
   * Ended at `at`. `recording` owes the stream a recording (the remux job's state starts at
   * `processing`; an earlier session's recording stays until the new one replaces it).
   */
  async markEnded(db: Queryable, id: number, at: Date, recording: boolean): Promise<void> {
    await db.query(
      `UPDATE live_streams SET status = 'ended', ended_at = $2, viewer_count = 0, updated_at = now(),
              recording_status = CASE WHEN $3 THEN 'processing' ELSE recording_status END
        WHERE id = $1`,
      [id, at.toISOString(), recording],
    );
  }

  /**
   * The encoder connection publishing the stream, while the ingest vouched for it within
   * `INGEST_PUBLISHER_TTL_SECONDS` (an ingest that died without publish-done stops vouching).
   */
  async activePublisher(db: Queryable, id: number): Promise<string | null> {
    const rows: Array<{ publisher: string }> = await db.query(
      `SELECT ingest_publisher AS publisher FROM live_streams
       WHERE id = $1 AND ingest_publisher IS NOT NULL AND ingest_seen_at > now() - make_interval(secs => $2)`,
      [id, INGEST_PUBLISHER_TTL_SECONDS],
    );
    return rows[0]?.publisher ?? null;
  }

  /** Records (or, with null, forgets) the publishing encoder, vouched for now. */
  async setPublisher(db: Queryable, id: number, publisher: string | null): Promise<void> {
    await db.query(`UPDATE live_streams SET ingest_publisher = $2, ingest_seen_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END WHERE id = $1`, [id, publisher]);
  }

  async setStreamKey(db: Queryable, id: number, streamKey: string): Promise<void> {
    await db.query(`UPDATE live_streams SET stream_key = $2, updated_at = now() WHERE id = $1`, [id, streamKey]);
  }

  async setSlowMode(id: number, seconds: number): Promise<void> {
    await this.dataSource.query(`UPDATE live_streams SET slow_mode_seconds = $2, updated_at = now() WHERE id = $1`, [id, seconds]);
  }

  /** Over live_streams_status_idx (a partial index of the few live rows). */
  async countLive(): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(`SELECT count(*)::int AS count FROM live_streams WHERE status = 'live'`);
    return count;
  }
}
