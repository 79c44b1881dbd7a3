import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yup from 'yup';
import { commonConfigSchema, loadConfig, localSecret, mediaConfigSchema, redisPrefixSetting } from '@cannaverse/platform';
import { liveHlsConfigSchema } from '@cannaverse/platform/media';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './security/trust-proxy.js';
import { parseRateLimitOverrides, RATE_LIMITS_HELP } from './security/write-limits.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const gatewayConfigSchema = commonConfigSchema.concat(mediaConfigSchema).concat(liveHlsConfigSchema).shape({
  PORT: yup.number().integer().min(0).max(65535).default(3000),
  HOST: yup.string().default('0.0.0.0'),
  SESSION_SECRET: yup.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: yup.string().url('PUBLIC_ORIGIN must be a URL such as https://cannaverse.example').optional(),
  /** Proxy hops (or proxy addresses/CIDRs) allowed to name the client in X-Forwarded-For. */
  TRUST_PROXY: yup.string().default('false').test('trust-proxy', TRUST_PROXY_HELP, (value) => parseTrustProxy(value) !== null),
  /** The older name of REDIS_PREFIX for the gateway's keys (sessions, login and write counters); set, it still wins (the kit's redis-keys.ts). */
  REDIS_KEY_PREFIX: redisPrefixSetting('REDIS_KEY_PREFIX').optional(),
  FRONTEND_DIST: yup.string().default(path.join(REPO_ROOT, 'frontend/dist')),
  /**
   * Failed logins allowed within the window before 429: per account from one client IP (the tight
   * limit an attacker meets), per account from everywhere (a much higher ceiling, so an attacker
   * elsewhere cannot lock the owner out), and per client IP over all accounts.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: yup.number().integer().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: yup.number().integer().min(1).default(100),
  LOGIN_MAX_FAILURES_PER_IP: yup.number().integer().min(1).default(50),
  LOGIN_FAILURE_WINDOW_SECONDS: yup.number().integer().min(1).default(15 * 60),
  /**
   * Account lockout that an attacker cannot turn against the owner (login-rate-limiter.ts): a browser
   * holding the account's device cookie has its own bucket of failures; other clients wait, doubling
   * from LOGIN_SLOWDOWN_BASE_SECONDS, once one address has failed LOGIN_SLOWDOWN_AFTER_FAILURES times.
   */
  LOGIN_MAX_FAILURES_PER_DEVICE: yup.number().integer().min(1).default(10),
  LOGIN_SLOWDOWN_AFTER_FAILURES: yup.number().integer().min(1).default(3),
  LOGIN_SLOWDOWN_BASE_SECONDS: yup.number().integer().min(1).default(1),
  /** A request body that sends no byte for this long is answered 408 and its connection closed (security/body-timeout.ts). */
  BODY_IDLE_TIMEOUT_SECONDS: yup.number().min(1).max(60).default(30),
  /** Rows of the write-limits table changed (`posts=40/600,likes=500/300`; security/write-limits.ts). */
  RATE_LIMITS: yup.string().default('').test('rate-limits', RATE_LIMITS_HELP, (value) => parseRateLimitOverrides(value) !== null),
  /** Multiplies every write limit's quota: the local stack's seed, e2e and bench runs raise them with it. */
  RATE_LIMITS_FACTOR: yup.number().typeError('RATE_LIMITS_FACTOR must be a whole number of at least 1').integer('RATE_LIMITS_FACTOR must be a whole number of at least 1')
    .min(1, 'RATE_LIMITS_FACTOR must be a whole number of at least 1').default(1),
  /** The streaming replicas' live-channel servers the /ws upgrades go to (comma-separated base URLs). */
  STREAMING_LIVE_URLS: yup.string().default('http://127.0.0.1:3124').test('urls', 'STREAMING_LIVE_URLS must be http:// URLs separated by commas',
    (value) => (value ?? '').split(',').every((url) => /^http:\/\/[^/\s]+\/?$/.test(url.trim()))),
  /** Signs the member the gateway forwards with each /ws upgrade; streaming holds the same secret. */
  LIVE_CHANNEL_SECRET: yup.string().min(32, 'LIVE_CHANNEL_SECRET must be at least 32 characters').optional(),
  /** Where the RTMP ingest writes HLS; served under /live/ unless LIVE_HLS_BUCKET is set (then from the object store). */
  LIVE_HLS_DIR: yup.string().optional(),
  /** The gateway's health port: `/metrics` for Prometheus (and /livez, /health), on HEALTH_HOST (loopback by default); 0 = off. */
  HEALTH_PORT: yup.number().integer().min(0).max(65535).default(3100),
});

export type GatewayConfig = Omit<yup.InferType<typeof gatewayConfigSchema>, 'TRUST_PROXY'> & {
  SESSION_SECRET: string;
  LIVE_CHANNEL_SECRET: string;
  TRUST_PROXY: TrustProxy;
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = loadConfig(gatewayConfigSchema, env);
  // Sessions must survive restarts: outside production a missing secret is generated once into .data/.
  return {
    ...config,
    TRUST_PROXY: parseTrustProxy(config.TRUST_PROXY) ?? false,
    SESSION_SECRET: localSecret('SESSION_SECRET', config.SESSION_SECRET, config.NODE_ENV),
    LIVE_CHANNEL_SECRET: localSecret('LIVE_CHANNEL_SECRET', config.LIVE_CHANNEL_SECRET, config.NODE_ENV),
  };
}
