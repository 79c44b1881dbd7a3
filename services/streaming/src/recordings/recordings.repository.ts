import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '@cannaverse/platform';
import { RECORDING_RETENTION_MS } from './recording-jobs.js';

/** What the remux job needs of a stream. */
export interface RecordingSession {
  id: number;
  user_id: string;
  playback_id: string;
  status: string;
  ended_at: Date | null;
  recording_status: string | null;
  recording_key: string | null;
  /** An encoder published in this session (a Go Live never fed has no playback URL: nothing to wait for). */
  fed: boolean;
}

/** The recording columns of live_streams (migration 1765600001000). */
@Injectable()
export class RecordingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async session(id: number): Promise<RecordingSession | null> {
    const rows: RecordingSession[] = await this.dataSource.query(
      `SELECT id, user_id, playback_id, status, ended_at, recording_status, recording_key, playback_url IS NOT NULL AS fed FROM live_streams WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Stores the session's recording if the stream still waits for it (still that session, not
   * deleted meanwhile). Answers whether it did, and the key of an earlier session's recording it replaced.
   */
  async markReady(id: number, endedAt: Date, key: string): Promise<{ stored: boolean; replaced: string | null }> {
    return this.dataSource.transaction(async (db) => {
      const rows: Array<{ recording_key: string | null }> = await db.query(
        `SELECT recording_key FROM live_streams WHERE id = $1 AND status = 'ended' AND ended_at = $2 AND recording_status = 'processing' FOR UPDATE`,
        [id, endedAt.toISOString()],
      );
      if (!rows[0]) return { stored: false, replaced: null };
      await db.query(
        `UPDATE live_streams SET recording_status = 'ready', recording_key = $2, recording_expires_at = ended_at + make_interval(secs => $3), updated_at = now() WHERE id = $1`,
        [id, key, RECORDING_RETENTION_MS / 1000],
      );
      return { stored: true, replaced: rows[0].recording_key };
    });
  }

  /**
   * The session gave no recording: `failed` (the remux kept failing), or nothing was recorded (a Go
   * Live with no encoder), which leaves an earlier session's recording as it was. Unless a later
   * session changed the row meanwhile.
   */
  async markNone(id: number, endedAt: Date, failed: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE live_streams
          SET recording_status = CASE WHEN $3 THEN 'failed' WHEN recording_key IS NOT NULL THEN 'ready' END, updated_at = now()
        WHERE id = $1 AND ended_at = $2 AND recording_status = 'processing'`,
      [id, endedAt.toISOString(), failed],
    );
  }

  /** Forgets the stream's recording (its object is removed by the caller). */
  async clear(db: Queryable, id: number): Promise<void> {
    await db.query(`UPDATE live_streams SET recording_status = NULL, recording_key = NULL, recording_expires_at = NULL, updated_at = now() WHERE id = $1`, [id]);
  }

  /** Expired recordings, oldest first, over live_streams_recording_expiry_idx. */
  expired(now: Date, rows: number): Promise<Array<{ id: number; recording_key: string }>> {
    return this.dataSource.query(
      `SELECT id, recording_key FROM live_streams WHERE recording_key IS NOT NULL AND recording_expires_at <= $1 ORDER BY recording_expires_at LIMIT $2`,
      [now.toISOString(), rows],
    );
  }

  /** Forgets an expired recording unless it changed since it was read (a new session replaced it). */
  async clearExpired(id: number, key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE live_streams SET recording_status = NULL, recording_key = NULL, recording_expires_at = NULL, updated_at = now() WHERE id = $1 AND recording_key = $2`,
      [id, key],
    );
  }

  /** Sessions still `processing` long after their end, over live_streams_recording_processing_idx. */
  stuck(endedBefore: Date, rows: number): Promise<Array<{ id: number; ended_at: Date }>> {
    return this.dataSource.query(
      `SELECT id, ended_at FROM live_streams WHERE recording_status = 'processing' AND ended_at < $1 ORDER BY ended_at LIMIT $2`,
      [endedBefore.toISOString(), rows],
    );
  }
}
