import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { StreamingPatterns as P, type Actor, type LiveStreamDto, type MyLiveStreamDto } from '@cannaverse/contracts';
import { IngestWatchdog } from '../src/livestreams/ingest-watchdog.js';
import { LiveClient, liveBaseUrl, notifyIngest, startStreaming, type StreamingHarness } from './streaming-harness.js';

describe("the RTMP ingest's callbacks", () => {
  let streaming: StreamingHarness;
  let host: Actor;
  const notify = (call: string, name: string, options: { secret?: string; app?: string; clientid?: string } = {}) => notifyIngest(streaming, call, name, options);
  /** One round of the ingest watchdog, as its timer runs it. */
  const watchdogRound = () => streaming.app().get(IngestWatchdog).round();
  /** As if `seconds` had passed since the stream's encoder last showed life (publish, on_update or publish-done). */
  const encoderSilentFor = (id: number, seconds: number) =>
    streaming.db.query(`UPDATE live_streams SET ingest_seen_at = now() - make_interval(secs => $2) WHERE id = $1`, [id, seconds]);
  const status = async (id: number) => (await streaming.call<LiveStreamDto>(P.get, { id }, host)).status;

  beforeAll(async () => {
    streaming = await startStreaming();
    host = await streaming.member();
  }, 60_000);
  afterAll(async () => streaming?.close());

  it('refuses callers without the secret, unknown keys and other applications', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Guarded' }, host);
    expect((await notify('publish', stream.streamKey, { secret: 'guess' })).status).toBe(403);
    expect((await notify('publish', stream.streamKey, { secret: '' })).status).toBe(403);
    expect((await notify('publish', 'cvk_unknown')).status).toBe(404);
    expect((await notify('publish', stream.streamKey, { app: 'other' })).status).toBe(404);
    expect((await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, host)).status).toBe('offline');
  });

  it('goes live on publish under the public playback id, keeps the encoder while live, ends 30 s after publish-done', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Real ingest' }, host);
    const viewer = await LiveClient.open(liveBaseUrl(streaming), host);
    await viewer.join(stream.id);

    const publish = await notify('publish', stream.streamKey);
    expect(publish.status).toBe(302);
    const playbackId = publish.headers.get('location') ?? '';
    expect(playbackId).toMatch(/^[0-9a-f]{24}$/);
    expect(stream.streamKey).not.toContain(playbackId);
    const live = await viewer.next('stream_status', (f) => f.status === 'live');
    expect(live.playbackUrl).toBe(`/live/${playbackId}/index.m3u8`);
    expect(await streaming.call(P.get, { id: stream.id }, host)).toMatchObject({ status: 'live', playbackUrl: `/live/${playbackId}/index.m3u8` });
    expect((await notify('update', stream.streamKey)).status).toBe(200);

    expect((await notify('publish_done', stream.streamKey)).status).toBe(200);
    await watchdogRound();
    expect(await status(stream.id)).toBe('live');
    await encoderSilentFor(stream.id, 31);
    await watchdogRound();
    const ended = await viewer.next('stream_status', (f) => f.status === 'ended');
    expect(Date.parse(ended.endedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await notify('update', stream.streamKey)).status).toBe(403);
    viewer.close();
  });

  it('cuts the encoder off (on_update) once the creator ends the stream', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Cut' }, host);
    expect((await notify('publish', stream.streamKey)).status).toBe(302);
    await streaming.call(P.end, { id: stream.id }, host);
    expect((await notify('update', stream.streamKey)).status).toBe(403);
  });

  it('refuses a second encoder with the same key while the first publishes, and its publish-done changes nothing (issue 21)', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Two encoders' }, host);
    expect((await notify('publish', stream.streamKey, { clientid: '10' })).status).toBe(302);
    const before = await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, host);

    expect((await notify('publish', stream.streamKey, { clientid: '11' })).status).toBe(404);
    // nginx-rtmp calls publish-done for the refused encoder too: before the fix it ended the stream.
    expect((await notify('publish_done', stream.streamKey, { clientid: '11' })).status).toBe(200);
    expect(await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, host)).toEqual(before);
    expect((await notify('update', stream.streamKey, { clientid: '10' })).status).toBe(200);
    expect((await notify('update', stream.streamKey, { clientid: '11' })).status).toBe(403);

    expect((await notify('publish_done', stream.streamKey, { clientid: '10' })).status).toBe(200);
    await encoderSilentFor(stream.id, 31);
    await watchdogRound();
    expect(await status(stream.id)).toBe('ended');
  });

  it('lets another encoder take the key once the ingest stopped vouching for the first (30 s without on_update)', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Takeover' }, host);
    expect((await notify('publish', stream.streamKey, { clientid: '20' })).status).toBe(302);
    await streaming.db.query(`UPDATE live_streams SET ingest_seen_at = now() - interval '31 seconds' WHERE id = $1`, [stream.id]);
    expect((await notify('publish', stream.streamKey, { clientid: '21' })).status).toBe(302);
    expect((await notify('update', stream.streamKey, { clientid: '20' })).status).toBe(403);
    expect((await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, host)).status).toBe('live');
  });

  describe('encoder reconnects and unfed Go Lives (issue 21)', () => {
    it('keeps the stream live when its encoder drops and reconnects within 30 s: no end, viewers keep the stream', async () => {
      const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Flaky uplink' }, host);
      const viewer = await LiveClient.open(liveBaseUrl(streaming), host);
      await viewer.join(stream.id);
      expect((await notify('publish', stream.streamKey, { clientid: '30' })).status).toBe(302);
      const live = await viewer.next('stream_status', (f) => f.status === 'live');

      // The connection drops: nginx-rtmp calls publish-done; 29 s later the encoder is back.
      expect((await notify('publish_done', stream.streamKey, { clientid: '30' })).status).toBe(200);
      await encoderSilentFor(stream.id, 29);
      await watchdogRound();
      expect((await notify('publish', stream.streamKey, { clientid: '31' })).status).toBe(302);
      await watchdogRound();

      const after = await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, host);
      expect(after).toMatchObject({ status: 'live', startedAt: live.startedAt, endedAt: null, playbackUrl: live.playbackUrl });
      // Before the fix publish-done ended the stream at once: viewers got the ended slate.
      expect(viewer.frames.filter((f) => f.type === 'stream_status' && f.status === 'ended')).toEqual([]);
      const { rows } = await streaming.db.query(`SELECT count(*)::int AS ended FROM outbox WHERE name = 'streaming.stream.ended' AND (payload->>'streamId')::int = $1`, [stream.id]);
      expect(rows).toEqual([{ ended: 0 }]);
      expect((await notify('update', stream.streamKey, { clientid: '31' })).status).toBe(200);
      viewer.close();
    });

    it('ends a stream whose ingest stopped vouching for its encoder (no on_update for 30 s, no publish-done)', async () => {
      const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Ingest died' }, host);
      expect((await notify('publish', stream.streamKey)).status).toBe(302);
      await encoderSilentFor(stream.id, 20);
      await watchdogRound();
      expect(await status(stream.id)).toBe('live');
      await encoderSilentFor(stream.id, 31);
      await watchdogRound();
      expect(await status(stream.id)).toBe('ended');
    });

    it('takes a Go Live that never got video back to offline after 2 minutes, and says so to viewers', async () => {
      const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Forgot OBS' }, host);
      const viewer = await LiveClient.open(liveBaseUrl(streaming), host);
      await viewer.join(stream.id);
      await streaming.call(P.start, { id: stream.id }, host);
      await viewer.next('stream_status', (f) => f.status === 'live');
      const startedAgo = (seconds: number) =>
        streaming.db.query(`UPDATE live_streams SET started_at = now() - make_interval(secs => $2) WHERE id = $1`, [stream.id, seconds]);

      await startedAgo(110);
      await watchdogRound();
      expect(await status(stream.id)).toBe('live');
      await startedAgo(121);
      await watchdogRound();
      const offline = await viewer.next('stream_status', (f) => f.status === 'offline');
      expect(offline).toMatchObject({ startedAt: null, endedAt: null, playbackUrl: null });
      expect(await streaming.call(P.get, { id: stream.id }, host)).toMatchObject({ status: 'offline', startedAt: null, endedAt: null });
      const { rows } = await streaming.db.query(`SELECT name FROM outbox WHERE name LIKE 'streaming.stream.%' AND (payload->>'streamId')::int = $1 ORDER BY occurred_at`, [stream.id]);
      expect(rows).toEqual([{ name: 'streaming.stream.started' }, { name: 'streaming.stream.ended' }]);
      viewer.close();
    });

    it('keeps a Go Live that the encoder fed in time, however long it then runs', async () => {
      const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Fed late' }, host);
      await streaming.call(P.start, { id: stream.id }, host);
      await streaming.db.query(`UPDATE live_streams SET started_at = now() - interval '110 seconds' WHERE id = $1`, [stream.id]);
      expect((await notify('publish', stream.streamKey)).status).toBe(302);
      await streaming.db.query(`UPDATE live_streams SET started_at = now() - interval '1 hour' WHERE id = $1`, [stream.id]);
      await watchdogRound();
      expect(await status(stream.id)).toBe('live');
    });

    it("forgets an earlier session's encoder when the creator goes live again", async () => {
      const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Second session' }, host);
      expect((await notify('publish', stream.streamKey)).status).toBe(302);
      await streaming.call(P.end, { id: stream.id }, host);
      // A row ended before issue 21 kept its last encoder's trace.
      await streaming.db.query(`UPDATE live_streams SET ingest_publisher = '127.0.0.1#1', ingest_seen_at = now() - interval '60 seconds' WHERE id = $1`, [stream.id]);
      await streaming.call(P.start, { id: stream.id }, host);
      await watchdogRound();
      expect(await status(stream.id)).toBe('live');
      await streaming.db.query(`UPDATE live_streams SET started_at = now() - interval '121 seconds' WHERE id = $1`, [stream.id]);
      await watchdogRound();
      expect(await status(stream.id)).toBe('offline');
    });
  });
});
