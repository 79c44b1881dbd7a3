import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yup from 'yup';
import { commonConfigSchema, loadConfig, mediaConfigSchema } from '@cannaverse/platform';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const gatewayConfigSchema = commonConfigSchema.concat(mediaConfigSchema).shape({
  PORT: yup.number().integer().min(0).max(65535).default(3000),
  HOST: yup.string().default('0.0.0.0'),
  SESSION_SECRET: yup.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: yup.string().url('PUBLIC_ORIGIN must be a URL such as https://cannaverse.example').optional(),
  TRUST_PROXY: yup.boolean().default(false),
  /** Prefix of the gateway's Redis keys (sessions, login counters); tests use their own. */
  REDIS_KEY_PREFIX: yup.string().matches(/^[a-z0-9:_-]+$/i).default('cv'),
  FRONTEND_DIST: yup.string().default(path.join(REPO_ROOT, 'frontend/dist')),
  /** Failed logins allowed per account and per IP within the window before 429. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: yup.number().integer().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: yup.number().integer().min(1).default(50),
  LOGIN_FAILURE_WINDOW_SECONDS: yup.number().integer().min(1).default(15 * 60),
});

export type GatewayConfig = yup.InferType<typeof gatewayConfigSchema> & { SESSION_SECRET: string };

/**
 * Sessions must survive restarts, so outside production a missing SESSION_SECRET is
 * generated once and kept in `.data/session-secret` (git-ignored). Production must set it.
 */
function sessionSecret(configured: string | undefined, nodeEnv: string): string {
  if (configured) return configured;
  if (nodeEnv === 'production') {
    process.stderr.write('Configuration error: SESSION_SECRET is required in production (at least 32 characters)\n');
    process.exit(1);
  }
  const file = path.join(REPO_ROOT, '.data/session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = loadConfig(gatewayConfigSchema, env);
  return { ...config, SESSION_SECRET: sessionSecret(config.SESSION_SECRET, config.NODE_ENV) };
}
