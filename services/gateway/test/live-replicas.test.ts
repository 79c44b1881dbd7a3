import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocket } from 'ws';
import type { LiveChatMessageDto, LiveServerMessage, MyLiveStreamDto, Page } from '@cannaverse/contracts';
import { GatewayStack, registerMember, type Member } from './gateway-harness.js';

/** A socket through the gateway's /ws, as the web app opens it, with every frame and when the last one came. */
async function openViewer(stack: GatewayStack, member: Member, streamId: number) {
  const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/ws?streamId=${streamId}`, { headers: { cookie: member.cookie, origin: stack.url } });
  const state = { frames: [] as LiveServerMessage[], lastFrameAt: Date.now() };
  ws.on('message', (data) => {
    state.lastFrameAt = Date.now();
    state.frames.push(JSON.parse(data.toString()) as LiveServerMessage);
  });
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the gateway did not open the socket within 10 s')), 10_000);
    ws.once('open', () => { clearTimeout(timer); resolve(); });
    ws.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
  });
  ws.send(JSON.stringify({ type: 'join_stream', streamId }));
  return { ws, ...state, state };
}
async function frame<T extends LiveServerMessage['type']>(frames: LiveServerMessage[], type: T, match: (f: Extract<LiveServerMessage, { type: T }>) => boolean = () => true) {
  for (let i = 0; i < 400; i++) {
    const index = frames.findIndex((f) => f.type === type && match(f as Extract<LiveServerMessage, { type: T }>));
    if (index >= 0) return frames.splice(index, 1)[0] as Extract<LiveServerMessage, { type: T }>;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${type} frame: ${JSON.stringify(frames.slice(-5))}`);
}
const openConnections = async (url: string) =>
  ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.json()).catch(() => null)) as { openConnections?: number } | null)?.openConnections ?? null;

/** The web app's rule (LiveChannelClient, LIVE_HEARTBEAT_TIMEOUT_MS), at the test's pace: heartbeats every 300 ms, dead after 1.5 s of silence. */
const HEARTBEAT_MS = 300;
const SILENCE_MS = 1_500;

/**
 * Issue 21, "a viewer whose replica froze reconnects elsewhere": two streaming replicas behind the
 * gateway; the viewer's replica is stopped (SIGSTOP: the process is alive and its port accepts
 * connections, but nothing is answered or sent). The viewer hears no heartbeat, takes the
 * connection for dead and reconnects through the gateway, which sends it to the replica that
 * answers; the viewer reloads the chat and finds the line it missed, then gets new lines live.
 */
describe('a streaming replica that freezes', () => {
  const stack = new GatewayStack(['identity', 'streaming'], { streamingReplicas: 2, serviceEnv: { streaming: { HEARTBEAT_FRAME_MS: String(HEARTBEAT_MS) } } });
  let host: Member;
  let viewer: Member;
  let frozen: string | null = null;

  beforeAll(async () => {
    await stack.start();
    await stack.waitForService('streaming');
    for (const url of stack.liveUrls) {
      for (const deadline = Date.now() + 60_000; (await openConnections(url)) === null;) {
        if (Date.now() > deadline) throw new Error(`${url} did not come up`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    ({ member: host } = await registerMember(stack));
    ({ member: viewer } = await registerMember(stack));
  }, 120_000);
  afterAll(async () => {
    if (frozen) process.kill(stack.pid(frozen), 'SIGCONT');
    await stack.stop();
  });

  it('the viewer hears no heartbeat, reconnects through the gateway to the other replica and gets the lines it missed', async () => {
    const stream = (await host.post<MyLiveStreamDto>('/api/livestreams', { title: 'Frozen replica', isPrivate: false })).body;
    expect((await host.post<MyLiveStreamDto>(`/api/livestreams/${stream.id}/start`)).body.status).toBe('live');

    const first = await openViewer(stack, viewer, stream.id);
    await frame(first.frames, 'chat_settings');
    await frame(first.frames, 'heartbeat');
    await frame(first.frames, 'heartbeat');

    // Which replica the gateway gave the viewer: the one with an open connection.
    const counts = await Promise.all(stack.liveUrls.map(openConnections));
    expect(counts.slice().sort()).toEqual([0, 1]);
    const frozenIndex = counts.indexOf(1);
    frozen = frozenIndex === 0 ? 'streaming' : `streaming-${frozenIndex + 1}`;
    const liveUrl = stack.liveUrls[1 - frozenIndex];
    process.kill(stack.pid(frozen), 'SIGSTOP');
    const frozenAt = Date.now();

    // The host comes in now: the gateway must not hand it to the frozen replica (it tries the other).
    const hosts = [await openViewer(stack, host, stream.id), await openViewer(stack, host, stream.id)];
    for (const socket of hosts) await frame(socket.frames, 'chat_settings');
    expect(await openConnections(liveUrl)).toBe(2);
    // Taken in turn, one of the two was the frozen replica: its check went unanswered and the other was tried.
    expect(stack.logs.some(({ process: name, line }) => name === 'gateway' && line.msg === 'live channel: replica did not answer, trying another')).toBe(true);
    hosts[1].ws.close();
    hosts[0].ws.send(JSON.stringify({ type: 'chat_message', streamId: stream.id, content: 'while your replica was frozen' }));
    await frame(hosts[0].frames, 'chat_message', (m) => m.content === 'while your replica was frozen');

    // The viewer's socket is open but silent: no heartbeat since the freeze.
    while (Date.now() - first.state.lastFrameAt < SILENCE_MS) {
      expect(Date.now() - frozenAt).toBeLessThan(SILENCE_MS + 3 * HEARTBEAT_MS + 2_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(first.ws.readyState).toBe(WebSocket.OPEN);
    expect(first.frames.some((f) => f.type === 'chat_message')).toBe(false);
    first.ws.terminate();

    // What the app does then: reconnect at once and reload the chat (its `reconnected` event).
    const again = await openViewer(stack, viewer, stream.id);
    await frame(again.frames, 'chat_settings');
    await frame(again.frames, 'heartbeat');
    // Requests over NATS may still be handed to the frozen replica (its subscriptions stand until the
    // NATS server's pings give it up, or Kubernetes' liveness probe restarts it): those time out
    // with a 503 and the app asks again, as it does after any failed load.
    let history = await viewer.get<Page<LiveChatMessageDto>>(`/api/livestreams/${stream.id}/chats`);
    for (let tries = 1; history.status === 503 && tries < 8; tries++) history = await viewer.get<Page<LiveChatMessageDto>>(`/api/livestreams/${stream.id}/chats`);
    expect(history.status).toBe(200);
    expect(history.body.items.map((m) => m.content)).toContain('while your replica was frozen');
    hosts[0].ws.send(JSON.stringify({ type: 'chat_message', streamId: stream.id, content: 'welcome back' }));
    expect(await frame(again.frames, 'chat_message')).toMatchObject({ content: 'welcome back' });
    expect(await openConnections(liveUrl)).toBe(2);
    again.ws.close();
    hosts[0].ws.close();
  }, 90_000);
});
