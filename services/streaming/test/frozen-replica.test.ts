import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocket } from 'ws';
import { StreamingPatterns as P, type Actor, type MyLiveStreamDto, type RpcRequest } from '@cannaverse/contracts';
import { LiveChatController } from '../src/live-chat/live-chat.controller.js';
import { LiveClient, startTwoReplicas, type StreamingHarness, type TwoReplicas } from './streaming-harness.js';

/** The web app's rule (LiveChannelClient) at the test's pace: heartbeats every 200 ms, dead after a second of silence. */
const HEARTBEAT_MS = 200;
const SILENCE_MS = 1_000;

/** Whether a replica answers at all (what the gateway checks before sending a viewer there). */
const answers = (url: string) => fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.ok, () => false);

/**
 * Issue 21, "a viewer whose replica froze reconnects elsewhere", on the shared two-replica fixture:
 * replica B is stopped (SIGSTOP: its process alive and its socket open, nothing sent). Its viewer
 * stops hearing heartbeats, takes the connection for dead, reconnects to the replica that answers
 * (A) and reloads the chat, finding the line said meanwhile. The gateway's part (trying another
 * replica when one does not answer) is services/gateway/test/live-replicas.test.ts.
 */
describe('a streaming replica that freezes', () => {
  let replicas: TwoReplicas;
  let streaming: StreamingHarness;
  let host: Actor;
  let viewer: Actor;
  let stopped = false;

  beforeAll(async () => {
    replicas = await startTwoReplicas({ env: { HEARTBEAT_FRAME_MS: String(HEARTBEAT_MS) } });
    ({ streaming } = replicas);
    host = await streaming.member({ displayName: 'Host' });
    viewer = await streaming.member({ displayName: 'Viewer' });
  }, 60_000);
  afterAll(async () => {
    if (stopped) replicas.replica.process.kill('SIGCONT');
    await replicas?.close();
  });

  it('its viewer hears no heartbeat, reconnects to the other replica and gets the lines it missed', async () => {
    const [onA, onB] = replicas.urls;
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Frozen' }, host);
    await streaming.call(P.start, { id: stream.id }, host);
    const hostOnA = await LiveClient.open(onA, host, `?streamId=${stream.id}`);
    const viewerOnB = await LiveClient.open(onB, viewer, `?streamId=${stream.id}`);
    await hostOnA.join(stream.id);
    await viewerOnB.join(stream.id);
    // Heartbeats come on a quiet socket, on both replicas.
    await viewerOnB.next('heartbeat');
    await hostOnA.next('heartbeat');
    hostOnA.send({ type: 'chat_message', streamId: stream.id, content: 'before the freeze' });
    await viewerOnB.next('chat_message', (m) => m.content === 'before the freeze');

    replicas.replica.process.kill('SIGSTOP');
    stopped = true;
    const frozenAt = Date.now();
    hostOnA.send({ type: 'chat_message', streamId: stream.id, content: 'while B was frozen' });
    await hostOnA.next('chat_message', (m) => m.content === 'while B was frozen');

    // Open but silent: no heartbeat, no chat.
    while (Date.now() - viewerOnB.lastFrameAt < SILENCE_MS) {
      expect(Date.now() - frozenAt).toBeLessThan(SILENCE_MS + 2 * HEARTBEAT_MS + 2_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(viewerOnB.ws.readyState).toBe(WebSocket.OPEN);
    expect(viewerOnB.frames.some((f) => f.type === 'chat_message')).toBe(false);
    viewerOnB.ws.terminate();

    // Reconnect where a replica answers: B does not, A does.
    expect(await answers(onB)).toBe(false);
    expect(await answers(onA)).toBe(true);
    const again = await LiveClient.open(onA, viewer, `?streamId=${stream.id}`);
    await again.join(stream.id);
    await again.next('heartbeat');
    // The reload of the chat, answered by A (over NATS a request may still reach the frozen B until it is given up).
    const request: RpcRequest = { actor: viewer, data: { streamId: stream.id } };
    const history = await streaming.app().get(LiveChatController).history(request);
    expect(history.items.map((m) => m.content)).toEqual(['while B was frozen', 'before the freeze']);
    hostOnA.send({ type: 'chat_message', streamId: stream.id, content: 'welcome back' });
    expect(await again.next('chat_message')).toMatchObject({ content: 'welcome back' });
    for (const client of [again, hostOnA]) client.close();
  }, 60_000);
});
