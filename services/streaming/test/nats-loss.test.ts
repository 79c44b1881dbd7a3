import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import { LiveCloseCodes, StreamingPatterns as P, type Actor, type LiveChatMessageDto, type MyLiveStreamDto, type Page } from '@cannaverse/contracts';
import { ReadinessChecks, serviceReadiness } from '@cannaverse/platform';
import { DataSource } from 'typeorm';
import { LIVE_NATS } from '../src/common/tokens.js';
import { LiveClient, liveBaseUrl, startTwoReplicas, upgradeStatus, waitFor, type StreamingHarness, type TwoReplicas } from './streaming-harness.js';

/**
 * Issue 21, "a replica never fails silently": core NATS keeps nothing for a replica that is cut
 * off, so one that loses it must not leave its viewers on a chat that silently stopped.
 */
describe('a streaming replica that loses NATS', () => {
  let streaming: StreamingHarness;
  let replicas: TwoReplicas;
  let replica: TwoReplicas['replica'];
  let host: Actor;
  let viewer: Actor;

  beforeAll(async () => {
    replicas = await startTwoReplicas();
    ({ streaming, replica } = replicas);
    host = await streaming.member({ displayName: 'Host' });
    viewer = await streaming.member({ displayName: 'Viewer' });
  }, 60_000);
  afterAll(async () => {
    await replicas?.close();
  });

  // First: an outage of NATS itself (both replicas lose it, and get it back).
  it('after a NATS outage, is ready again and lets viewers back in once NATS is back', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Blip' }, host);
    await streaming.call(P.start, { id: stream.id }, host);
    const base = liveBaseUrl(streaming);
    const onA = await LiveClient.open(base, viewer, `?streamId=${stream.id}`);
    const onB = await LiveClient.open(replica.url, host, `?streamId=${stream.id}`);
    await onA.join(stream.id);
    await onB.join(stream.id);

    await streaming.nats.stop();
    expect(await onA.closed()).toBe(LiveCloseCodes.serviceRestart);
    expect(await onB.closed()).toBe(LiveCloseCodes.serviceRestart);
    expect((await fetch(`${base}/health`)).status).toBe(503);

    await streaming.nats.start();
    await waitFor(async () => (await fetch(`${base}/health`)).ok && (await fetch(`${replica.url}/health`)).ok, 30_000, 200);
    const backOnA = await LiveClient.open(base, viewer, `?streamId=${stream.id}`);
    const backOnB = await LiveClient.open(replica.url, host, `?streamId=${stream.id}`);
    await backOnA.join(stream.id);
    await backOnB.join(stream.id);
    backOnB.send({ type: 'chat_message', streamId: stream.id, content: 'after the blip' });
    expect(await backOnA.next('chat_message')).toMatchObject({ content: 'after the blip' });
    for (const client of [backOnA, backOnB]) client.close();
  }, 60_000);

  it('closes its sockets with 1012, stops being ready, and a viewer who reconnects elsewhere gets the lines it missed', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Cut off' }, host);
    await streaming.call(P.start, { id: stream.id }, host);
    const base = liveBaseUrl(streaming);
    const readiness = () => serviceReadiness('streaming', streaming.app().get(DataSource), streaming.app().get(ReadinessChecks));

    expect(await readiness()).toMatchObject({ status: 'up', database: 'up', nats: 'up', redis: 'up' });
    expect((await fetch(`${base}/health`)).status).toBe(200);

    const onA = await LiveClient.open(base, viewer, `?streamId=${stream.id}`);
    const hostOnB = await LiveClient.open(replica.url, host, `?streamId=${stream.id}`);
    await onA.join(stream.id);
    await hostOnB.join(stream.id);
    hostOnB.send({ type: 'chat_message', streamId: stream.id, content: 'before the cut' });
    await onA.next('chat_message', (m) => m.content === 'before the cut');

    await streaming.app().get<NatsConnection>(LIVE_NATS).close();

    expect(await onA.closed()).toBe(LiveCloseCodes.serviceRestart);
    expect(await readiness()).toMatchObject({ status: 'down', nats: 'down', redis: 'up' });
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'down', nats: 'down' });
    // New viewers are sent elsewhere rather than let into a room that hears nothing.
    expect(await upgradeStatus(base, viewer, `?streamId=${stream.id}`)).toBe(503);

    hostOnB.send({ type: 'chat_message', streamId: stream.id, content: 'while you were away' });
    await hostOnB.next('chat_message', (m) => m.content === 'while you were away');

    // What the app does on 1012: reconnect (the gateway picks a ready replica) and reload the chat.
    const again = await LiveClient.open(replica.url, viewer, `?streamId=${stream.id}`);
    await again.join(stream.id);
    const history = await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: stream.id }, viewer);
    expect(history.items.map((m) => m.content)).toEqual(['while you were away', 'before the cut']);
    hostOnB.send({ type: 'chat_message', streamId: stream.id, content: 'welcome back' });
    expect(await again.next('chat_message')).toMatchObject({ content: 'welcome back' });
    await waitFor(async () => (await fetch(`${replica.url}/health`)).ok);
    for (const client of [again, hostOnB]) client.close();
  });
});
