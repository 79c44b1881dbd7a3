import path from 'node:path';
import type { MediaConfig } from '../config/config.js';
import { DiskMediaStore } from './disk-media-store.js';
import type { MediaStore } from './media-store.js';
import { S3MediaStore } from './s3-media-store.js';

export const MEDIA_STORE = 'MEDIA_STORE';

/** S3/MinIO when S3_ENDPOINT is set, otherwise a directory (the embedded default). */
export function createMediaStore(config: MediaConfig): MediaStore {
  if (config.S3_ENDPOINT) {
    return new S3MediaStore({
      endPoint: config.S3_ENDPOINT,
      port: config.S3_PORT,
      useSSL: config.S3_USE_SSL,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
    });
  }
  return new DiskMediaStore(path.resolve(config.MEDIA_DIR));
}
