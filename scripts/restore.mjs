// `npm run restore -- <backup folder>`: every database of a backup (scripts/backup.mjs) into
// `<RESTORE_DB_PREFIX>_<service>` (default: DB_NAME_PREFIX, cannaverse) and its media into the
// configured media store. Each target database must be new or empty: restoring over live data
// would mix two histories, so the script refuses and names the database. Checks every file's
// sha256 against the manifest before it touches anything (docs/deploy.md, Backups).
import { readFile, readdir, stat, mkdir, copyFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Client as MinioClient } from 'minio';
import { databaseName, mediaStore, pgConnection, pgToolEnv, run, sha256 } from './lib/backup-common.mjs';

async function* files(dir, base = dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, base);
    else if (entry.isFile()) yield path.relative(base, full);
  }
}

async function restoreMedia(store, from) {
  if (!existsSync(from)) return 0;
  let count = 0;
  if (store.kind === 'disk') {
    for await (const file of files(from)) {
      await mkdir(path.dirname(path.join(store.dir, file)), { recursive: true });
      await copyFile(path.join(from, file), path.join(store.dir, file));
      count += 1;
    }
    return count;
  }
  const client = new MinioClient(store.client);
  if (!(await client.bucketExists(store.bucket))) await client.makeBucket(store.bucket, store.client.region);
  for await (const file of files(from)) {
    await client.fPutObject(store.bucket, file.split(path.sep).join('/'), path.join(from, file));
    count += 1;
  }
  return count;
}

export async function restore(folder, env = process.env) {
  if (!folder) throw new Error('usage: npm run restore -- <backup folder>');
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));
  if (manifest.format !== 'cannaverse-backup/1') throw new Error(`${folder} is not a Cannaverse backup (format ${manifest.format})`);
  for (const { file, bytes, sha256: expected } of manifest.databases) {
    const full = path.join(folder, file);
    if ((await stat(full)).size !== bytes || (await sha256(full)) !== expected) throw new Error(`${file} does not match the manifest (damaged or incomplete backup)`);
  }
  const prefix = env.RESTORE_DB_PREFIX ?? env.DB_NAME_PREFIX ?? manifest.dbNamePrefix;
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error('RESTORE_DB_PREFIX must be lower-case letters, digits and _');
  const admin = new pg.Client({ ...pgConnection(env), database: 'postgres' });
  await admin.connect();
  const targets = [];
  try {
    // Every target is checked before the first is written: all or nothing.
    for (const { service } of manifest.databases) {
      const database = databaseName(prefix, service);
      const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount > 0;
      if (exists) {
        const probe = new pg.Client({ ...pgConnection(env), database });
        await probe.connect();
        const tables = (await probe.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")).rows[0].n;
        await probe.end();
        if (tables > 0) throw new Error(`database ${database} already has ${tables} tables: restore into new databases (RESTORE_DB_PREFIX) or drop it first`);
      }
      targets.push({ service, database, exists });
    }
    for (const { database, exists } of targets) if (!exists) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  const toolEnv = pgToolEnv(env);
  for (const { service, file } of manifest.databases) {
    const { database } = targets.find((t) => t.service === service);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '-d', database, path.join(folder, file)], toolEnv);
  }
  const media = await restoreMedia(mediaStore(env), path.join(folder, 'media'));
  return { databases: targets.map((t) => t.database), media };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  restore(process.argv[2]).then(({ databases, media }) => {
    console.log(`restored ${databases.join(', ')} and ${media} media files`);
  }, (error) => {
    console.error(`restore failed: ${error.message}`);
    process.exitCode = 1;
  });
}
