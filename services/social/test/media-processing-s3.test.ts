import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import S3rver from 's3rver';
import { createLogger, DatabaseModule, MEDIA_STORE, mediaKeyFromUrl, mediaUrlFor, newMediaKey, S3MediaStore } from '@cannaverse/platform';
import { createTestDatabase, freePort, getTestServers } from '@cannaverse/platform/testing';
import { CreateSocialTables1764000000000 } from '../src/migrations/1764000000000-create-social-tables.js';
import { loadJobsConfig } from '../src/media-processing/bullmq.config.js';
import { MediaProcessingModule } from '../src/media-processing/media-processing.module.js';
import { MediaProcessingListener } from '../src/media-processing/media-processing.listener.js';
import { MediaProcessingQueue } from '../src/media-processing/media-processing.queue.js';

/** With MinIO/S3 as the store, the video is streamed to a temporary file for ffprobe and removed after. */
jest.setTimeout(60_000);

@Module({})
class TestRootModule {}

@Module({})
class StoreModule {}

let app: INestApplicationContext;
let db: pg.Client;
let s3: S3rver;
let store: S3MediaStore;
let dropDatabase: () => Promise<void>;
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'cv-social-s3-'));
const tempFiles = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith('cv-media-'));

beforeAll(async () => {
  const servers = await getTestServers();
  const database = await createTestDatabase(servers, 'social_media_s3');
  dropDatabase = database.drop;
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', directory: s3Dir, silent: true });
  await s3.run();
  store = new S3MediaStore({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'cannaverse-test', region: 'us-east-1' });
  const config = loadJobsConfig({
    REDIS_URL: servers.redisUrl, PGHOST: servers.pg.host, PGPORT: String(servers.pg.port), PGUSER: servers.pg.user,
    PGPASSWORD: servers.pg.password, PGDATABASE: database.name, BULLMQ_PREFIX: 'cv-test', S3_ENDPOINT: '127.0.0.1',
  });
  const logger = createLogger('social-media-s3-test', 'silent');
  app = await NestFactory.createApplicationContext({
    module: TestRootModule,
    imports: [
      DatabaseModule.forService({ service: 'social', config, entities: [], migrations: [CreateSocialTables1764000000000] }),
      { module: StoreModule, global: true, providers: [{ provide: MEDIA_STORE, useValue: store }], exports: [MEDIA_STORE] },
      MediaProcessingModule.register(config, logger),
    ],
  }, { logger: false });
  await app.init();
  db = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: database.name });
  await db.connect();
});

afterAll(async () => {
  await app?.get(MediaProcessingQueue).queue.obliterate({ force: true }).catch(() => undefined);
  await db?.end();
  await app?.close();
  await s3?.close();
  await dropDatabase?.();
  rmSync(s3Dir, { recursive: true, force: true });
});

test('a video in S3 is probed from a temporary copy; poster frame stored back in S3', async () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cv-social-clip-'));
  const file = path.join(work, 'clip.webm');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', '-c:v', 'libvpx', '-b:v', '200k', file]);
  const key = newMediaKey('videos', 'webm');
  await store.put(key, readFileSync(file), 'video/webm');
  rmSync(work, { recursive: true, force: true });
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO posts (user_id, content, media_url, media_type) VALUES ($1, 'webm test', $2, 'video') RETURNING id`,
    [randomUUID(), mediaUrlFor(key)],
  );
  const postId = rows[0].id;
  const before = tempFiles();
  await app.get(MediaProcessingListener).onPostCreated({
    postId, userId: randomUUID(), mediaType: 'video', mediaUrl: mediaUrlFor(key), hashtags: [], createdAt: new Date().toISOString(),
  });

  const deadline = Date.now() + 30_000;
  let video: Record<string, unknown> | undefined;
  while (Date.now() < deadline) {
    video = (await db.query('SELECT * FROM video_details WHERE post_id = $1', [postId])).rows[0];
    if (video?.processing_status === 'ready') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(video).toMatchObject({ processing_status: 'ready', width: 160, height: 120, format: 'webm' });
  expect(video?.duration).toBeCloseTo(2, 0);
  const { rows: [post] } = await db.query<{ thumbnail: string }>('SELECT thumbnail FROM posts WHERE id = $1', [postId]);
  const posterKey = mediaKeyFromUrl(post.thumbnail);
  expect(posterKey).not.toBeNull();
  expect(await store.stat(posterKey!)).toMatchObject({ contentType: 'image/jpeg' });
  expect(tempFiles()).toEqual(before); // the temporary copy is gone
});
