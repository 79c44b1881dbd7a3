import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Logger } from '@cannaverse/platform';
import { HLS_PLAYLIST, hlsFileKind, isPlaybackId, playlistSegments, type LiveHlsStore } from '@cannaverse/platform/media';

export interface HlsPublisherOptions {
  /** The ingest's hls_path (nginx-rtmp with hls_nested: one folder per playback id). */
  dir: string;
  store: Pick<LiveHlsStore, 'put' | 'get' | 'remove'>;
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
  private timer: NodeJS.Timeout | null = null;
  /** Each stream's publication in flight: a slow upload holds back its own stream, never the others. */
  private readonly busy = new Map<string, Promise<void>>();
  /** When the last scan finished without an error (readiness). */
  lastSuccessAt = 0;

  constructor(private readonly options: HlsPublisherOptions) {
    this.intervalMs = options.intervalMs ?? 250;
    this.retainMs = options.retainMs ?? 60_000;
    this.now = options.now ?? Date.now;
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
    ]);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    this.lastSuccessAt = this.now();
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
