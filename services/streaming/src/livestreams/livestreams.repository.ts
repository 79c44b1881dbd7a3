import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LiveStreamStatus, RecordingStatus } from '@cannaverse/contracts';
import { AUTHOR_COLUMNS, authorJoin, keysetSql, notSuspendedSql, type AuthorColumns, type KeysetPosition, type Queryable } from '@cannaverse/platform';
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
  /** When the ingest last started delivering video to a session (null: never aired). */
  aired_at: Date | null;
  /** aired_at::text, for the keyset cursor of Recent Streams. */
  aired_cursor_at: string | null;
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
         s.slow_mode_seconds, s.recording_status, s.recording_key, s.recording_expires_at, s.created_at, s.created_at::text AS cursor_at,
         s.aired_at, s.aired_at::text AS aired_cursor_at, ${AUTHOR_COLUMNS}
    FROM live_streams s
    ${authorJoin('s.user_id')}`;

/**
 * How long the ingest's word that an encoder is publishing holds: nginx-rtmp calls on_update every
 * 10 s (notify_update_timeout in infra/rtmp/rtmp.conf.template), so three missed calls mean that
 * encoder is gone and another may take the key.
 */
export const INGEST_PUBLISHER_TTL_SECONDS = 30;

/**
 * A live stream whose encoder went away (publish-done, or the ingest stopped vouching) stays live
 * this long, so an encoder that drops and reconnects keeps its stream and its viewers (issue 21).
 * The same 30 s as the ingest's word: a stream is ended exactly when another encoder could take it.
 */
export const ENCODER_RECONNECT_GRACE_SECONDS = INGEST_PUBLISHER_TTL_SECONDS;

/** A Go Live that never receives video goes back to offline after this long (issue 21, docs/decisions.md). */
export const UNFED_GO_LIVE_GRACE_SECONDS = 120;

export interface PlaybackRules {
  id: number;
  user_id: string;
  is_private: boolean;
  playback_id: string;
  banned: boolean;
}

/** What the ingest watchdog does to a live stream: end it (its encoder left) or take it back to offline (never fed). */
export type LapsedStream = { id: number; outcome: 'end' | 'offline' };

const NEWEST_FIRST = { createdAt: 's.created_at', id: 's.id', idKind: 'int', order: 'desc' } as const;
const NEWEST_AIRED_FIRST = { createdAt: 's.aired_at', id: 's.id', idKind: 'int', order: 'desc' } as const;

/** The live_streams table. */
@Injectable()
export class LivestreamsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One part of the public list: live streams newest first (live_streams_live_idx), or Recent
   * Streams, those that aired, newest airing first (live_streams_aired_idx).
   */
  listPublic(part: ListPart, after: KeysetPosition<number> | null, rows: number): Promise<StreamRow[]> {
    const params: unknown[] = [rows];
    const keyset = keysetSql(part === 'live' ? NEWEST_FIRST : NEWEST_AIRED_FIRST, after, params);
    const which = part === 'live' ? `s.status = 'live'` : `s.status <> 'live' AND s.aired_at IS NOT NULL`;
    // A suspended creator's streams leave the public lists while the suspension lasts (issue 24).
    return this.dataSource.query(`${STREAM_SELECT} WHERE NOT s.is_private AND ${which} AND ${notSuspendedSql('s.user_id')} ${keyset.and} ORDER BY ${keyset.orderBy} LIMIT $1`, params);
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

  /**
   * What the video's guard needs about a stream, by id or by playback id (both unique indexes), and
   * whether `userId` is banned from it (the restrictions' primary key), in one query.
   */
  async playbackRules(by: { id: number } | { playbackId: string }, userId: string): Promise<PlaybackRules | null> {
    const [column, value] = 'id' in by ? ['s.id', by.id] : ['s.playback_id', by.playbackId];
    const rows: PlaybackRules[] = await this.dataSource.query(
      `SELECT s.id, s.user_id, s.is_private, s.playback_id,
              EXISTS (SELECT 1 FROM live_stream_chat_restrictions r WHERE r.stream_id = s.id AND r.user_id = $2 AND r.kind = 'ban') AS banned
         FROM live_streams s WHERE ${column} = $1`,
      [value, userId],
    );
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

  /**
   * Live from now; `playbackUrl` null until the ingest has video (a REST start before OBS connects).
   * With video, the stream has aired.
   */
  async markLive(db: Queryable, id: number, playbackUrl: string | null, at: Date): Promise<void> {
    await db.query(
      `UPDATE live_streams SET status = 'live', started_at = $3, ended_at = NULL, playback_url = $2,
              aired_at = CASE WHEN $2::text IS NULL THEN aired_at ELSE $3::timestamptz END, updated_at = now() WHERE id = $1`,
      [id, playbackUrl, at.toISOString()],
    );
  }

  /** The ingest sends video to a stream already marked live: it airs from now (unless it already had video: a reconnect). */
  async setPlaybackUrl(db: Queryable, id: number, playbackUrl: string): Promise<void> {
    await db.query(
      `UPDATE live_streams SET aired_at = CASE WHEN playback_url IS NULL THEN now() ELSE aired_at END, playback_url = $2, updated_at = now() WHERE id = $1`,
      [id, playbackUrl],
    );
  }

  /**
   * Ended at `at`. `recording` owes the stream a recording (the remux job's state starts at
   * `processing`; an earlier session's recording stays until the new one replaces it). The
   * session's encoder is forgotten (the ingest watchdog reads only live rows, but a Go Live later
   * must not inherit it).
   */
  async markEnded(db: Queryable, id: number, at: Date, recording: boolean): Promise<void> {
    await db.query(
      `UPDATE live_streams SET status = 'ended', ended_at = $2, viewer_count = 0, ingest_publisher = NULL, ingest_seen_at = NULL, updated_at = now(),
              recording_status = CASE WHEN $3 THEN 'processing' ELSE recording_status END
        WHERE id = $1`,
      [id, at.toISOString(), recording],
    );
  }

  /** A Go Live that never got video: back to offline, as if never started. */
  async markOffline(db: Queryable, id: number): Promise<void> {
    await db.query(
      `UPDATE live_streams SET status = 'offline', started_at = NULL, ended_at = NULL, playback_url = NULL, viewer_count = 0,
              ingest_publisher = NULL, ingest_seen_at = NULL, updated_at = now() WHERE id = $1`,
      [id],
    );
  }

  /**
   * Live streams the watchdog must settle (over live_streams_status_idx: only live rows): those
   * whose encoder has been gone (publish-done, or no on_update) for the reconnect grace, and Go
   * Lives that got no video within theirs.
   */
  lapsed(db: Queryable = this.dataSource.manager, only: number | null = null): Promise<LapsedStream[]> {
    return db.query(
      `SELECT id, CASE WHEN playback_url IS NULL THEN 'offline' ELSE 'end' END AS outcome FROM live_streams
        WHERE status = 'live' AND ($3::int IS NULL OR id = $3) AND (
          (playback_url IS NOT NULL AND ingest_seen_at < now() - make_interval(secs => $1))
          OR (playback_url IS NULL AND ingest_seen_at IS NULL AND started_at < now() - make_interval(secs => $2)))`,
      [ENCODER_RECONNECT_GRACE_SECONDS, UNFED_GO_LIVE_GRACE_SECONDS, only],
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

  /**
   * The encoder stopped publishing (publish-done): no encoder holds the key any more, and its last
   * sign of life is now, so the watchdog ends the stream unless one reconnects within the grace.
   */
  async encoderLeft(db: Queryable, id: number): Promise<void> {
    await db.query(`UPDATE live_streams SET ingest_publisher = NULL, ingest_seen_at = now() WHERE id = $1`, [id]);
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
  /** The member's streams on air now (a suspension ends them). */
  async liveIdsOf(userId: string): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(`SELECT id FROM live_streams WHERE user_id = $1 AND status = 'live'`, [userId]);
    return rows.map((row) => row.id);
  }

  async countLive(): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(`SELECT count(*)::int AS count FROM live_streams WHERE status = 'live'`);
    return count;
  }
}
