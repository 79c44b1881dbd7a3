import * as yup from 'yup';
import type { MediaConfig } from '../config/config.js';
import { LiveHlsStore } from './live-hls-store.js';

/**
 * LIVE_HLS_BUCKET set: live HLS goes through the object store (S3_ENDPOINT and its credentials), as
 * in Kubernetes with several ingest pods. Unset: the gateway serves the ingest's folder
 * (LIVE_HLS_DIR), as `npm start` and compose do with their single ingest.
 */
export const liveHlsConfigSchema = yup.object({
  LIVE_HLS_BUCKET: yup.string().min(3).matches(/^[a-z0-9][a-z0-9.-]+[a-z0-9]$/, 'LIVE_HLS_BUCKET must be an S3 bucket name').optional()
    .test('needs-s3', 'LIVE_HLS_BUCKET needs S3_ENDPOINT (the object store the HLS is published to)', function check(value) {
      return !value || Boolean((this.parent as { S3_ENDPOINT?: string }).S3_ENDPOINT);
    }),
});

export type LiveHlsConfig = yup.InferType<typeof liveHlsConfigSchema>;

export function createLiveHlsStore(config: LiveHlsConfig & MediaConfig): LiveHlsStore | null {
  if (!config.LIVE_HLS_BUCKET || !config.S3_ENDPOINT) return null;
  return new LiveHlsStore({
    endPoint: config.S3_ENDPOINT, port: config.S3_PORT, useSSL: config.S3_USE_SSL, accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY, bucket: config.LIVE_HLS_BUCKET, region: config.S3_REGION,
  });
}
