// `npm run backup`: every service database (pg_dump's custom format, one consistent snapshot per
// database) and the media store, into BACKUP_DIR/<UTC timestamp>/ with a manifest (sizes and
// sha256 of every file). Keeps the newest BACKUP_KEEP backups (14) and deletes older ones.
// Restore with `npm run restore -- <folder>` (docs/deploy.md, Backups).
//
// Order matters for a consistent restore: the databases first, then the media. A photo uploaded
// while the backup runs may be in the media copy without a post that names it (harmless: an
// unreferenced file), never the reverse, since a post names its media only after the upload.
// Events not yet relayed are in each database's outbox and are relayed again after a restore;
// consumers ignore those they had applied (their inbox has the event id).
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { Client as MinioClient } from 'minio';
import { DATABASE_SERVICES, databaseName, mediaStore, pgToolEnv, run, sha256 } from './lib/backup-common.mjs';

const BACKUP_NAME = /^\d{8}T\d{6}Z$/;

async function copyDirectory(from, to) {
  let files = 0;
  let bytes = 0;
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyDirectory(source, target);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      await copyFile(source, target);
      files += 1;
      bytes += (await stat(source)).size;
    }
  }
  return { files, bytes };
}

async function backupMedia(store, to) {
  if (store.kind === 'disk') {
    if (!existsSync(store.dir)) return { kind: 'disk', files: 0, bytes: 0 };
    return { kind: 'disk', ...(await copyDirectory(store.dir, to)) };
  }
  const client = new MinioClient(store.client);
  let files = 0;
  let bytes = 0;
  await mkdir(to, { recursive: true });
  for await (const object of client.listObjectsV2(store.bucket, '', true)) {
    if (!object.name) continue;
    const target = path.join(to, object.name);
    if (!target.startsWith(to + path.sep)) throw new Error(`refusing object key ${object.name}`);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(await client.getObject(store.bucket, object.name), createWriteStream(target));
    files += 1;
    bytes += object.size;
  }
  return { kind: 's3', bucket: store.bucket, files, bytes };
}

/** Deletes all but the newest `keep` backups in `root` (only folders named like ours). */
export async function applyRetention(root, keep) {
  const backups = (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory() && BACKUP_NAME.test(e.name)).map((e) => e.name).sort();
  const expired = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of expired) await rm(path.join(root, name), { recursive: true, force: true });
  return expired;
}

export async function backup(env = process.env) {
  const prefix = env.DB_NAME_PREFIX ?? 'cannaverse';
  const root = path.resolve(env.BACKUP_DIR ?? '.data/backups');
  const keep = Number(env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1) throw new Error('BACKUP_KEEP must be a whole number of backups, at least 1');
  const name = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const folder = path.join(root, name);
  await mkdir(folder, { recursive: true });
  const toolEnv = pgToolEnv(env);
  const databases = [];
  for (const service of DATABASE_SERVICES) {
    const database = databaseName(prefix, service);
    const file = `${service}.dump`;
    // -Fc: compressed, restorable table by table; one transaction = one consistent snapshot.
    await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-d', database, '-f', path.join(folder, file)], toolEnv);
    databases.push({ service, database, file, bytes: (await stat(path.join(folder, file))).size, sha256: await sha256(path.join(folder, file)) });
  }
  const media = await backupMedia(mediaStore(env), path.join(folder, 'media'));
  const manifest = {
    format: 'cannaverse-backup/1',
    createdAt: new Date().toISOString(),
    dbNamePrefix: prefix,
    pgDump: (await run('pg_dump', ['--version'], toolEnv)).trim(),
    databases,
    media,
  };
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const expired = await applyRetention(root, keep);
  return { folder, manifest, expired };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  backup().then(({ folder, manifest, expired }) => {
    const size = manifest.databases.reduce((sum, d) => sum + d.bytes, 0);
    console.log(`backup written to ${folder}: ${manifest.databases.length} databases (${size} bytes), ${manifest.media.files} media files (${manifest.media.bytes} bytes)`);
    if (expired.length) console.log(`retention: removed ${expired.join(', ')}`);
  }, (error) => {
    console.error(`backup failed: ${error.message}`);
    process.exitCode = 1;
  });
}
