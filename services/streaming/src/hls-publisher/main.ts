// The HLS publisher: a sidecar beside nginx-rtmp in each ingest pod (infra/k8s/rtmp.yaml) that copies
// the pod's live HLS to the object store (hls-publisher.ts). Run as
// `node services/streaming/dist/hls-publisher/main.js` with LIVE_HLS_DIR, LIVE_HLS_BUCKET and S3_*;
// with LIVE_RECORDINGS_DIR (the ingest's RECORD_DIR) it uploads each finished recording as well.
import * as yup from 'yup';
import { createLogger, loadConfig, mediaConfigSchema, startHealthServer } from '@cannaverse/platform';
import { createLiveHlsStore, liveHlsConfigSchema } from '@cannaverse/platform/media';
import { DEFAULT_RECORDING_IDLE_MS, HlsPublisher } from './hls-publisher.js';

const config = loadConfig(mediaConfigSchema.concat(liveHlsConfigSchema).shape({
  LOG_LEVEL: yup.string().default('info'),
  LIVE_HLS_DIR: yup.string().required('LIVE_HLS_DIR is required: the folder nginx-rtmp writes HLS into (hls_path)'),
  /** The ingest's record_path (RECORD_DIR of infra/rtmp): set, finished recordings are uploaded too (issue 21). */
  LIVE_RECORDINGS_DIR: yup.string().optional(),
  /** How long a recording stays untouched before it counts as finished (past the 30 s reconnect grace). */
  LIVE_RECORDING_IDLE_MS: yup.number().integer().min(100).max(3_600_000).default(DEFAULT_RECORDING_IDLE_MS),
  HEALTH_PORT: yup.number().integer().min(1).max(65535).default(3106),
  HEALTH_HOST: yup.string().default('127.0.0.1'),
}));
const logger = createLogger('hls-publisher', config.LOG_LEVEL);
const store = createLiveHlsStore(config);
if (!store) {
  process.stderr.write('Configuration error: LIVE_HLS_BUCKET is required: the bucket the HLS is published to\n');
  process.exit(1);
}
const publisher = new HlsPublisher({
  dir: config.LIVE_HLS_DIR, store, logger, recordingsDir: config.LIVE_RECORDINGS_DIR, recordingIdleMs: config.LIVE_RECORDING_IDLE_MS,
});
await store.check();
publisher.start();
// Ready while scans succeed: a publisher that cannot reach the store is not ready (and says so).
const server = await startHealthServer(config.HEALTH_PORT, config.HEALTH_HOST, async () => ({
  status: Date.now() - publisher.lastSuccessAt < 10_000 ? 'up' : 'down',
}));
logger.info({ dir: config.LIVE_HLS_DIR, recordings: config.LIVE_RECORDINGS_DIR ?? null, bucket: config.LIVE_HLS_BUCKET }, 'hls publisher: started');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // The last scan finishes (a playlist half-published would list a missing segment), then exit.
    void publisher.stop().finally(() => server.close(() => process.exit(0)));
  });
}
