import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yup from 'yup';
import { commonConfigSchema, loadConfig, localSecret, mediaConfigSchema } from '@cannaverse/platform';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './security/trust-proxy.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const gatewayConfigSchema = commonConfigSchema.concat(mediaConfigSchema).shape({
  PORT: yup.number().integer().min(0).max(65535).default(3000),
  HOST: yup.string().default('0.0.0.0'),
  /**
   * Set: `/metrics` (with `/livez` and `/health`) is served on this port only, which no one
   * publishes, and the HTTP port never answers it (compose publishes the HTTP port as it is).
   * Unset: `/metrics` on the HTTP port to requests that did not come through a proxy.
   */
  METRICS_PORT: yup.number().integer().min(0).max(65535).optional(),
  SESSION_SECRET: yup.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: yup.string().url('PUBLIC_ORIGIN must be a URL such as https://cannaverse.example').optional(),
  /** Proxy hops (or proxy addresses/CIDRs) allowed to name the client in X-Forwarded-For. */
  TRUST_PROXY: yup.string().default('false').test('trust-proxy', TRUST_PROXY_HELP, (value) => parseTrustProxy(value) !== null),
  /** Prefix of the gateway's Redis keys (sessions, login counters); tests use their own. */
  REDIS_KEY_PREFIX: yup.string().matches(/^[a-z0-9:_-]+$/i).default('cv'),
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
  /** The streaming replicas' live-channel servers the /ws upgrades go to (comma-separated base URLs). */
  STREAMING_LIVE_URLS: yup.string().default('http://127.0.0.1:3124').test('urls', 'STREAMING_LIVE_URLS must be http:// URLs separated by commas',
    (value) => (value ?? '').split(',').every((url) => /^http:\/\/[^/\s]+\/?$/.test(url.trim()))),
  /** Signs the member the gateway forwards with each /ws upgrade; streaming holds the same secret. */
  LIVE_CHANNEL_SECRET: yup.string().min(32, 'LIVE_CHANNEL_SECRET must be at least 32 characters').optional(),
  /** Where the RTMP ingest writes HLS; served under /live/. Unset: /live/ is not served here (an ingress routes it). */
  LIVE_HLS_DIR: yup.string().optional(),
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
