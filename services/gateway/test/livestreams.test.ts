import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocket } from 'ws';
import type { LiveServerMessage, LiveStreamDto, MyLiveStreamDto, Page } from '@cannaverse/contracts';
import { GatewayStack, LIVE_SECRETS, Member, registerMember } from './gateway-harness.js';

/** Opens /ws through the gateway the way a browser page would; resolves the socket or the refusal status. */
function openSocket(stack: GatewayStack, headers: Record<string, string>, query = ''): Promise<{ ws: WebSocket; frames: LiveServerMessage[] } | number> {
  const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/ws${query}`, { headers });
  const frames: LiveServerMessage[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as LiveServerMessage));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames }));
    ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.once('error', reject);
  });
}

async function frame<T extends LiveServerMessage['type']>(frames: LiveServerMessage[], type: T, match: (f: Extract<LiveServerMessage, { type: T }>) => boolean = () => true) {
  for (let i = 0; i < 200; i++) {
    const index = frames.findIndex((f) => f.type === type && match(f as Extract<LiveServerMessage, { type: T }>));
    if (index >= 0) return frames.splice(index, 1)[0] as Extract<LiveServerMessage, { type: T }>;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${type} frame: ${JSON.stringify(frames)}`);
}

describe('live streams through the gateway', () => {
  /** Where the ingest would record streams: streaming remuxes what it finds there into recordings. */
  const recordingsDir = mkdtempSync(path.join(os.tmpdir(), 'cv-gw-recordings-'));
  const stack = new GatewayStack(['identity', 'streaming'], { serviceEnv: { streaming: { LIVE_RECORDINGS_DIR: recordingsDir } } });
  let host: Member;
  let hostId: string;
  let viewer: Member;
  let viewerId: string;
  let stream: MyLiveStreamDto;

  beforeAll(async () => {
    await stack.start();
    await stack.waitForService('streaming');
    ({ member: host, user: { id: hostId } } = await registerMember(stack));
    ({ member: viewer, user: { id: viewerId } } = await registerMember(stack));
    const created = await host.post<MyLiveStreamDto>('/api/livestreams', { title: 'Gateway live', description: 'Through the gateway', tags: 'indoor', isPrivate: false });
    expect(created.status).toBe(201);
    stream = created.body;
  }, 90_000);
  afterAll(() => stack.stop());

  describe('REST', () => {
    it('creates, lists, reads and starts streams; the key stays with the creator', async () => {
      expect(stream).toMatchObject({ id: expect.any(Number), title: 'Gateway live', tags: 'indoor', streamKey: expect.stringMatching(/^cvk_/) });
      const list = await new Member(stack.url).get<Page<LiveStreamDto>>('/api/livestreams');
      expect(list.status).toBe(200);
      expect(list.body.items.map((s) => s.id)).toContain(stream.id);
      const read = await viewer.get<LiveStreamDto>(`/api/livestreams/${stream.id}`);
      expect(read.status).toBe(200);
      expect(read.body).not.toHaveProperty('streamKey');
      expect((await host.get<Page<MyLiveStreamDto>>('/api/livestreams/mine')).body.items[0]).toMatchObject({ id: stream.id, streamKey: stream.streamKey });
      expect((await viewer.post(`/api/livestreams/${stream.id}/start`)).status).toBe(403);
      expect((await host.post<LiveStreamDto>(`/api/livestreams/${stream.id}/start`)).body.status).toBe('live');
    });

    it("answers the spec's messages: title required, sign in, invalid ids", async () => {
      expect(await host.post('/api/livestreams', { title: ' ' })).toMatchObject({ status: 400, body: { message: 'Please enter a title for your stream' } });
      expect(await new Member(stack.url).get(`/api/livestreams/${stream.id}`)).toMatchObject({ status: 401, body: { message: 'Please sign in to view live streams.' } });
      expect(await viewer.get('/api/livestreams/abc')).toMatchObject({ status: 404, body: { message: 'Stream not found or unavailable.' } });
      expect(await new Member(stack.url).post('/api/livestreams', { title: 'x' })).toMatchObject({ status: 401 });
    });
  });

  describe('the /ws live channel', () => {
    const origin = () => stack.url;

    it('refuses a foreign or missing Origin, and visitors without a session', async () => {
      expect(await openSocket(stack, { cookie: viewer.cookie, origin: 'https://evil.example' })).toBe(403);
      expect(await openSocket(stack, { cookie: viewer.cookie })).toBe(403);
      expect(await openSocket(stack, { origin: origin() })).toBe(401);
      // A forged assertion header of its own does not get a visitor in.
      expect(await openSocket(stack, { origin: origin(), 'x-cv-actor': 'forged.header' })).toBe(401);
      expect(await openSocket(stack, { cookie: 'cv.sid=not-a-signed-session', origin: origin() })).toBe(401);
    });

    it('carries chat between members, the sender always taken from the session', async () => {
      const a = await openSocket(stack, { cookie: viewer.cookie, origin: origin() }, `?streamId=${stream.id}`);
      const b = await openSocket(stack, { cookie: host.cookie, origin: origin() });
      if (typeof a === 'number' || typeof b === 'number') throw new Error(`refused: ${String(a)} ${String(b)}`);
      a.ws.send(JSON.stringify({ type: 'join_stream', streamId: stream.id, userId: viewerId }));
      b.ws.send(JSON.stringify({ type: 'join_stream', streamId: stream.id, userId: hostId }));
      await frame(a.frames, 'chat_settings');
      await frame(b.frames, 'chat_settings');
      a.ws.send(JSON.stringify({ type: 'chat_message', streamId: stream.id, userId: hostId, content: 'spoofing the host', timestamp: new Date().toISOString() }));
      const received = await frame(b.frames, 'chat_message');
      expect(received).toMatchObject({ userId: viewerId, content: 'spoofing the host', user: { id: viewerId } });
      await frame(b.frames, 'viewer_count', (f) => f.viewerCount === 2);
      a.ws.close();
      b.ws.close();
    });

    it('survives a viewer whose connection is reset mid-stream (a dropped phone connection used to crash the gateway)', async () => {
      for (let i = 0; i < 3; i++) {
        const opened = await openSocket(stack, { cookie: viewer.cookie, origin: origin() }, `?streamId=${stream.id}`);
        if (typeof opened === 'number') throw new Error(`refused: ${opened}`);
        opened.ws.send(JSON.stringify({ type: 'join_stream', streamId: stream.id, userId: viewerId }));
        await frame(opened.frames, 'chat_settings');
        // A TCP reset instead of a close handshake: the gateway reads ECONNRESET on its side of the socket.
        (opened.ws as unknown as { _socket: { resetAndDestroy(): void } })._socket.resetAndDestroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await viewer.get(`/api/livestreams/${stream.id}`)).status).toBe(200);
    });

    it('turns away a socket for a stream the member is banned from with 4003 and the reason; the creator lists and lifts the ban', async () => {
      expect((await host.post(`/api/livestreams/${stream.id}/bans`, { userId: viewerId })).status).toBe(201);
      // Opened to be closed with the code a browser can read (a refused upgrade is a bare 1006 there: issue 21).
      const banned = await openSocket(stack, { cookie: viewer.cookie, origin: origin() }, `?streamId=${stream.id}`);
      if (typeof banned === 'number') throw new Error(`refused: ${banned}`);
      const code = await new Promise<number>((resolve) => banned.ws.once('close', resolve));
      expect(code).toBe(4003);
      expect(banned.frames).toEqual([{ type: 'error', streamId: stream.id, message: "You are banned from this stream's chat" }]);

      expect(await viewer.get(`/api/livestreams/${stream.id}/restrictions`)).toMatchObject({ status: 403, body: { message: "Only the stream's creator or an administrator can moderate its chat" } });
      expect(await host.get(`/api/livestreams/${stream.id}/restrictions?limit=abc`)).toMatchObject({ status: 400 });
      const list = await host.get<Page<{ userId: string; kind: string }>>(`/api/livestreams/${stream.id}/restrictions?limit=10`);
      expect(list).toMatchObject({ status: 200, body: { items: [{ userId: viewerId, kind: 'ban' }], nextCursor: null } });
      expect((await host.request('DELETE', `/api/livestreams/${stream.id}/restrictions/${viewerId}`)).status).toBe(200);
      expect((await host.get<Page<unknown>>(`/api/livestreams/${stream.id}/restrictions`)).body.items).toEqual([]);
      const again = await openSocket(stack, { cookie: viewer.cookie, origin: origin() }, `?streamId=${stream.id}`);
      expect(typeof again).not.toBe('number');
      if (typeof again !== 'number') again.ws.close();
    });
  });

  it("lets an admin end any member's stream, and no other member (issue 21)", async () => {
    const admin = new Member(stack.url);
    expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password-for-tests' })).status).toBe(200);
    const other = (await host.post<MyLiveStreamDto>('/api/livestreams', { title: 'Needs ending' })).body;
    expect((await host.post(`/api/livestreams/${other.id}/start`)).status).toBe(200);
    expect(await viewer.post(`/api/livestreams/${other.id}/end`)).toMatchObject({ status: 403, body: { message: "Only the stream's creator or an administrator can end it" } });
    expect(await admin.post<LiveStreamDto>(`/api/livestreams/${other.id}/end`)).toMatchObject({ status: 200, body: { id: other.id, status: 'ended' } });
  });

  describe('HLS under /live/', () => {
    it('serves playlists uncached and segments briefly cached, nothing outside the directory', async () => {
      mkdirSync(path.join(stack.hlsDir, 'abc123'), { recursive: true });
      writeFileSync(path.join(stack.hlsDir, 'abc123/index.m3u8'), '#EXTM3U\n#EXT-X-VERSION:3\n');
      writeFileSync(path.join(stack.hlsDir, 'abc123/0.ts'), Buffer.alloc(188));
      const playlist = await fetch(`${stack.url}/live/abc123/index.m3u8`);
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(playlist.headers.get('cache-control')).toBe('no-cache, no-store');
      expect(await playlist.text()).toContain('#EXTM3U');
      const segment = await fetch(`${stack.url}/live/abc123/0.ts`);
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      expect((await fetch(`${stack.url}/live/abc123/missing.ts`)).status).toBe(404);
      expect([403, 404]).toContain((await fetch(`${stack.url}/live/..%2f..%2fetc%2fpasswd.ts`)).status);
    });
  });

  describe('recordings', () => {
    /** nginx-rtmp's callbacks, as the ingest posts them to streaming. */
    const notify = (call: string, name: string) => fetch(`${stack.liveUrl}/ingest/rtmp/${call}?secret=${LIVE_SECRETS.ingest}`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ app: 'live', name, addr: '127.0.0.1', clientid: '3', call }),
    });

    it('serves the ended stream\'s recording as an MP4 and lets only its creator delete it (DELETE /api/livestreams/{id}/recording)', async () => {
      const created = (await host.post<MyLiveStreamDto>('/api/livestreams', { title: 'Recorded through the gateway' })).body;
      const publish = await notify('publish', created.streamKey);
      expect(publish.status).toBe(302);
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p',
        '-f', 'flv', path.join(recordingsDir, `${publish.headers.get('location')}.flv`)]);
      expect((await notify('publish_done', created.streamKey)).status).toBe(200);

      let stream: LiveStreamDto | null = null;
      for (let i = 0; i < 200 && stream?.recordingStatus !== 'ready'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        stream = (await viewer.get<LiveStreamDto>(`/api/livestreams/${created.id}`)).body;
      }
      expect(stream).toMatchObject({ status: 'ended', recordingStatus: 'ready', recordingUrl: expect.stringMatching(/^\/media\/recordings\/.+\.mp4$/) });
      const url = `${stack.url}${stream!.recordingUrl}`;
      const video = await fetch(url, { headers: { range: 'bytes=0-99' } });
      expect(video.status).toBe(206);
      expect(video.headers.get('content-type')).toBe('video/mp4');

      expect(await viewer.request('DELETE', `/api/livestreams/${created.id}/recording`)).toMatchObject({ status: 403, body: { message: "Only the stream's creator or an administrator can delete its recording" } });
      expect(await new Member(stack.url).request('DELETE', `/api/livestreams/${created.id}/recording`)).toMatchObject({ status: 401 });
      expect((await fetch(url)).status).toBe(200);

      const deleted = await host.request<LiveStreamDto>('DELETE', `/api/livestreams/${created.id}/recording`);
      expect(deleted).toMatchObject({ status: 200, body: { id: created.id, recordingUrl: null } });
      expect((await fetch(url)).status).toBe(404);
      expect((await viewer.get<LiveStreamDto>(`/api/livestreams/${created.id}`)).body.recordingUrl).toBeNull();
      expect(await host.request('DELETE', `/api/livestreams/${created.id}/recording`)).toMatchObject({ status: 404, body: { message: 'This stream has no recording' } });
    }, 60_000);
  });
});
