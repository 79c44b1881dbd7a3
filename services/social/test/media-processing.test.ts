import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type pg from 'pg';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { SocialEvents, type MediaRenditionDto } from '@cannaverse/contracts';
import { EventBus, publishEvent } from '@cannaverse/platform';
import { MEDIA_STORE, newMediaKey, mediaUrlFor, type MediaStore } from '@cannaverse/platform/media';
import { waitFor } from '@cannaverse/platform/testing';
import { MediaProcessingListener } from '../src/media-processing/media-processing.listener.js';
import { MediaProcessingQueue } from '../src/media-processing/media-processing.queue.js';
import { RenditionsBackfillController } from '../src/media-processing/renditions-backfill.controller.js';
import { PROCESS_MEDIA_ATTEMPTS } from '../src/media-processing/jobs/process-media.job.js';
import { startSocial, type SocialHarness } from './social-harness.js';

/**
 * The media job end to end on real servers: PostgreSQL (fresh database with social's tables),
 * Redis (BullMQ, own prefix), the disk media store, ffprobe/ffmpeg and sharp; and once through
 * the durable event consumer on our own nats-server.
 */
jest.setTimeout(60_000);

let social: SocialHarness;
let app: INestMicroservice;
let db: pg.Client;
let store: MediaStore;
let mediaDir: string;
let workDir: string;

beforeAll(async () => {
  social = await startSocial();
  app = social.app();
  db = social.db;
  mediaDir = social.mediaDir;
  store = app.get<MediaStore>(MEDIA_STORE); // the service's own store: the directory the worker reads
  workDir = mkdtempSync(path.join(os.tmpdir(), 'cv-social-work-'));
});

afterAll(async () => {
  const queue = app?.get(MediaProcessingQueue).queue;
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await social?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const CONTENT = 'Day 42 of the grow #GrowDiary — look at those trichomes!';

async function createPost(mediaUrl: string | null, mediaType: 'image' | 'video' | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO posts (user_id, content, media_url, media_type) VALUES ($1, $2, $3, $4) RETURNING id',
    [randomUUID(), CONTENT, mediaUrl, mediaType],
  );
  return rows[0].id;
}

const event = (postId: string, mediaUrl: string | null, mediaType: 'image' | 'video' | null) => ({
  postId, userId: randomUUID(), mediaUrl, mediaType, hashtags: ['growdiary'], createdAt: new Date().toISOString(),
});

async function storeFile(folder: 'images' | 'videos', extension: string, body: Buffer, contentType: string): Promise<string> {
  const key = newMediaKey(folder, extension);
  await store.put(key, body, contentType);
  return mediaUrlFor(key);
}

const makeMp4 = (): Buffer => {
  const file = path.join(workDir, `${randomUUID()}.mp4`);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', file]);
  return readFileSync(file);
};

interface PostRow { content: string; thumbnail: string | null; media_width: number | null; media_height: number | null; media_url: string | null; media_renditions: MediaRenditionDto[] }
const postRow = async (id: string) => (await db.query<PostRow>('SELECT content, thumbnail, media_width, media_height, media_url, media_renditions FROM posts WHERE id = $1', [id])).rows[0];
const videoRow = async (id: string) => (await db.query<Record<string, unknown>>('SELECT * FROM video_details WHERE post_id = $1', [id])).rows[0];
const localPath = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

test('an image post gets WebP and AVIF renditions at 320/640/1080 px, the 640 px WebP as thumbnail, and its intrinsic size', async () => {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f7d32' } }).png().toBuffer();
  const mediaUrl = await storeFile('images', 'png', png, 'image/png');
  const postId = await createPost(mediaUrl, 'image');
  await app.get(MediaProcessingListener).onPostCreated(event(postId, mediaUrl, 'image'));

  const post = await waitFor(async () => { const row = await postRow(postId); return row.thumbnail ? row : null; }, 30_000, 100);
  expect(post.thumbnail).toMatch(new RegExp(`^/media/thumbnails/\\d{4}/\\d{2}/${postId}-w640\\.webp$`));
  expect([post.media_width, post.media_height]).toEqual([1200, 800]);
  expect(post.content).toBe(CONTENT);
  // Aspect ratio kept at every width; each file is what the answer says it is.
  const expected = [[320, 213], [640, 427], [1080, 720]];
  expect(post.media_renditions.map((r) => [r.format, r.width, r.height])).toEqual([
    ...expected.map(([w, h]) => ['avif', w, h]),
    ...expected.map(([w, h]) => ['webp', w, h]),
  ]);
  for (const rendition of post.media_renditions) {
    expect(rendition.url).toMatch(new RegExp(`^/media/thumbnails/\\d{4}/\\d{2}/${postId}-w\\d+\\.${rendition.format}$`));
    const file = await sharp(readFileSync(localPath(rendition.url))).metadata();
    expect([file.format === 'heif' ? 'avif' : file.format, file.width, file.height]).toEqual([rendition.format, rendition.width, rendition.height]);
  }
  expect(post.media_renditions.find((r) => r.format === 'webp' && r.width === 640)?.url).toBe(post.thumbnail);
});

test('a photo narrower than 1080 px gets renditions up to its own width, never enlarged', async () => {
  const jpeg = await sharp({ create: { width: 500, height: 1000, channels: 3, background: '#33691e' } }).jpeg().toBuffer();
  const mediaUrl = await storeFile('images', 'jpg', jpeg, 'image/jpeg');
  const postId = await createPost(mediaUrl, 'image');
  await app.get(MediaProcessingListener).onPostCreated(event(postId, mediaUrl, 'image'));

  const post = await waitFor(async () => { const row = await postRow(postId); return row.thumbnail ? row : null; }, 30_000, 100);
  expect(post.media_renditions.filter((r) => r.format === 'webp').map((r) => [r.width, r.height])).toEqual([[320, 640], [500, 1000]]);
  expect(post.thumbnail).toMatch(/-w640\.webp$/); // the 640 slot holds the 500 px copy
});

test('the renditions backfill queues only photo posts without renditions, and the worker fills them in', async () => {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1b5e20' } }).jpeg().toBuffer();
  const mediaUrl = await storeFile('images', 'jpg', jpeg, 'image/jpeg');
  // A post from before renditions existed: its media was never processed, as the backfill finds it.
  const oldPost = await createPost(mediaUrl, 'image');
  const textPost = await createPost(null, null);
  const backfill = app.get(RenditionsBackfillController);

  const first = await backfill.backfill({ actor: null, data: {} });
  expect(first.enqueued).toBeGreaterThanOrEqual(1);
  const post = await waitFor(async () => { const row = await postRow(oldPost); return row.media_renditions.length > 0 ? row : null; }, 30_000, 100);
  expect(post.media_renditions.filter((r) => r.format === 'webp').map((r) => r.width)).toEqual([320, 640, 900]);
  expect((await postRow(textPost)).media_renditions).toEqual([]);
  await expect(backfill.backfill({ actor: { id: oldPost, username: 'x', isAdmin: true } as never, data: {} })).rejects.toMatchObject({ status: 403 });
});

test('a video post gets video_details from ffprobe and a JPEG poster frame', async () => {
  const mp4 = makeMp4();
  const mediaUrl = await storeFile('videos', 'mp4', mp4, 'video/mp4');
  const postId = await createPost(mediaUrl, 'video');
  await app.get(MediaProcessingListener).onPostCreated(event(postId, mediaUrl, 'video'));
  expect((await videoRow(postId)).processing_status).toBe('pending'); // visible before the job runs

  const video = await waitFor(async () => { const row = await videoRow(postId); return row?.processing_status === 'ready' ? row : null; }, 30_000, 100);
  expect(video.duration).toBeCloseTo(1, 1);
  expect([video.width, video.height, video.format, Number(video.file_size)]).toEqual([320, 240, 'mp4', mp4.length]);
  const post = await postRow(postId);
  expect(post.thumbnail).toMatch(new RegExp(`/${postId}-poster\\.jpg$`));
  expect(video.thumbnail_urls).toEqual([post.thumbnail]);
  expect([post.media_width, post.media_height]).toEqual([320, 240]);
  const poster = await sharp(readFileSync(localPath(post.thumbnail!))).metadata();
  expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 320, 240]);
});

