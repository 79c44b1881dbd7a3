import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import { SocialEvents, StreamingPatterns as P, type Actor, type LiveChatMessageDto, type MyLiveStreamDto, type Page } from '@cannaverse/contracts';
import { LiveServer } from '../src/live-channel/live-server.js';
import { LiveClient, liveBaseUrl, startStreaming, type StreamingHarness } from './streaming-harness.js';

/** Issue 24: live chat leaves out, for each viewer, the lines of members either side of a block and of members they mute. */
let streaming: StreamingHarness;
let base: string;
let host: Actor;
const clients: LiveClient[] = [];
const open = async (actor: Actor) => {
  const client = await LiveClient.open(base, actor);
  clients.push(client);
  return client;
};
const absent = (client: LiveClient, userId: string) =>
  expect(client.next('chat_message', (frame) => frame.userId === userId, 300)).rejects.toThrow(/no chat_message frame/);
const history = async (stream: { id: number }, viewer: Actor) =>
  (await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: stream.id }, viewer)).items.map((m) => m.content);

beforeAll(async () => {
  streaming = await startStreaming();
  base = liveBaseUrl(streaming);
  host = await streaming.member();
}, 60_000);
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => streaming?.close());

it('a blocker and the blocked member get none of each other\'s lines, live or in history; others get all', async () => {
  const [blocker, blocked, other] = [await streaming.member(), await streaming.member(), await streaming.member()];
  const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Hidden lines' }, host);
  await streaming.publish(SocialEvents.memberBlocked, { blockerId: blocker.id, blockedId: blocked.id, at: new Date().toISOString() });
  await streaming.waitForConsumerIdle();
  const [a, b, c] = [await open(blocker), await open(blocked), await open(other)];
  for (const client of [a, b, c]) await client.join(stream.id);
  b.send({ type: 'chat_message', streamId: stream.id, content: 'from the blocked' });
  a.send({ type: 'chat_message', streamId: stream.id, content: 'from the blocker' });
  c.send({ type: 'chat_message', streamId: stream.id, content: 'from another' });
  for (const client of [a, b]) await client.next('chat_message', (frame) => frame.userId === other.id);
  await c.next('chat_message', (frame) => frame.userId === blocked.id);
  await c.next('chat_message', (frame) => frame.userId === blocker.id);
  await absent(a, blocked.id);
  await absent(b, blocker.id);
  expect(await history(stream, blocker)).not.toContain('from the blocked');
  expect(await history(stream, blocked)).not.toContain('from the blocker');
  expect(await history(stream, other)).toEqual(expect.arrayContaining(['from the blocked', 'from the blocker', 'from another']));
});

it('a mute made while the socket is open takes effect at the next refresh, for the muter only', async () => {
  const [muter, muted] = [await streaming.member(), await streaming.member()];
  const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Muted lines' }, host);
  const [a, b] = [await open(muter), await open(muted)];
  for (const client of [a, b]) await client.join(stream.id);
  await streaming.publish(SocialEvents.memberMuted, { muterId: muter.id, mutedId: muted.id, at: new Date().toISOString() });
  await streaming.waitForConsumerIdle();
  await streaming.app().get(LiveServer).refreshHidden();
  b.send({ type: 'chat_message', streamId: stream.id, content: 'muted line' });
  a.send({ type: 'chat_message', streamId: stream.id, content: 'muter line' });
  await b.next('chat_message', (frame) => frame.userId === muter.id);
  await b.next('chat_message', (frame) => frame.userId === muted.id);
  await a.next('chat_message', (frame) => frame.userId === muter.id);
  await absent(a, muted.id);
  expect(await history(stream, muter)).toEqual(['muter line']);
  // Both lines, in whichever order the two sockets' sends reached the server.
  expect((await history(stream, muted)).sort()).toEqual(['muted line', 'muter line']);
});
