import { randomUUID } from 'node:crypto';
import {
  LivestreamMessages, ModerationEvents, StreamingEvents, StreamingPatterns as P,
  type Actor, type LiveChatMessageDto, type LiveStreamDto, type MyLiveStreamDto, type Page, type ReportTargetDto,
} from '@cannaverse/contracts';
import { rpcFailure, startStreaming, type StreamingHarness } from './streaming-harness.js';

let streaming: StreamingHarness;
let creator: Actor;
let viewer: Actor;
const target = (targetType: string, targetId: string) => streaming.call<ReportTargetDto>(P.reportTarget, { targetType, targetId }, null);
const removed = (targetType: 'stream' | 'chat', targetId: number) =>
  streaming.publish(ModerationEvents.contentRemoved, { decisionId: randomUUID(), targetType, targetId: String(targetId), authorId: creator.id, rule: 'hate' });
const chatLine = async (streamId: number, userId: string, message: string): Promise<number> =>
  (await streaming.db.query('INSERT INTO live_stream_chats (stream_id, user_id, message) VALUES ($1, $2, $3) RETURNING id', [streamId, userId, message])).rows[0].id;

beforeAll(async () => {
  streaming = await startStreaming();
  creator = await streaming.member();
  viewer = await streaming.member();
}, 60_000);
afterAll(async () => streaming?.close());

it('answers moderation about a reported stream or chat line; 404 for unknown ones', async () => {
  const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Late night grow talk', description: 'Questions welcome' }, creator);
  const line = await chatLine(stream.id, viewer.id, 'you people are vermin');
  expect(await target('stream', String(stream.id))).toEqual({
    authorId: creator.id, excerpt: 'Late night grow talk: Questions welcome', mediaThumbnail: null, link: `/livestreams/${stream.id}`,
  });
  expect(await target('chat', String(line))).toEqual({ authorId: viewer.id, excerpt: 'you people are vermin', mediaThumbnail: null, link: `/livestreams/${stream.id}` });
  expect(await rpcFailure(target('stream', '999999'))).toEqual({ status: 404, message: LivestreamMessages.notFound });
  expect(await rpcFailure(target('chat', 'x'))).toEqual({ status: 404, message: LivestreamMessages.chatMessageNotFound });
});

it('a removed chat line leaves the history; a removed live stream ends and is gone from lists and direct reads', async () => {
  const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Hateful show' }, creator);
  await streaming.call(P.start, { id: stream.id }, creator);
  const bad = await chatLine(stream.id, viewer.id, 'hateful words');
  await chatLine(stream.id, viewer.id, 'fine words');
  const removal = await removed('chat', bad);
  await streaming.waitForConsumerIdle();
  const history = await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: stream.id }, viewer);
  expect(history.items.map((item) => item.content)).toEqual(['fine words']);
  // Restoring another decision changes nothing; restoring this one brings the line back.
  await streaming.publish(ModerationEvents.contentRestored, { decisionId: randomUUID(), targetType: 'chat', targetId: String(bad), authorId: viewer.id });
  await streaming.waitForConsumerIdle();
  expect((await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: stream.id }, viewer)).items).toHaveLength(1);
  await streaming.publish(ModerationEvents.contentRestored, { decisionId: removal.payload.decisionId, targetType: 'chat', targetId: String(bad), authorId: viewer.id });
  await streaming.waitForConsumerIdle();
  const back = await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: stream.id }, viewer);
  expect(back.items.map((item) => item.content).sort()).toEqual(['fine words', 'hateful words']);

  await removed('stream', stream.id);
  await streaming.waitForConsumerIdle();
  expect(await rpcFailure(streaming.call(P.get, { id: stream.id }, viewer))).toEqual({ status: 404, message: LivestreamMessages.notFound });
  const list = await streaming.call<Page<LiveStreamDto>>(P.list, { limit: 100 }, viewer);
  expect(list.items.map((item) => item.id)).not.toContain(stream.id);
  const ended = (await streaming.db.query('SELECT payload FROM outbox WHERE name = $1', [StreamingEvents.streamEnded])).rows.map((r) => r.payload);
  expect(ended.map((payload) => payload.streamId)).toContain(stream.id);
});
