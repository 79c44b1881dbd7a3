// Shared by scripts/backup.mjs and scripts/restore.mjs (docs/deploy.md, Backups): which databases a
// backup holds, where the media store is, and the tools they shell out to.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { SERVICES } from '@cannaverse/contracts';

/** Every service that owns a database (the gateway has none): `<DB_NAME_PREFIX>_<service>`. */
export const DATABASE_SERVICES = SERVICES;

export const databaseName = (prefix, service) => `${prefix}_${service}`;

/** The connection the PostgreSQL tools and `pg` read from the usual PG* variables. */
export function pgConnection(env = process.env) {
  return { host: env.PGHOST ?? '127.0.0.1', port: Number(env.PGPORT ?? 5432), user: env.PGUSER ?? 'postgres', password: env.PGPASSWORD || undefined };
}

/** The media store the services use: S3/MinIO when S3_ENDPOINT is set, MEDIA_DIR otherwise (libs/platform/src/media). */
export function mediaStore(env = process.env) {
  if (env.S3_ENDPOINT) {
    return {
      kind: 's3',
      bucket: env.S3_BUCKET ?? 'cannaverse-media',
      client: {
        endPoint: env.S3_ENDPOINT, port: env.S3_PORT ? Number(env.S3_PORT) : undefined, useSSL: env.S3_USE_SSL === 'true',
        accessKey: env.S3_ACCESS_KEY ?? '', secretKey: env.S3_SECRET_KEY ?? '', region: env.S3_REGION ?? 'us-east-1', pathStyle: true,
      },
    };
  }
  return { kind: 'disk', dir: env.MEDIA_DIR ?? '.data/media' };
}

/** Runs a tool; rejects with its stderr when it fails (a backup that half worked must say so). */
export function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message} (is it installed? apt-get install postgresql-client)`)));
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr.trim()}`))));
  });
}

export function sha256(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file).on('data', (chunk) => hash.update(chunk)).on('end', () => resolve(hash.digest('hex'))).on('error', reject);
  });
}

/** PG* for the tools, the password included (never on a command line). */
export function pgToolEnv(env = process.env) {
  const { host, port, user, password } = pgConnection(env);
  return { ...env, PGHOST: host, PGPORT: String(port), PGUSER: user, ...(password ? { PGPASSWORD: password } : {}) };
}
