import { randomUUID } from 'node:crypto';
import {
  LiveCloseCodes, LivestreamMessages, ModerationEvents, StreamingEvents, StreamingPatterns as P,
  type Actor, type LiveChatMessageDto, type LiveStreamDto, type MyLiveStreamDto, type Page,
} from '@cannaverse/contracts';
import { LiveServer } from '../src/live-channel/live-server.js';
import { LiveClient, liveBaseUrl, notifyIngest, rpcFailure, startStreaming, type StreamingHarness } from './streaming-harness.js';

/** A suspension ends the member's live streams and hides their streams and chat lines until lifted (issue 24). */
let streaming: StreamingHarness;
let creator: Actor;
let viewer: Actor;
let admin: Actor;
const adminId = randomUUID();

const suspend = async (userId: string) => {
  await streaming.publish(ModerationEvents.memberSuspended, { userId, until: null, reason: 'Hate', decidedBy: adminId, at: new Date().toISOString() });
  await streaming.waitForConsumerIdle();
};
const lift = async (userId: string) => {
  await streaming.publish(ModerationEvents.memberUnsuspended, { userId, liftedBy: adminId, at: new Date().toISOString() });
  await streaming.waitForConsumerIdle();
};
const chatLine = async (streamId: number, userId: string, message: string): Promise<number> =>
  (await streaming.db.query('INSERT INTO live_stream_chats (stream_id, user_id, message) VALUES ($1, $2, $3) RETURNING id', [streamId, userId, message])).rows[0].id;
const listed = async (id: number) => (await streaming.call<Page<LiveStreamDto>>(P.list, { limit: 100 }, viewer)).items.some((item) => item.id === id);

beforeAll(async () => {
  streaming = await startStreaming();
  creator = await streaming.member();
  viewer = await streaming.member();
  admin = await streaming.member({ isAdmin: true });
}, 60_000);
afterAll(async () => streaming?.close());

it("ends the suspended member's live stream, hides it and their chat lines, refuses their encoder; lifting shows them again", async () => {
  const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Grow talk' }, creator);
  await streaming.call(P.start, { id: stream.id }, creator);
  // It aired (as if the ingest had video), so once ended it belongs in Recent Streams.
  await streaming.db.query('UPDATE live_streams SET aired_at = now() WHERE id = $1', [stream.id]);
  const other = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Another show' }, viewer);
  await chatLine(other.id, creator.id, 'rude words');
  await chatLine(other.id, viewer.id, 'welcome all');
  expect(await listed(stream.id)).toBe(true);

  await suspend(creator.id);
  const row = (await streaming.db.query('SELECT status FROM live_streams WHERE id = $1', [stream.id])).rows[0];
  expect(row.status).toBe('ended');
  const ended = (await streaming.db.query('SELECT payload FROM outbox WHERE name = $1', [StreamingEvents.streamEnded])).rows.map((r) => r.payload.streamId);
  expect(ended).toContain(stream.id);
  expect(await listed(stream.id)).toBe(false);
  expect(await rpcFailure(streaming.call(P.get, { id: stream.id }, viewer))).toEqual({ status: 404, message: LivestreamMessages.notFound });
  expect((await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, admin)).status).toBe('ended');
  const history = await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: other.id }, viewer);
  expect(history.items.map((item) => item.content)).toEqual(['welcome all']);
  // OBS reconnecting with the key cannot put the stream back on air.
  expect((await notifyIngest(streaming, 'publish', stream.streamKey)).status).toBeGreaterThanOrEqual(400);
  expect((await streaming.db.query('SELECT status FROM live_streams WHERE id = $1', [stream.id])).rows[0].status).toBe('ended');

  await lift(creator.id);
  expect(await listed(stream.id)).toBe(true);
  expect((await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, viewer)).id).toBe(stream.id);
  const again = await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: other.id }, viewer);
  expect(again.items.map((item) => item.content).sort()).toEqual(['rude words', 'welcome all']);
});

it("ends a live stream when an admin orders it (moderation.livestream.ended); an unknown stream changes nothing", async () => {
  const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Risky show' }, viewer);
  await streaming.call(P.start, { id: stream.id }, viewer);
  await streaming.publish(ModerationEvents.streamEndOrdered, { streamId: stream.id, endedBy: adminId, reason: 'Dangerous stunt', at: new Date().toISOString() });
  await streaming.publish(ModerationEvents.streamEndOrdered, { streamId: 999999, endedBy: adminId, reason: null, at: new Date().toISOString() });
  await streaming.waitForConsumerIdle();
  expect((await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, viewer)).status).toBe('ended');
});

it("closes a suspended member's open live chat sockets at the next refresh (4001, as a session that ended); others stay", async () => {
  const [suspended, watcher] = [await streaming.member(), await streaming.member()];
  const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Open sockets' }, creator);
  const base = liveBaseUrl(streaming);
  const [theirs, other] = [await LiveClient.open(base, suspended), await LiveClient.open(base, watcher)];
  try {
    for (const client of [theirs, other]) await client.join(stream.id);
    await suspend(suspended.id);
    await streaming.app().get(LiveServer).closeSuspended();
    expect(await theirs.closed()).toBe(LiveCloseCodes.unauthorized);
    other.send({ type: 'chat_message', streamId: stream.id, content: 'still here' });
    await other.next('chat_message', (frame) => frame.userId === watcher.id);
  } finally {
    theirs.close();
    other.close();
    await lift(suspended.id);
  }
});
