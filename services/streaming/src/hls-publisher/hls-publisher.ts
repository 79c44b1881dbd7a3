import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Logger } from '@cannaverse/platform';
import { HLS_PLAYLIST, hlsFileKind, isPlaybackId, playlistSegments, type LiveHlsStore } from '@cannaverse/platform/media';

export interface HlsPublisherOptions {
  /** The ingest's hls_path (nginx-rtmp with hls_nested: one folder per playback id). */
  dir: string;
  store: Pick<LiveHlsStore, 'put' | 'get' | 'remove' | 'putRecordingPart'>;
  /**
   * The ingest's record_path (nginx-rtmp `record`: `<playbackId>.flv`). Set: each finished
   * recording goes to the store too, for streaming's remux job on another pod (issue 21).
   */
  recordingsDir?: string;
  /**
   * A recording is finished once untouched this long with no live playlist: longer than the
   * stream's 30 s reconnect grace, so an encoder that comes back to this pod appends to the same
   * file (record_append) instead of splitting the session.
   */
  recordingIdleMs?: number;
  logger: Logger;
  /** How often the folder is looked at; a segment is 2 s, so 250 ms adds at most an eighth of one. */
  intervalMs?: number;
  /**
   * How long a segment that left the playlist stays in the store: a player (or CDN edge) that
   * fetched the previous playlist may still ask for it. Longer than a playlist's life by far.
   */
  retainMs?: number;
  now?: () => number;
}

/** 35 s: past the stream's 30 s reconnect grace (see HlsPublisherOptions.recordingIdleMs). */
export const DEFAULT_RECORDING_IDLE_MS = 35_000;
/** A recording file the publisher claimed for upload: `<playbackId>.<writtenAt>.upload.flv`. */
const CLAIMED_RECORDING = /^([A-Za-z0-9_-]+)\.(\d{1,15})\.upload\.flv$/;

interface PublishedStream {
  /** The playlist text last published (nothing is re-uploaded while it stays the same). */
  playlist: string;
  /** Segments in the store, and when each left the playlist (null: still listed). */
  segments: Map<string, number | null>;
}

/**
 * Publishes an ingest pod's HLS to the object store, so that segments leave the pod (its emptyDir
 * holds only the last playlist's worth) and any gateway replica can serve any stream: the ingest
 * scales by adding pods behind its LoadBalancer, with no per-stream routing (docs/decisions.md,
 * issue 21). Order matters: a playlist is published only after every segment it lists, so a player
 * never sees a name it cannot fetch; a segment gone from the playlist is removed `retainMs` later;
 * a stream whose playlist disappeared (nginx-rtmp cleans up after the encoder stops) loses its
 * playlist at once (players then see the stream end) and its segments with it.
 */
export class HlsPublisher {
  private readonly streams = new Map<string, PublishedStream>();
  private readonly intervalMs: number;
  private readonly retainMs: number;
  private readonly now: () => number;
  private readonly recordingIdleMs: number;
  private timer: NodeJS.Timeout | null = null;
  /** Each stream's publication in flight: a slow upload holds back its own stream, never the others. */
  private readonly busy = new Map<string, Promise<void>>();
  /** When the last scan finished without an error (readiness). */
  lastSuccessAt = 0;

