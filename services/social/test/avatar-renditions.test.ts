import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import type { Job } from 'bullmq';
import sharp from 'sharp';
import { avatarRenditionKey, avatarRenditionKeys, IdentityEvents } from '@cannaverse/contracts';
import { MEDIA_STORE, mediaKeyFromUrl, mediaUrlFor, newMediaKey, type MediaStore } from '@cannaverse/platform/media';
import { AvatarRenditionsProcessor } from '../src/media-processing/avatar-renditions.processor.js';
import { MediaProcessingQueue } from '../src/media-processing/media-processing.queue.js';
import { RenditionsBackfillController } from '../src/media-processing/renditions-backfill.controller.js';
import type { AvatarRenditionsJobData } from '../src/media-processing/jobs/avatar-renditions.job.js';
import { startSocial, waitFor, type SocialHarness } from './social-harness.js';

/**
 * Issue 14: avatars' small renditions, made by social's media worker when identity announces a new
 * avatar, on real servers: PostgreSQL, Redis (BullMQ), the disk media store, sharp, and identity's
 * event through our own nats-server and the durable consumer.
 */
jest.setTimeout(60_000);

let social: SocialHarness;
let app: INestMicroservice;
let store: MediaStore;

beforeAll(async () => {
  social = await startSocial();
  app = social.app();
  store = app.get<MediaStore>(MEDIA_STORE);
});

afterAll(async () => {
  await app?.get(MediaProcessingQueue).queue.obliterate({ force: true }).catch(() => undefined);
  await social?.close();
});

/**
 * A stored avatar as identity writes it (a JPEG under avatars/), and its URL. A wide one has a red
 * band left and a blue band right of its centred square, so a crop that is not centred shows them.
 */
async function storeAvatar(width: number, height: number): Promise<string> {
  const band = Math.floor((width - height) / 2);
  const bands = band > 0
    ? await Promise.all([['#ff0000', 0], ['#0000ff', width - band]].map(async ([colour, left]) => ({
      input: await sharp({ create: { width: band, height, channels: 3, background: colour as string } }).png().toBuffer(), left: left as number, top: 0,
    })))
    : [];
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#c5e1a5' } }).composite(bands).jpeg().toBuffer();
  const key = newMediaKey('avatars', 'jpg');
  await store.put(key, jpeg, 'image/jpeg');
  return mediaUrlFor(key);
}

const card = (id: string, username: string, avatar: string | null) => ({ id, username, displayName: null, avatar, isAdmin: false });

async function readStored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The renditions once both exist, as [format, width, height] and content type. */
async function renditionsOf(avatarUrl: string) {
  const keys = avatarRenditionKeys(mediaKeyFromUrl(avatarUrl)!);
  await waitFor(async () => (await Promise.all(keys.map((key) => store.stat(key)))).every(Boolean));
  return Promise.all(keys.map(async (key) => {
    const meta = await sharp(await readStored(key)).metadata();
    return { key, type: (await store.stat(key))!.contentType, size: [meta.format, meta.width, meta.height] };
  }));
}

const runJob = (avatarUrl: string) =>
  app.get(AvatarRenditionsProcessor).process({ data: { avatarUrl }, attemptsMade: 0, opts: {} } as Job<AvatarRenditionsJobData>);

test('a new avatar announced by identity gets square 96 and 192 px WebP renditions beside it, cropped around the centre', async () => {
  const member = await social.member();
  const avatar = await storeAvatar(500, 375);
  await social.publish(IdentityEvents.userUpdated, card(member.id, member.username, avatar));

  const renditions = await renditionsOf(avatar);
  expect(renditions.map((r) => [r.key, r.type, r.size])).toEqual([
    [avatarRenditionKey(mediaKeyFromUrl(avatar)!, 96), 'image/webp', ['webp', 96, 96]],
    [avatarRenditionKey(mediaKeyFromUrl(avatar)!, 192), 'image/webp', ['webp', 192, 192]],
  ]);
  expect(renditions[0].key).toMatch(/^avatars\/\d{4}\/\d{2}\/[0-9a-f-]{36}-s96\.webp$/);
  // The crop is the middle square, as the round avatar shows it: neither band reaches its edges.
  const { data, info } = await sharp(await readStored(renditions[1].key)).raw().toBuffer({ resolveWithObject: true });
  const pixelAt = (x: number) => [...data.subarray((96 * info.width + x) * info.channels, (96 * info.width + x) * info.channels + 3)];
  for (const x of [2, info.width - 3]) {
    const [red, green, blue] = pixelAt(x);
    expect(green).toBeGreaterThan(180);
    expect(red).toBeLessThan(230);
    expect(blue).toBeLessThan(200);
  }
  // The projection took the avatar too (the two handlers of the event live side by side).
  expect((await social.db.query('SELECT avatar FROM user_cards WHERE id = $1', [member.id])).rows[0].avatar).toBe(avatar);
});

