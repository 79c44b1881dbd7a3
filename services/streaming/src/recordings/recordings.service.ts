import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LivestreamMessages, type Actor, type LiveStreamDto } from '@cannaverse/contracts';
import { InjectConfig, InjectLogger, intIdPayload, requireIntId, RpcError, validatePayload, type Logger } from '@cannaverse/platform';
import { InvalidVideoError, MEDIA_STORE, newUploadKey, probeVideo, remuxWithoutMetadata, type LiveHlsStore, type MediaStore } from '@cannaverse/platform/media';
import type { StreamingConfig } from '../config.js';
import { canModerate, canView } from '../common/stream-access.js';
import { LivestreamsRepository } from '../livestreams/livestreams.repository.js';
import { toLiveStreamDto } from '../livestreams/livestream.mapper.js';
import { claimRecordedFile, joinRecordedParts, recordedFileFor, remuxedFileFor, removeStaleRecordedFiles } from './recording-files.js';
import { LIVE_RECORDINGS_STORE, LOST_REMUX_AFTER_MS, RECORDING_PART_SLACK_MS, RECORDING_UPLOAD_WAIT_MS, STALE_RECORDED_FILE_MS, type RemuxRecordingJobData } from './recording-jobs.js';
import { RecordingQueue } from './recording-queue.js';
import { RecordingsRepository, type RecordingSession } from './recordings.repository.js';

/** 'waiting': the recording is not in the object store yet (the worker delays the job, no attempt used). */
export type RemuxOutcome = 'stored' | 'nothing-recorded' | 'stale' | 'waiting';

/** The session's recording ready to remux: `consumed` drops it from where it came from, `cleanup` the job's own files. */
interface RecordedSource {
  source: string;
  consumed: () => Promise<void>;
  cleanup: () => Promise<void>;
}

const SWEEP_BATCH = 100;
/**
 * A remux copies bytes twice (the copy, then +faststart moving the index to the front): two
 * minutes, plus a second per 20 MB (a slow disk's pace), so a three-hour stream is never cut off
 * (which would read as "nothing playable").
 */
const remuxTimeoutMs = (bytes: number) => 120_000 + Math.ceil(bytes / 20_000_000) * 1000;

/**
 * A stream's recording: the remux of what the ingest recorded into an MP4 in the media store
 * (BullMQ job, so it survives restarts and retries), its deletion by the creator or an admin,
 * and the retention sweep.
 */