  constructor(private readonly options: HlsPublisherOptions) {
    this.intervalMs = options.intervalMs ?? 250;
    this.retainMs = options.retainMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.recordingIdleMs = options.recordingIdleMs ?? DEFAULT_RECORDING_IDLE_MS;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.scan().catch((error: unknown) => this.options.logger.warn({ err: error }, 'hls publisher: scan failed, retrying'));
    }, this.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled(this.busy.values());
  }

  /**
   * One pass over the folder: publish what changed, retire what left. Streams still uploading from
   * an earlier pass are left to it. Resolves when the work it started is done (tests await it).
   */
  async scan(): Promise<void> {
    const present = new Set((await readdir(this.options.dir, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory() && isPlaybackId(entry.name)).map((entry) => entry.name));
    const results = await Promise.allSettled([
      ...[...present].map((playbackId) => this.exclusive(playbackId, () => this.publishStream(playbackId))),
      ...[...this.streams.keys()].filter((playbackId) => !present.has(playbackId)).map((playbackId) => this.exclusive(playbackId, () => this.endStream(playbackId))),
      ...(await this.finishedRecordings()).map((playbackId) => this.exclusive(`recording:${playbackId}`, () => this.uploadRecordings(playbackId))),
    ]);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    this.lastSuccessAt = this.now();
  }

  /** Streams with a recording file to upload: finished ones, and claimed ones an earlier pass could not upload. */
  private async finishedRecordings(): Promise<string[]> {
    const dir = this.options.recordingsDir;
    if (!dir) return [];
    const names = await readdir(dir).catch(() => [] as string[]);
    const ready = new Set<string>();
    for (const name of names) {
      const claimed = CLAIMED_RECORDING.exec(name);
      if (claimed) {
        ready.add(claimed[1]!);
        continue;
      }
      const playbackId = name.endsWith('.flv') ? name.slice(0, -4) : '';
      if (!isPlaybackId(playbackId) || this.busy.has(`recording:${playbackId}`)) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (!info?.isFile() || this.now() - info.mtimeMs < this.recordingIdleMs) continue;
      // A live playlist: the encoder is still publishing here (a stalled one), the file is not done.
      if (await stat(path.join(this.options.dir, playbackId, HLS_PLAYLIST)).then(() => true, () => false)) continue;
      ready.add(playbackId);
    }
    return [...ready];
  }

  /**
   * Claims the stream's finished file (renamed after its last write, so nginx starts a new file if
   * the encoder returns, and a failed upload is retried under the same name), uploads it to
   * `recordings/<playbackId>/<writtenAt>.flv`, then removes it from the pod.
   */
  private async uploadRecordings(playbackId: string): Promise<void> {
    const dir = this.options.recordingsDir!;
    const current = path.join(dir, `${playbackId}.flv`);
    const info = await stat(current).catch(() => null);
    if (info?.isFile() && this.now() - info.mtimeMs >= this.recordingIdleMs) {
      await rename(current, path.join(dir, `${playbackId}.${Math.floor(info.mtimeMs)}.upload.flv`));
    }
    for (const name of await readdir(dir)) {
      const claimed = CLAIMED_RECORDING.exec(name);
      if (!claimed || claimed[1] !== playbackId) continue;
      const file = path.join(dir, name);
      const key = await this.options.store.putRecordingPart(playbackId, Number(claimed[2]), file);
      await rm(file, { force: true });
      this.options.logger.info({ playbackId, key }, 'hls publisher: recording uploaded to the store');
    }
  }

  private exclusive(playbackId: string, job: () => Promise<void>): Promise<void> {
    if (this.busy.has(playbackId)) return Promise.resolve();
    const running = job().finally(() => this.busy.delete(playbackId));
    this.busy.set(playbackId, running);
    return running;
  }

  private async publishStream(playbackId: string): Promise<void> {
    const folder = path.join(this.options.dir, playbackId);
    const playlist = await readFile(path.join(folder, HLS_PLAYLIST), 'utf8').catch(() => null);
    if (playlist === null) return this.endStream(playbackId);
    const state = this.streams.get(playbackId) ?? { playlist: '', segments: new Map<string, number | null>() };
    this.streams.set(playbackId, state);
    if (playlist !== state.playlist) {
      const listed = playlistSegments(playlist).filter((name) => hlsFileKind(name) === 'segment');
      // In playlist order, one at a time: the oldest is the one a player asks for first.
      for (const name of listed) {
        if (state.segments.has(name)) continue;
        const body = await readFile(path.join(folder, name)).catch((error: NodeJS.ErrnoException) => {
          // Already cleaned up by nginx (a publisher that fell behind): the ingest could not serve it either.
          if (error.code === 'ENOENT') return null;
          throw error;
        });
        if (body) await this.options.store.put(playbackId, name, body);
        state.segments.set(name, null);
      }
      await this.options.store.put(playbackId, HLS_PLAYLIST, Buffer.from(playlist));
      state.playlist = playlist;
      const stillListed = new Set(listed);
      for (const [name, leftAt] of state.segments) if (leftAt === null && !stillListed.has(name)) state.segments.set(name, this.now());
    }
    const expired = [...state.segments].filter(([, leftAt]) => leftAt !== null && this.now() - leftAt >= this.retainMs).map(([name]) => name);
    if (expired.length) {
      await this.options.store.remove(playbackId, expired);
      for (const name of expired) state.segments.delete(name);
    }
  }

  private async endStream(playbackId: string): Promise<void> {
    const state = this.streams.get(playbackId);
    if (!state) return;
    // An encoder that reconnected to another ingest pod publishes the same stream from there: its
    // playlist replaced ours, and stays. Our segments' names are ours alone (named by time).
    const stored = await this.options.store.get(playbackId, HLS_PLAYLIST);
    const ours = stored?.toString('utf8') === state.playlist;
    await this.options.store.remove(playbackId, [...(ours ? [HLS_PLAYLIST] : []), ...state.segments.keys()]);
    this.streams.delete(playbackId);
    this.options.logger.info({ playbackId }, 'hls publisher: stream ended, its HLS removed from the store');
  }
}
