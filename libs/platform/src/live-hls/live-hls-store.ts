import type { Client } from 'minio';
import { bucketEnsurer, createS3Client, type S3StoreOptions } from '../media/s3-media-store.js';
import { HLS_CACHE_CONTROL, HLS_CONTENT_TYPE, hlsFileKind, hlsObjectKey } from './hls-files.js';

/**
 * Live HLS in the object store (issue 21: video scales past one ingest). Each ingest pod's publisher
 * (services/streaming/src/hls-publisher) writes its streams' segments and playlists here, and every
 * gateway replica serves /live/ from here, so an encoder may land on any ingest pod and a viewer on
 * any gateway. Objects carry the same Cache-Control the gateway sends, for a CDN pointed straight
 * at the bucket. A bucket of its own (LIVE_HLS_BUCKET), apart from members' media: its objects live
 * seconds to minutes, and a lifecycle rule may expire the whole bucket without touching uploads.
 */
export class LiveHlsStore {
  private readonly client: Client;
  private readonly ensureBucket: () => Promise<void>;

  constructor(private readonly options: S3StoreOptions) {
    this.client = createS3Client(options);
    this.ensureBucket = bucketEnsurer(this.client, options.bucket, options.region);
  }

  /** Stores one file of a stream; refuses names the ingest never writes. */
  async put(playbackId: string, file: string, body: Buffer): Promise<void> {
    const key = hlsObjectKey(playbackId, file);
    const kind = hlsFileKind(file);
    if (!key || !kind) throw new Error(`not a live HLS file: ${playbackId}/${file}`);
    await this.ensureBucket();
    await this.client.putObject(this.options.bucket, key, body, body.length, { 'Content-Type': HLS_CONTENT_TYPE[kind], 'Cache-Control': HLS_CACHE_CONTROL[kind] });
  }

  /**
   * The file's bytes, or null when there is no such object (or the name is not one the ingest
   * writes). Read whole: playlists are a few hundred bytes and segments a second or two of video
   * (under a megabyte), and a store that fails mid-file then fails the request before anything was
   * sent, so the gateway can answer 503 instead of a cut-off 200.
   */
  async get(playbackId: string, file: string): Promise<Buffer | null> {
    const key = hlsObjectKey(playbackId, file);
    if (!key) return null;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.client.getObject(this.options.bucket, key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(playbackId: string, files: string[]): Promise<void> {
    const keys = files.map((file) => hlsObjectKey(playbackId, file)).filter((key): key is string => key !== null);
    if (keys.length) await this.client.removeObjects(this.options.bucket, keys);
  }

  /** Readiness: the bucket answers (and exists). */
  async check(): Promise<void> {
    await this.ensureBucket();
  }
}

const isMissing = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchBucket';
};
