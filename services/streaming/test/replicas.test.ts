import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { StreamingPatterns as P, LiveCloseCodes, type Actor, type MyLiveStreamDto } from '@cannaverse/contracts';
import { LiveClient, liveBaseUrl, startReplica, startTwoReplicas, type StreamingHarness, type TwoReplicas } from './streaming-harness.js';

describe('two streaming replicas', () => {
  let streaming: StreamingHarness;
  let replicas: TwoReplicas;
  let replica: TwoReplicas['replica'];
  let host: Actor;
  let viewer: Actor;

  beforeAll(async () => {
    replicas = await startTwoReplicas();
    ({ streaming, replica } = replicas);
    host = await streaming.member({ displayName: 'Host' });
    viewer = await streaming.member({ displayName: 'Viewer on B' });
  }, 60_000);
  afterAll(async () => {
    await replicas?.close();
  });

  it('fan out chat and reactions across replicas and agree on the viewer count', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Across replicas' }, host);
    await streaming.call(P.start, { id: stream.id }, host);
    const onA = await LiveClient.open(liveBaseUrl(streaming), host);
    const onB = await LiveClient.open(replica.url, viewer);
    await onA.join(stream.id);
    await onB.join(stream.id);
    for (const client of [onA, onB]) await client.next('viewer_count', (f) => f.viewerCount === 2);

    onA.send({ type: 'chat_message', streamId: stream.id, content: 'hello from A' });
    expect(await onB.next('chat_message')).toMatchObject({ content: 'hello from A', userId: host.id, user: { displayName: 'Host' } });
    onB.send({ type: 'reaction', streamId: stream.id, reactionType: 'fire' });
    expect(await onA.next('reaction')).toMatchObject({ userId: viewer.id, reactionType: 'fire' });
    onB.send({ type: 'chat_message', streamId: stream.id, content: 'hello from B' });
    expect(await onA.next('chat_message', (m) => m.content === 'hello from B')).toMatchObject({ userId: viewer.id, user: { displayName: 'Viewer on B' } });

    // A crashed replica renews nothing: its viewer fades out of the count, no ghost stays.
    replica.process.kill('SIGKILL');
    expect(await onB.closed()).toBe(1006);
    await onA.next('viewer_count', (f) => f.viewerCount === 1, 10_000);
    onA.close();
  });

  it('tell their sockets to reconnect when they stop gracefully (1012)', async () => {
    const second = await startReplica(streaming);
    const client = await LiveClient.open(second.url, viewer);
    second.process.kill('SIGTERM');
    expect(await client.closed(10_000)).toBe(LiveCloseCodes.serviceRestart);
  });
});