test('a small avatar is never enlarged: both renditions are its shorter side, square', async () => {
  const avatar = await storeAvatar(60, 40);
  expect(await runJob(avatar)).toBe('ready');
  expect((await renditionsOf(avatar)).map((r) => r.size)).toEqual([['webp', 40, 40], ['webp', 40, 40]]);
});

test('the many events of one avatar queue one job; an avatar made already is skipped; no avatar, or a foreign URL, queues nothing', async () => {
  const queue = app.get(MediaProcessingQueue).queue;
  const countJobs = async () => Object.values(await queue.getJobCounts()).reduce((sum, n) => sum + n, 0);
  const member = await social.member();
  const avatar = await storeAvatar(300, 300);
  await social.publish(IdentityEvents.userUpdated, card(member.id, member.username, avatar));
  await social.waitForConsumerIdle();
  await renditionsOf(avatar);
  const afterFirst = await countJobs();

  // A bio edit later repeats the avatar; the member removes it; a URL that is not a stored avatar.
  await social.publish(IdentityEvents.userUpdated, { ...card(member.id, member.username, avatar), displayName: 'Renamed' });
  await social.publish(IdentityEvents.userUpdated, card(member.id, member.username, null));
  await social.publish(IdentityEvents.userUpdated, card(member.id, member.username, mediaUrlFor(newMediaKey('images', 'jpg'))));
  await social.waitForConsumerIdle();
  expect(await countJobs()).toBe(afterFirst);
  expect(await runJob(avatar)).toBe('skipped');
});

test('an avatar replaced before its job ran is skipped; one replaced while the job wrote leaves no rendition behind', async () => {
  const gone = await storeAvatar(200, 200);
  await store.remove(mediaKeyFromUrl(gone)!);
  expect(await runJob(gone)).toBe('skipped');
  for (const key of avatarRenditionKeys(mediaKeyFromUrl(gone)!)) expect(await store.stat(key)).toBeNull();

  // Identity removes the original (then the renditions, finding none yet) between the job's two writes.
  const raced = await storeAvatar(200, 200);
  const put = store.put.bind(store);
  const spy = jest.spyOn(store, 'put').mockImplementationOnce(async (key, body, type) => {
    await put(key, body, type);
    await store.remove(mediaKeyFromUrl(raced)!);
    for (const rendition of avatarRenditionKeys(mediaKeyFromUrl(raced)!)) await store.remove(rendition);
  });
  try {
    expect(await runJob(raced)).toBe('skipped');
  } finally {
    spy.mockRestore();
  }
  for (const key of avatarRenditionKeys(mediaKeyFromUrl(raced)!)) expect(await store.stat(key)).toBeNull();
});

test('the backfill queues every member card with a stored avatar, and the worker makes their renditions', async () => {
  // Avatars set before issue 14: in user_cards, never announced since.
  const old = [await storeAvatar(400, 400), await storeAvatar(320, 480)];
  for (const avatar of [...old, 'https://example.com/elsewhere.png']) {
    await social.db.query('INSERT INTO user_cards (id, username, avatar) VALUES ($1, $2, $3)', [randomUUID(), `old_${randomUUID().slice(0, 8)}`, avatar]);
  }
  const withAvatars = Number((await social.db.query(`SELECT count(*) FROM user_cards WHERE avatar LIKE '/media/avatars/%'`)).rows[0].count);

  const result = await app.get(RenditionsBackfillController).backfill({ actor: null, data: {} });
  expect(result.avatarsEnqueued).toBe(withAvatars);
  for (const avatar of old) expect((await renditionsOf(avatar)).map((r) => r.size)).toEqual([['webp', 96, 96], ['webp', 192, 192]]);
});
