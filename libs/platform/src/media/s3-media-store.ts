import { Client } from 'minio';
import type { Readable } from 'node:stream';
import { isValidMediaKey, type ByteRange, type MediaStore, type StoredObjectEntry, type StoredObjectInfo } from './media-store.js';

export interface S3StoreOptions {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** A `minio` client for the store (path-style, as MinIO and s3rver need); the live HLS store shares it. */
export function createS3Client(options: S3StoreOptions): Client {
  return new Client({
    endPoint: options.endPoint,
    port: options.port,
    useSSL: options.useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: true,
  });
}

/** Creates the bucket on first use (once; again after a failure). */
export function bucketEnsurer(client: Client, bucket: string, region: string): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () => {
    ready ??= (async () => {
      if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, region);
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };
}

/** MinIO / any S3-protocol store, through the `minio` client. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  private readonly client: Client;
  private readonly ensureBucket: () => Promise<void>;

  constructor(private readonly options: S3StoreOptions) {
    this.client = createS3Client(options);
    this.ensureBucket = bucketEnsurer(this.client, options.bucket, options.region);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    await this.ensureBucket();
    await this.client.putObject(this.options.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    await this.ensureBucket();
    await this.client.fPutObject(this.options.bucket, key, file, { 'Content-Type': contentType });
  }

  async *list(prefix: string): AsyncIterable<StoredObjectEntry> {
    await this.ensureBucket();
    for await (const item of this.client.listObjectsV2(this.options.bucket, prefix, true)) {
      const entry = item as { name?: string; lastModified?: Date };
      if (entry.name && entry.lastModified && isValidMediaKey(entry.name)) yield { key: entry.name, lastModified: entry.lastModified };
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    if (!isValidMediaKey(key)) return null;
    try {
      const info = await this.client.statObject(this.options.bucket, key);
      const metaData = info.metaData as Record<string, string>;
      return { size: info.size, contentType: metaData['content-type'] ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  read(key: string, range?: ByteRange): Promise<Readable> {
    return range
      ? this.client.getPartialObject(this.options.bucket, key, range.start, range.end - range.start + 1)
      : this.client.getObject(this.options.bucket, key);
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.options.bucket, key);
  }

  async check(): Promise<void> {
    await this.ensureBucket();
  }
}
