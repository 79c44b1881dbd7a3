import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type pg from 'pg';
import S3rver from 's3rver';
import { MEDIA_STORE, mediaKeyFromUrl, mediaUrlFor, newMediaKey, S3MediaStore } from '@cannaverse/platform/media';
import { freePort } from '@cannaverse/platform/testing';
import { MediaProcessingListener } from '../src/media-processing/media-processing.listener.js';
import { MediaProcessingQueue } from '../src/media-processing/media-processing.queue.js';
import { startSocial, type SocialHarness } from './social-harness.js';

/** With MinIO/S3 as the store, the video is streamed to a temporary file for ffprobe and removed after. */
jest.setTimeout(60_000);

let social: SocialHarness;
let app: INestMicroservice;
let db: pg.Client;
let s3: S3rver;
let store: S3MediaStore;
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'cv-social-s3-'));
const tempFiles = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith('cv-media-'));

beforeAll(async () => {
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', directory: s3Dir, silent: true });
  await s3.run();
  // The service's own store is S3 (S3_ENDPOINT set), pointed at s3rver.
  social = await startSocial({
    env: { S3_ENDPOINT: '127.0.0.1', S3_PORT: String(port), S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'cannaverse-test', S3_REGION: 'us-east-1' },
  });
  app = social.app();
  db = social.db;
  store = app.get<S3MediaStore>(MEDIA_STORE);
  expect(store).toBeInstanceOf(S3MediaStore);
});

afterAll(async () => {
  await app?.get(MediaProcessingQueue).queue.obliterate({ force: true }).catch(() => undefined);
  await social?.close();
  await s3?.close();
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
