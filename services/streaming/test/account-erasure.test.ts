import { randomUUID } from 'node:crypto';
import { StreamingEvents } from '@cannaverse/contracts';
import { ServiceRedis } from '@cannaverse/platform';
import { deleteAccount, noneOf, replayAccountDeleted, rowsNaming } from '@cannaverse/platform/testing';
import { MEDIA_STORE, newMediaKey, type MediaStore } from '@cannaverse/platform/media';
import { PresenceService } from '../src/presence/presence.service.js';
import { startStreaming, type StreamingHarness } from './streaming-harness.js';

let streaming: StreamingHarness;

beforeAll(async () => {
  streaming = await startStreaming();
}, 60_000);
afterAll(async () => streaming?.close());

const MEMBER_COLUMNS = {
  live_streams: ['user_id'], live_stream_chats: ['user_id'], live_stream_reactions: ['user_id'], live_stream_viewers: ['user_id'],
  live_stream_chat_restrictions: ['user_id'], user_cards: ['id'],
};

async function insertStream(userId: string, status: 'live' | 'ended', recordingKey: string | null = null): Promise<number> {
  const { rows } = await streaming.db.query<{ id: number }>(
    `INSERT INTO live_streams (user_id, title, status, stream_key, playback_id, recording_status, recording_key, recording_expires_at)
     VALUES ($1, 'Trim day', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [userId, status, `cvk_${randomUUID()}`, randomUUID(), recordingKey ? 'ready' : null, recordingKey, recordingKey ? new Date(Date.now() + 86_400_000) : null],
  );
  return rows[0].id;
}

it('a deleted account leaves nothing in streaming (streams, recordings, chat lines, reactions, presence); a replay changes nothing', async () => {
  const [leaving, other] = [await streaming.member(), await streaming.member()];
  const store = streaming.app().get<MediaStore>(MEDIA_STORE);
  const presence = streaming.app().get(PresenceService);
  const recording = newMediaKey('videos', 'mp4');
  await store.put(recording, Buffer.from('not really an mp4'), 'video/mp4');
  const theirs = await insertStream(leaving.id, 'ended', recording);
  const others = await insertStream(other.id, 'live');
  for (const streamId of [theirs, others]) {
    await streaming.db.query(`INSERT INTO live_stream_chats (stream_id, user_id, message) VALUES ($1, $2, 'hello'), ($1, $3, 'hi')`, [streamId, leaving.id, other.id]);
    await streaming.db.query(`INSERT INTO live_stream_reactions (stream_id, user_id, reaction_type) VALUES ($1, $2, 'fire')`, [streamId, leaving.id]);
    await streaming.db.query(`INSERT INTO live_stream_viewers (id, stream_id, user_id, joined_at) VALUES ($1, $2, $3, now())`, [randomUUID(), streamId, leaving.id]);
  }
  await streaming.db.query(`INSERT INTO live_stream_chat_restrictions (stream_id, user_id, kind, created_by) VALUES ($1, $2, 'ban', $3)`, [others, leaving.id, other.id]);
  await presence.add(others, leaving.id, Date.now() + 60_000);
  await presence.add(others, other.id, Date.now() + 60_000);

  const envelope = await deleteAccount(streaming, leaving.id);
  expect(await rowsNaming(streaming.db, leaving.id, MEMBER_COLUMNS)).toEqual(noneOf(MEMBER_COLUMNS));
  expect(await store.stat(recording)).toBeNull();
  const redis = streaming.app().get(ServiceRedis).client();
  const watching = await redis.zrange(`${streaming.config.liveRedisPrefix}:viewers:${others}`, 0, -1);
  expect(watching).toEqual([other.id]);
  const { rows: chat } = await streaming.db.query('SELECT message FROM live_stream_chats WHERE stream_id = $1', [others]);
  expect(chat).toEqual([{ message: 'hi' }]);
  const { rows } = await streaming.db.query(`SELECT payload FROM outbox WHERE name = $1`, [StreamingEvents.accountErased]);
  expect(rows).toEqual([{ payload: { userId: leaving.id, service: 'streaming', at: expect.any(String) } }]);

  const { before, after } = await replayAccountDeleted(streaming, envelope);
  expect(after).toEqual(before);
}, 90_000);