test('a corrupt video ends as failed after every retry and the post stays intact', async () => {
  const mediaUrl = await storeFile('videos', 'mp4', randomBytes(4096), 'video/mp4');
  const postId = await createPost(mediaUrl, 'video');
  const before = await postRow(postId);
  await app.get(MediaProcessingListener).onPostCreated(event(postId, mediaUrl, 'video'));

  await waitFor(async () => ((await videoRow(postId))?.processing_status === 'failed' ? true : null), 40_000, 100);
  const job = await app.get(MediaProcessingQueue).queue.getJob(postId);
  expect(job?.attemptsMade).toBe(PROCESS_MEDIA_ATTEMPTS);
  expect(await job?.getState()).toBe('failed');
  expect(await postRow(postId)).toEqual(before);
  expect(existsSync(localPath(mediaUrl))).toBe(true);
});

test('a redelivered event enqueues nothing new; a text post enqueues nothing', async () => {
  const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#1b5e20' } }).png().toBuffer();
  const mediaUrl = await storeFile('images', 'png', png, 'image/png');
  const postId = await createPost(mediaUrl, 'image');
  const listener = app.get(MediaProcessingListener);
  const queue = app.get(MediaProcessingQueue).queue;
  const countJobs = async () => Object.values(await queue.getJobCounts()).reduce((sum, n) => sum + n, 0);

  await listener.onPostCreated(event(postId, mediaUrl, 'image'));
  const afterFirst = await countJobs();
  await listener.onPostCreated(event(postId, mediaUrl, 'image'));
  const textPost = await createPost(null, null);
  await listener.onPostCreated(event(textPost, null, null));
  expect(await countJobs()).toBe(afterFirst);
  await waitFor(async () => ((await postRow(postId)).thumbnail ? true : null), 30_000, 100);
});

test('post.created through the outbox and the durable consumer reaches the worker', async () => {
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#33691e' } }).jpeg().toBuffer();
  const mediaUrl = await storeFile('images', 'jpg', png, 'image/jpeg');
  const postId = await createPost(mediaUrl, 'image');
  await app.get(DataSource).transaction((manager) => publishEvent(manager, SocialEvents.postCreated, event(postId, mediaUrl, 'image')));
  await app.get(EventBus).flush();

  const post = await waitFor(async () => { const row = await postRow(postId); return row.thumbnail ? row : null; }, 30_000, 100);
  expect([post.media_width, post.media_height]).toEqual([800, 1000]);
});
