import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { StreamingPatterns as P, type Actor, type LiveStreamDto, type MyLiveStreamDto } from '@cannaverse/contracts';
import { LiveClient, liveBaseUrl, startStreaming, TEST_SECRETS, type StreamingHarness } from './streaming-harness.js';

describe("the RTMP ingest's callbacks", () => {
  let streaming: StreamingHarness;
  let host: Actor;
  /** What nginx-rtmp posts (application/x-www-form-urlencoded), with the secret of its config. */
  const notify = (call: string, name: string, { secret = TEST_SECRETS.INGEST_CALLBACK_SECRET, app = 'live', clientid = '1' } = {}) =>
    fetch(`${liveBaseUrl(streaming)}/ingest/rtmp/${call}?secret=${encodeURIComponent(secret)}`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ app, name, addr: '127.0.0.1', clientid, call: call === 'update' ? 'update_publish' : call, type: 'live', tcurl: 'rtmp://127.0.0.1/live' }),
    });

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

  it('goes live on publish under the public playback id, keeps the encoder while live, ends on publish-done', async () => {
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
    expect((await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, host)).status).toBe('ended');
  });

  it('lets another encoder take the key once the ingest stopped vouching for the first (30 s without on_update)', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Takeover' }, host);
    expect((await notify('publish', stream.streamKey, { clientid: '20' })).status).toBe(302);
    await streaming.db.query(`UPDATE live_streams SET ingest_seen_at = now() - interval '31 seconds' WHERE id = $1`, [stream.id]);
    expect((await notify('publish', stream.streamKey, { clientid: '21' })).status).toBe(302);
    expect((await notify('update', stream.streamKey, { clientid: '20' })).status).toBe(403);
    expect((await streaming.call<LiveStreamDto>(P.get, { id: stream.id }, host)).status).toBe('live');
  });
});
