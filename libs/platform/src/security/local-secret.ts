import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, from libs/platform/{src,dist}/security. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * A secret setting (session signing, the gateway-to-streaming assertion, the ingest callbacks).
 * Production must set it. Elsewhere a missing one is generated once into `.data/<file>`
 * (git-ignored), so every process started from this checkout agrees on it and it survives restarts.
 */
export function localSecret(setting: string, configured: string | undefined, nodeEnv: string, file = setting.toLowerCase().replace(/_/g, '-')): string {
  if (configured) return configured;
  if (nodeEnv === 'production') {
    process.stderr.write(`Configuration error: ${setting} is required in production (at least 32 characters)\n`);
    process.exit(1);
  }
  const target = path.join(REPO_ROOT, '.data', file);
  if (existsSync(target)) return readFileSync(target, 'utf8').trim();
  mkdirSync(path.dirname(target), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(target, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(target, 'utf8').trim(); // a sibling process wrote it first
  }
}
