import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Client } from 'minio';
import { bucketEnsurer, createS3Client, type S3StoreOptions } from '../media/s3-media-store.js';
import { HLS_CACHE_CONTROL, HLS_CONTENT_TYPE, hlsFileKind, hlsObjectKey, isPlaybackId } from './hls-files.js';

/** One finished recording file of a stream in the store: `recordings/<playbackId>/<writtenAt>.flv`. */
export interface RecordingPart {
  key: string;
  playbackId: string;
  /** When the ingest last wrote the file (ms since the epoch): the parts of a session in order. */
  writtenAt: number;
  size: number;
  lastModified: Date;
}

const RECORDINGS_PREFIX = 'recordings/';
const recordingPartKey = (playbackId: string, writtenAt: number) => `${RECORDINGS_PREFIX}${playbackId}/${writtenAt}.flv`;
const RECORDING_PART_KEY = /^recordings\/([A-Za-z0-9_-]+)\/(\d{1,15})\.flv$/;

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

  /**
   * Recordings on Kubernetes (issue 21): the ingest pod records locally and its publisher uploads
   * each finished file here (streamed from disk: a recording may be gigabytes); streaming's remux
   * job, on another pod, reads the parts of its session from here and removes them once remuxed.
   */
  async putRecordingPart(playbackId: string, writtenAt: number, file: string): Promise<string> {
    if (!isPlaybackId(playbackId) || !Number.isSafeInteger(writtenAt) || writtenAt < 0) throw new Error(`not a recording: ${playbackId}/${writtenAt}`);
    await this.ensureBucket();
    const key = recordingPartKey(playbackId, writtenAt);
    await this.client.fPutObject(this.options.bucket, key, file, { 'Content-Type': 'video/x-flv', 'Cache-Control': 'no-store' });
    return key;
  }

  /** The recording parts in the store, oldest write first: one stream's, or every stream's (the sweep). */
  async recordingParts(playbackId?: string): Promise<RecordingPart[]> {
    if (playbackId !== undefined && !isPlaybackId(playbackId)) return [];
    await this.ensureBucket();
    const parts: RecordingPart[] = [];
    const listing = this.client.listObjectsV2(this.options.bucket, playbackId ? `${RECORDINGS_PREFIX}${playbackId}/` : RECORDINGS_PREFIX, true);
    for await (const item of listing as AsyncIterable<{ name?: string; size?: number; lastModified?: Date }>) {
      const match = item.name ? RECORDING_PART_KEY.exec(item.name) : null;
      if (!match || !item.name) continue;
      parts.push({ key: item.name, playbackId: match[1]!, writtenAt: Number(match[2]), size: item.size ?? 0, lastModified: item.lastModified ?? new Date(0) });
    }
    return parts.sort((a, b) => a.writtenAt - b.writtenAt);
  }

  /** Downloads one part to a file (streamed, as it was uploaded; minio's fGetObject trips on some stores' part files). */
  async downloadRecordingPart(key: string, file: string): Promise<void> {
    await pipeline(await this.client.getObject(this.options.bucket, key), createWriteStream(file));
  }

  async removeRecordingParts(keys: string[]): Promise<void> {
    const ours = keys.filter((key) => RECORDING_PART_KEY.test(key));
    if (ours.length) await this.client.removeObjects(this.options.bucket, ours);
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
