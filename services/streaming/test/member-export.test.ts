import { MEMBER_EXPORT_PARTS, type Actor } from '@cannaverse/contracts';
import { exportedParts } from '@cannaverse/platform/testing';
import { startStreaming, type StreamingHarness } from './streaming-harness.js';

/** Streaming's part of a member's data export (issue 25): streams (no stream key), chat lines, reactions; nothing of another member. */
let streaming: StreamingHarness;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  streaming = await startStreaming();
  alice = await streaming.member();
  bob = await streaming.member();
}, 60_000);
afterAll(async () => streaming?.close());

it('holds the member\'s streams without their keys, their chat lines and reactions, and nothing of another member', async () => {
  const stream = async (userId: string, title: string) => (await streaming.db.query(
    `INSERT INTO live_streams (user_id, title, stream_key, playback_id) VALUES ($1, $2, gen_random_uuid()::text, gen_random_uuid()::text) RETURNING id`,
    [userId, title])).rows[0].id as number;
  const aliceStream = await stream(alice.id, 'Alice trims');
  const bobStream = await stream(bob.id, 'Bob waters');
  await streaming.db.query(`INSERT INTO live_stream_chats (stream_id, user_id, message) VALUES ($1, $2, 'hello from alice'), ($3, $4, 'bob says hi')`,
    [bobStream, alice.id, aliceStream, bob.id]);
  await streaming.db.query(`INSERT INTO live_stream_reactions (stream_id, user_id, reaction_type) VALUES ($1, $2, 'heart'), ($3, $4, 'fire')`,
    [bobStream, alice.id, aliceStream, bob.id]);

  const { parts } = await exportedParts(streaming, 'streaming', Object.keys(MEMBER_EXPORT_PARTS.streaming), alice.id);
  expect(parts.streams).toEqual([expect.objectContaining({ id: aliceStream, title: 'Alice trims' })]);
  expect(parts.streams[0]).not.toHaveProperty('stream_key');
  expect(parts['chat-lines']).toEqual([expect.objectContaining({ stream_id: bobStream, message: 'hello from alice' })]);
  expect(parts['stream-reactions']).toEqual([expect.objectContaining({ stream_id: bobStream, reaction_type: 'heart' })]);
  expect(JSON.stringify(parts)).not.toMatch(/Bob waters|bob says hi/);
});
