// Issue 22, "backups that restore": fresh databases with every service's real schema (each
// service's own `main.js migrate`), a few members, posts and messages and a media file; `npm run
// backup`; `npm run restore` into other, fresh databases and media folder; the same members, posts,
// messages and media come back, and the restore refuses to write over databases that hold data.
// Needs the built services (npx tsc -b) and pg_dump/pg_restore; run by `npm test` (node --test scripts/test/).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { Client as MinioClient } from 'minio';
import { DATABASE_SERVICES, pgConnection } from '../lib/backup-common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
const source = `bk_src_${suffix}`;
const target = `bk_dst_${suffix}`;
const work = mkdtempSync(path.join(os.tmpdir(), 'cv-backup-'));
const baseEnv = { ...process.env, PGHOST: process.env.PGHOST ?? '127.0.0.1', PGUSER: process.env.PGUSER ?? 'postgres', BACKUP_DIR: path.join(work, 'backups') };
delete baseEnv.S3_ENDPOINT;

const query = async (database, sql, params = []) => {
  const client = new pg.Client({ ...pgConnection(baseEnv), database });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
};

const script = (name, args, env) => spawnSync(process.execPath, [path.join(root, 'scripts', name), ...args], { cwd: root, env: { ...baseEnv, ...env }, encoding: 'utf8', timeout: 120_000 });
/** The same without blocking this process (the S3 test's server runs in it). */
const scriptAsync = (name, args, env) => new Promise((resolve) => {
  const child = spawn(process.execPath, [path.join(root, 'scripts', name), ...args], { cwd: root, env: { ...baseEnv, ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('close', (status) => resolve({ status, stderr }));
});

/** What must survive: members, posts and messages, in a stable order. */
const snapshot = async (prefix) => ({
  members: await query(`${prefix}_identity`, 'SELECT id, username, email, password_hash, created_at FROM users ORDER BY username'),
  posts: await query(`${prefix}_social`, 'SELECT id, user_id, content, media_url, created_at FROM posts ORDER BY content'),
  messages: await query(`${prefix}_social`, 'SELECT id, sender_id, receiver_id, content, created_at FROM messages ORDER BY content'),
});

before(async () => {
  // Every service's real schema, applied by its own migrate command (as the Job and compose do).
  const migrations = DATABASE_SERVICES.map((service) => new Promise((resolve, reject) => {
    const child = spawnSync(process.execPath, [path.join(root, `services/${service}/dist/main.js`), 'migrate'], {
      cwd: root, encoding: 'utf8', timeout: 120_000,
      env: { ...baseEnv, DB_NAME_PREFIX: source, LOG_LEVEL: 'warn', LIVE_CHANNEL_SECRET: 'l'.repeat(40), INGEST_CALLBACK_SECRET: 'i'.repeat(40), MEDIA_DIR: path.join(work, 'media') },
    });
    if (child.status === 0) resolve();
    else reject(new Error(`${service} migrate failed: ${child.stderr}${child.stdout}`));
  }));
  await Promise.all(migrations);
  const members = await query(`${source}_identity`, `INSERT INTO users (username, email, password_hash) VALUES ('ada', 'ada@example.com', 'h1'), ('bob', 'bob@example.com', 'h2'), ('cy', NULL, 'h3') RETURNING id, username`);
  const id = Object.fromEntries(members.map((m) => [m.username, m.id]));
  await query(`${source}_social`, `INSERT INTO posts (user_id, content, media_url) VALUES ($1, 'first post', '/media/posts/a.jpg'), ($2, 'second post', NULL), ($1, 'third post', NULL)`, [id.ada, id.bob]);
  await query(`${source}_social`, `INSERT INTO messages (sender_id, receiver_id, content) VALUES ($1, $2, 'hi bob'), ($2, $1, 'hi ada'), ($3, $1, 'hello')`, [id.ada, id.bob, id.cy]);
  mkdirSync(path.join(work, 'media/posts'), { recursive: true });
  writeFileSync(path.join(work, 'media/posts/a.jpg'), randomBytes(4096));
}, { timeout: 300_000 });

after(async () => {
  for (const prefix of [source, target]) {
    for (const service of DATABASE_SERVICES) await query('postgres', `DROP DATABASE IF EXISTS "${prefix}_${service}" WITH (FORCE)`).catch(() => undefined);
  }
  rmSync(work, { recursive: true, force: true });
});

test('npm run backup, then npm run restore into fresh databases: the same members, posts, messages and media', { timeout: 300_000 }, async () => {
  const before = await snapshot(source);
  assert.deepEqual([before.members.length, before.posts.length, before.messages.length], [3, 3, 3]);

  const made = script('backup.mjs', [], { DB_NAME_PREFIX: source, MEDIA_DIR: path.join(work, 'media') });
  assert.equal(made.status, 0, made.stderr);
  const [folder] = readdirSync(baseEnv.BACKUP_DIR).map((name) => path.join(baseEnv.BACKUP_DIR, name));
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
  assert.deepEqual(manifest.databases.map((d) => d.database), DATABASE_SERVICES.map((s) => `${source}_${s}`), 'every service database');
  assert.deepEqual([manifest.media.kind, manifest.media.files], ['disk', 1]);

  const restored = script('restore.mjs', [folder], { RESTORE_DB_PREFIX: target, MEDIA_DIR: path.join(work, 'restored-media') });
  assert.equal(restored.status, 0, restored.stderr);
  assert.deepEqual(await snapshot(target), before);
  assert.deepEqual(readFileSync(path.join(work, 'restored-media/posts/a.jpg')), readFileSync(path.join(work, 'media/posts/a.jpg')));
  // The restored schema is the migrated one: nothing pending for the services (their migrations table came along).
  for (const service of DATABASE_SERVICES) {
    assert.deepEqual(await query(`${target}_${service}`, 'SELECT name FROM migrations ORDER BY id'), await query(`${source}_${service}`, 'SELECT name FROM migrations ORDER BY id'), `${service}: migrations`);
  }

  // Restoring again over databases that now hold data is refused, naming the database, and changes nothing.
  const again = script('restore.mjs', [folder], { RESTORE_DB_PREFIX: target, MEDIA_DIR: path.join(work, 'restored-media') });
  assert.notEqual(again.status, 0);
  assert.match(again.stderr, new RegExp(`database ${target}_identity already has \\d+ tables`));
  assert.deepEqual(await snapshot(target), before);
});

test('a damaged backup is refused before anything is written; retention keeps the newest BACKUP_KEEP', { timeout: 300_000 }, async () => {
  const [folder] = readdirSync(baseEnv.BACKUP_DIR).map((name) => path.join(baseEnv.BACKUP_DIR, name));
  const damaged = path.join(work, 'damaged');
  mkdirSync(damaged);
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.json') || n.endsWith('.dump'))) writeFileSync(path.join(damaged, name), readFileSync(path.join(folder, name)));
  writeFileSync(path.join(damaged, 'social.dump'), Buffer.concat([readFileSync(path.join(folder, 'social.dump')), Buffer.from('x')]));
  const refused = script('restore.mjs', [damaged], { RESTORE_DB_PREFIX: `${target}_x` });
  assert.notEqual(refused.status, 0);
  assert.match(refused.stderr, /social\.dump does not match the manifest/);
  assert.equal((await query('postgres', `SELECT count(*)::int AS n FROM pg_database WHERE datname LIKE '${target}_x%'`))[0].n, 0, 'no database was created');

  // Retention: older backup folders beyond BACKUP_KEEP go, others' folders are never touched.
  for (const old of ['20200101T000000Z', '20200102T000000Z']) mkdirSync(path.join(baseEnv.BACKUP_DIR, old));
  mkdirSync(path.join(baseEnv.BACKUP_DIR, 'keep-me'));
  await new Promise((resolve) => setTimeout(resolve, 1100)); // a new timestamp
  const made = script('backup.mjs', [], { DB_NAME_PREFIX: source, MEDIA_DIR: path.join(work, 'media'), BACKUP_KEEP: '2' });
  assert.equal(made.status, 0, made.stderr);
  const left = readdirSync(baseEnv.BACKUP_DIR).sort();
  assert.equal(left.length, 3);
  assert.ok(left.includes('keep-me') && !left.includes('20200101T000000Z') && !left.includes('20200102T000000Z'), left.join(', '));
  assert.ok(existsSync(path.join(folder, 'manifest.json')), 'the newest two are kept');
});

test('with S3 (S3_ENDPOINT) the media come from the bucket and go back to a bucket', { timeout: 300_000 }, async () => {
  const dir = mkdtempSync(path.join(work, 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
  const { port } = await server.run();
  try {
    const s3 = { S3_ENDPOINT: '127.0.0.1', S3_PORT: String(port), S3_USE_SSL: 'false', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' };
    const client = new MinioClient({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', pathStyle: true });
    await client.makeBucket('cv-media-src', 'us-east-1');
    const photo = randomBytes(2048);
    await client.putObject('cv-media-src', 'posts/2026/photo.webp', photo);
    await client.putObject('cv-media-src', 'avatars/u1.webp', Buffer.from('avatar'));
    const backupDir = path.join(work, 's3-backups');
    const made = await scriptAsync('backup.mjs', [], { ...s3, S3_BUCKET: 'cv-media-src', DB_NAME_PREFIX: source, BACKUP_DIR: backupDir });
    assert.equal(made.status, 0, made.stderr);
    const [folder] = readdirSync(backupDir).map((name) => path.join(backupDir, name));
    assert.deepEqual(JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')).media, { kind: 's3', bucket: 'cv-media-src', files: 2, bytes: 2048 + 6 });
    const restored = await scriptAsync('restore.mjs', [folder], { ...s3, S3_BUCKET: 'cv-media-dst', RESTORE_DB_PREFIX: `${target}_s3` });
    assert.equal(restored.status, 0, restored.stderr);
    const read = async (key) => Buffer.concat(await (await client.getObject('cv-media-dst', key)).toArray());
    assert.deepEqual(await read('posts/2026/photo.webp'), photo);
    assert.equal(String(await read('avatars/u1.webp')), 'avatar');
  } finally {
    await server.close();
    for (const service of DATABASE_SERVICES) await query('postgres', `DROP DATABASE IF EXISTS "${target}_s3_${service}" WITH (FORCE)`).catch(() => undefined);
  }
});
