import { randomUUID } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { Queue } from 'bullmq';
import sharp from 'sharp';
import { SocialEvents, SocialPatterns, type PostDto } from '@cannaverse/contracts';
import { createRedisConnection, queuePrefixFor } from '@cannaverse/platform';
import { MEDIA_STORE, mediaUrlFor, newMediaKey, newUploadKey, type MediaStore } from '@cannaverse/platform/media';
import { SocialQueue } from '../src/social-queues.js';
import { IncomingSweepScheduler } from '../src/media-processing/incoming-sweep.scheduler.js';
import { INCOMING_MAX_AGE_MS, SWEEP_INCOMING_EVERY_MS, SWEEP_INCOMING_SCHEDULER } from '../src/media-processing/jobs/sweep-incoming.job.js';
import { startSocial, waitFor, type SocialHarness } from './social-harness.js';

/** Issue 9, item 8: files nobody uses any more are removed. */
let social: SocialHarness;
let store: MediaStore;

beforeAll(async () => {
  social = await startSocial();
  store = social.app().get<MediaStore>(MEDIA_STORE);
}, 60_000);
afterAll(async () => social?.close());

const onDisk = (url: string) => existsSync(path.join(social.mediaDir, url.replace(/^\/media\//, '')));

describe('deleting a post', () => {
  it('removes its media and the preview made from it, once the delete is committed', async () => {
    const author = await social.member();
    const key = newUploadKey('images', 'png', author.id);
    await store.put(key, await sharp({ create: { width: 900, height: 600, channels: 3, background: '#33691e' } }).png().toBuffer(), 'image/png');
    const post = await social.call<PostDto>(SocialPatterns.createPost, { content: 'bud shot', mediaUrl: mediaUrlFor(key) }, author);
    await waitFor(async () => Boolean((await social.call<PostDto>(SocialPatterns.getPost, { id: post.id }, author)).thumbnail), 30_000);
    const { thumbnail } = await social.call<PostDto>(SocialPatterns.getPost, { id: post.id }, author);
    expect([onDisk(post.mediaUrl!), onDisk(thumbnail!)]).toEqual([true, true]);

    await social.call(SocialPatterns.deletePost, { id: post.id }, author);
    await social.waitForConsumerIdle();
    await waitFor(async () => !onDisk(post.mediaUrl!) && !onDisk(thumbnail!), 10_000);
  }, 60_000);

  it('leaves other posts\' files alone', async () => {
    const author = await social.member();
    const keep = await social.upload('images', 'png');
    const gone = await social.upload('images', 'png', author);
    await social.db.query('INSERT INTO posts (user_id, content, media_url, media_type) VALUES ($1, $2, $3, $4)', [author.id, 'keep', keep, 'image']);
    const post = await social.call<PostDto>(SocialPatterns.createPost, { content: 'gone', mediaUrl: gone }, author);
    await social.call(SocialPatterns.deletePost, { id: post.id }, author);
    await social.waitForConsumerIdle();
    await waitFor(async () => !onDisk(gone), 10_000);
    expect(onDisk(keep)).toBe(true);
  }, 60_000);
});

describe('a forged social.post.deleted (issue 20)', () => {
  it("removes no file: only social may publish its own events, and another service's envelope is refused", async () => {
    const victim = await social.member();
    const avatar = await social.upload('avatars', 'jpg');
    await social.publishAs('content', 'events.content.forged', SocialEvents.postDeleted, { postId: randomUUID(), userId: victim.id, mediaUrl: avatar });
    await social.waitForConsumerIdle();
    expect(onDisk(avatar)).toBe(true);
  });
});

describe('the scheduled sweep of incoming/', () => {
  it('is scheduled in Redis and removes staged uploads older than an hour, keeping fresh ones', async () => {
    const scheduler = social.app().get(IncomingSweepScheduler);
    await scheduler.ready();
    const redis = createRedisConnection(social.config.REDIS_URL, 'worker');
    const queue = new Queue(SocialQueue.MediaCleanup, { connection: redis, prefix: queuePrefixFor('social', social.config) });
    try {
      expect(await queue.getJobScheduler(SWEEP_INCOMING_SCHEDULER)).toMatchObject({ every: SWEEP_INCOMING_EVERY_MS });
    } finally {
      await queue.close();
      redis.disconnect();
    }
    const abandoned = newMediaKey('incoming', 'bin');
    const fresh = newMediaKey('incoming', 'bin');
    await store.put(abandoned, Buffer.alloc(1024), 'application/octet-stream');
    await store.put(fresh, Buffer.alloc(1024), 'application/octet-stream');
    const old = new Date(Date.now() - INCOMING_MAX_AGE_MS - 60_000);
    utimesSync(path.join(social.mediaDir, abandoned), old, old);

    expect(await scheduler.sweep()).toBe(1);
    expect([onDisk(mediaUrlFor(abandoned)), onDisk(mediaUrlFor(fresh))]).toEqual([false, true]);
  });
});