@Injectable()
export class RecordingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recordings: RecordingsRepository,
    private readonly streams: LivestreamsRepository,
    private readonly queue: RecordingQueue,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    /** Set (LIVE_HLS_BUCKET): recordings come from the object store, uploaded by the ingest pod's publisher. */
    @Inject(LIVE_RECORDINGS_STORE) private readonly liveStore: LiveHlsStore | null,
    @InjectConfig() private readonly config: StreamingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * The job: the session's FLV → an MP4 without metadata (stream copy, `+faststart` so the player
   * starts before the whole file arrives) → the media store under a key naming the creator
   * (`newUploadKey`, as members' uploads are) → `recordingUrl`. A job for a session that is no
   * longer the stream's (deleted meanwhile, or a later session) does nothing.
   */
  async remux(data: RemuxRecordingJobData): Promise<RemuxOutcome> {
    const endedAt = new Date(data.endedAt);
    const session = await this.recordings.session(data.streamId);
    if (!this.recordingsEnabled || !session || session.status !== 'ended' || session.ended_at?.getTime() !== endedAt.getTime() || session.recording_status !== 'processing') {
      return 'stale';
    }
    const recorded = this.liveStore ? await this.fetchStoredRecording(session, endedAt) : this.claimLocalRecording(session, endedAt);
    if (recorded === 'waiting') return 'waiting';
    if (!recorded) {
      await this.recordings.markNone(session.id, endedAt, false);
      return 'nothing-recorded';
    }
    const { source, consumed, cleanup } = recorded;
    // Beside the source, on the recordings volume: a recording may be gigabytes, more than /tmp holds.
    const mp4 = remuxedFileFor(source);
    try {
      try {
        await remuxWithoutMetadata(source, mp4, 'mp4', remuxTimeoutMs((await stat(source)).size));
        await probeVideo(mp4, (await stat(mp4)).size);
      } catch (error) {
        // A recording with no video frames (an encoder that sent nothing playable) never gets better.
        if (error instanceof InvalidVideoError) {
          await this.recordings.markNone(session.id, endedAt, false);
          await consumed();
          this.logger.info({ streamId: session.id, reason: error.message }, 'recording: nothing playable was recorded');
          return 'nothing-recorded';
        }
        throw error;
      }
      const key = newUploadKey('recordings', 'mp4', session.user_id);
      await this.store.putFile(key, mp4, 'video/mp4');
      const { stored, replaced } = await this.recordings.markReady(session.id, endedAt, key);
      if (!stored) {
        await this.store.remove(key);
        return 'stale';
      }
      if (replaced && replaced !== key) await this.store.remove(replaced);
      await consumed();
      this.logger.info({ streamId: session.id, key }, 'recording: stored');
      return 'stored';
    } finally {
      await rm(mp4, { force: true });
      await cleanup();
    }
  }

  /** Recordings reach this service at all: the ingest's folder, or the object store its publisher uploads to. */
  private get recordingsEnabled(): boolean {
    return Boolean(this.liveStore || this.config.LIVE_RECORDINGS_DIR);
  }

  /** `npm start` and compose: the ingest's file, in the folder shared with it. */
  private claimLocalRecording(session: RecordingSession, endedAt: Date): RecordedSource | null {
    const source = claimRecordedFile(this.config.LIVE_RECORDINGS_DIR!, session.playback_id, endedAt);
    if (!source) return null;
    return { source, consumed: () => rm(source, { force: true }), cleanup: async () => undefined };
  }

  /**
   * Kubernetes: the session's parts as the ingest pod's publisher uploaded them (recordings/<playbackId>/…),
   * downloaded into a folder of this job and joined if the encoder changed pods. 'waiting' while an
   * encoder fed the session and nothing has arrived yet (see RECORDING_UPLOAD_WAIT_MS).
   */
  private async fetchStoredRecording(session: RecordingSession, endedAt: Date): Promise<RecordedSource | 'waiting' | null> {
    const store = this.liveStore!;
    if (!session.fed) return null;
    const parts = (await store.recordingParts(session.playback_id)).filter((part) => part.writtenAt <= endedAt.getTime() + RECORDING_PART_SLACK_MS);
    if (!parts.length) return Date.now() - endedAt.getTime() < RECORDING_UPLOAD_WAIT_MS ? 'waiting' : null;
    const base = this.config.LIVE_RECORDINGS_DIR ?? os.tmpdir();
    await mkdir(base, { recursive: true });
    const work = await mkdtemp(path.join(base, `${session.playback_id}-${endedAt.getTime()}-`));
    const cleanup = () => rm(work, { recursive: true, force: true });
    try {
      const files: string[] = [];
      for (const [index, part] of parts.entries()) {
        const file = path.join(work, `part-${index}.flv`);
        await store.downloadRecordingPart(part.key, file);
        files.push(file);
      }
      let source = files[0]!;
      if (files.length > 1) {
        source = path.join(work, 'joined.flv');
        await joinRecordedParts(files, source, remuxTimeoutMs(parts.reduce((sum, part) => sum + part.size, 0)));
      }
      return { source, consumed: () => store.removeRecordingParts(parts.map((part) => part.key)), cleanup };
    } catch (error) {
      await cleanup();
      throw error;
    }
  }

  /** The remux kept failing (every attempt used): the stream says so instead of `processing` for ever. */
  async remuxFailed(data: RemuxRecordingJobData): Promise<void> {
    await this.recordings.markNone(data.streamId, new Date(data.endedAt), true);
  }

  /**
   * `DELETE /api/livestreams/{id}/recording`: the creator or an admin. The object leaves the media
   * store first, so a store that fails leaves the recording listed (and the request can be repeated).
   */
  async delete(actor: Actor, input: unknown): Promise<LiveStreamDto> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, LivestreamMessages.notFound);
    const row = await this.dataSource.transaction(async (db) => {
      const current = await this.streams.lock(db, id);
      const ownership = current ? { userId: current.user_id, isPrivate: current.is_private } : null;
      if (!current || !ownership || !canView(ownership, actor)) throw RpcError.notFound(LivestreamMessages.notFound);
      // The same rule as moderating its chat: the creator and administrators.
      if (!canModerate(ownership, actor)) throw RpcError.forbidden(LivestreamMessages.notYourRecording);
      if (!current.recording_key && current.recording_status !== 'processing') throw RpcError.notFound(LivestreamMessages.recordingNotFound);
      if (current.recording_key) await this.store.remove(current.recording_key);
      // A remux still running finds the row changed and stores nothing (RecordingsRepository.markReady).
      await this.recordings.clear(db, id);
      return this.streams.find(id, db);
    });
    if (!row) throw RpcError.notFound(LivestreamMessages.notFound);
    if (row.status === 'ended' && this.liveStore) {
      await this.liveStore.removeRecordingParts((await this.liveStore.recordingParts(row.playback_id)).map((part) => part.key));
    } else if (row.status === 'ended' && this.config.LIVE_RECORDINGS_DIR) {
      await rm(recordedFileFor(this.config.LIVE_RECORDINGS_DIR, row.playback_id), { force: true });
    }
    return toLiveStreamDto(row, 0, actor);
  }

  /**
   * The scheduled sweep: deletes recordings past their retention (RECORDING_RETENTION_DAYS) from
   * the store and the stream, queues again the remuxes whose job was lost, and removes the
   * ingest's files nobody will remux (a remux that gave up). Answers how many recordings it deleted.
   */
  async sweep(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.recordings.expired(now, SWEEP_BATCH);
      for (const { id, recording_key: key } of batch) {
        await this.store.remove(key);
        await this.recordings.clearExpired(id, key);
        removed++;
      }
      if (batch.length < SWEEP_BATCH) break;
    }
    for (const { id, ended_at: endedAt } of await this.recordings.stuck(new Date(now.getTime() - LOST_REMUX_AFTER_MS), SWEEP_BATCH)) {
      await this.queue.enqueueRemux(id, endedAt);
    }
    let staleFiles = this.config.LIVE_RECORDINGS_DIR ? await removeStaleRecordedFiles(this.config.LIVE_RECORDINGS_DIR, STALE_RECORDED_FILE_MS, now.getTime()) : 0;
    if (this.liveStore) {
      // Parts nobody will remux (a remux that gave up, a late part of a session already remuxed).
      const stale = (await this.liveStore.recordingParts()).filter((part) => now.getTime() - part.lastModified.getTime() >= STALE_RECORDED_FILE_MS);
      await this.liveStore.removeRecordingParts(stale.map((part) => part.key));
      staleFiles += stale.length;
    }
    if (removed > 0 || staleFiles > 0) this.logger.info({ removed, staleFiles }, 'recording: expired recordings deleted');
    return removed;
  }
}
