import * as yup from 'yup';
import { LIVE_HEARTBEAT_MS } from '@cannaverse/contracts';
import { liveHlsConfigSchema } from '@cannaverse/platform/media';
import { commonConfigSchema, defineServiceConfig, jobsConfigSchema, localSecret, mediaConfigSchema, redisKeyPrefix, redisPrefixSetting } from '@cannaverse/platform';

const ms = (fallback: number, min = 50) => yup.number().integer().min(min).max(3_600_000).default(fallback);

/**
 * Streaming's own settings: the live-channel server (WebSockets from the gateway, callbacks from
 * the RTMP ingest), the secrets that protect both, and the timings of presence and chat; the media
 * store and BullMQ for recordings.
 */
export const streamingConfigSchema = commonConfigSchema.concat(mediaConfigSchema).concat(jobsConfigSchema).concat(liveHlsConfigSchema).shape({
  /** The HTTP server for /ws upgrades (from the gateway) and /ingest/rtmp/* callbacks (from nginx-rtmp). */
  LIVE_PORT: yup.number().integer().min(0).max(65535).default(3124),
  /** Loopback by default (`npm start`: only the local gateway and ingest call it); containers set 0.0.0.0. */
  LIVE_HOST: yup.string().default('127.0.0.1'),
  /** Shared with the gateway: it signs the member of every /ws upgrade with it. */
  LIVE_CHANNEL_SECRET: yup.string().min(32, 'LIVE_CHANNEL_SECRET must be at least 32 characters').optional(),
  /** Shared with nginx-rtmp: its callback URLs carry it (`?secret=`), so nobody else can mark a stream live. */
  INGEST_CALLBACK_SECRET: yup.string().min(32, 'INGEST_CALLBACK_SECRET must be at least 32 characters').optional(),
  /** What creators put in OBS as the server; My Streams shows it. */
  RTMP_INGEST_URL: yup.string().matches(/^rtmps?:\/\/\S+$/, 'RTMP_INGEST_URL must be an rtmp:// URL').default('rtmp://127.0.0.1:1935/live'),
  /** The RTMP application name the ingest accepts (the path of RTMP_INGEST_URL). */
  RTMP_APP: yup.string().default('live'),
  /**
   * Where the ingest records each stream (nginx-rtmp `record`, `<playbackId>.flv`): the remux job
   * reads it there (`npm start`, compose: one folder shared with the ingest). With LIVE_HLS_BUCKET
   * set (Kubernetes: the ingest is another pod) the job reads the recording from the object store
   * instead, where the ingest's hls-publisher uploads it, and this folder (the OS's temporary one
   * if unset) is only where it works. Neither set: no recordings.
   */
  LIVE_RECORDINGS_DIR: yup.string().optional(),
  /** The older name of REDIS_PREFIX for streaming's live keys; set, it still wins for them (the kit's redis-keys.ts). */
  LIVE_REDIS_PREFIX: redisPrefixSetting('LIVE_REDIS_PREFIX').optional(),
  /** A member's presence in a stream lasts this long unless its replica renews it (a dead replica's viewers fade). */
  PRESENCE_TTL_MS: ms(15_000, 1000),
  PRESENCE_RENEW_MS: ms(5_000, 200),
  /** How often each replica reads the viewer counts of its streams and tells its sockets about changes. */
  VIEWER_COUNT_INTERVAL_MS: ms(2_000),
  /** How often each replica's ingest watchdog ends streams whose encoder left and reverts unfed Go Lives (the graces are fixed). */
  INGEST_WATCHDOG_MS: ms(5_000),
  /** How often each socket gets a `heartbeat` frame (the app reconnects after LIVE_HEARTBEAT_TIMEOUT_MS of silence). */
  HEARTBEAT_FRAME_MS: ms(LIVE_HEARTBEAT_MS, 50),
  /** Ping interval; a socket that has not answered the previous ping is dropped. */
  HEARTBEAT_MS: ms(30_000, 100),
  /** Chat messages per member per stream within CHAT_RATE_WINDOW_SECONDS. */
  CHAT_RATE_MAX: yup.number().integer().min(1).max(1000).default(5),
  CHAT_RATE_WINDOW_SECONDS: yup.number().integer().min(1).max(3600).default(10),
});

export const loadStreamingConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const config = defineServiceConfig('streaming', streamingConfigSchema)(env);
  return {
    ...config,
    LIVE_CHANNEL_SECRET: localSecret('LIVE_CHANNEL_SECRET', config.LIVE_CHANNEL_SECRET, config.NODE_ENV),
    INGEST_CALLBACK_SECRET: localSecret('INGEST_CALLBACK_SECRET', config.INGEST_CALLBACK_SECRET, config.NODE_ENV),
    /** Presence, chat rate limits and slow mode: `<the service's key prefix>:live` (the kit's one rule, redis-keys.ts). */
    liveRedisPrefix: `${redisKeyPrefix('streaming', config, 'LIVE_REDIS_PREFIX')}:live`,
  };
};

export type StreamingConfig = ReturnType<typeof loadStreamingConfig>;
