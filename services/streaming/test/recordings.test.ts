import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  LivestreamMessages as M, RECORDING_RETENTION_DAYS, StreamingPatterns as P, type Actor, type LiveStreamDto, type MyLiveStreamDto,
} from '@cannaverse/contracts';
import { RecordingQueue } from '../src/recordings/recording-queue.js';
import { SWEEP_RECORDINGS_EVERY_MS, SWEEP_RECORDINGS_SCHEDULER } from '../src/recordings/recording-jobs.js';
import { RecordingsService } from '../src/recordings/recordings.service.js';
import { RecordingsWorker } from '../src/recordings/recordings.worker.js';
import { liveBaseUrl, rpcFailure, startStreaming, TEST_SECRETS, waitFor, type StreamingHarness } from './streaming-harness.js';

/**
 * Issue 21, recordings: what the ingest recorded (an FLV made by ffmpeg, with the metadata an
 * encoder writes) becomes an MP4 without metadata in the media store, named on the stream; its
 * creator or an admin deletes it, nobody else; the retention sweep deletes it after 30 days.
 */
describe('stream recordings', () => {
  let streaming: StreamingHarness;
  let host: Actor;
  let other: Actor;
  let admin: Actor;
  const work = mkdtempSync(path.join(os.tmpdir(), 'cv-recordings-test-'));
  const recordingsDir = path.join(work, 'recordings');
  const recordedFlv = path.join(work, 'encoder.flv');

  /** What nginx-rtmp posts to the callbacks. */
  const notify = (call: string, name: string) =>
    fetch(`${liveBaseUrl(streaming)}/ingest/rtmp/${call}?secret=${encodeURIComponent(TEST_SECRETS.INGEST_CALLBACK_SECRET)}`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ app: 'live', name, addr: '127.0.0.1', clientid: '7', call, type: 'live' }),
    });

  /** A stream that aired: published, the ingest recorded `<playbackId>.flv`, then the encoder stopped. */
  async function airedStream(title: string, options: { isPrivate?: boolean; record?: boolean } = {}): Promise<MyLiveStreamDto & { playbackId: string }> {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title, isPrivate: options.isPrivate ?? false }, host);
    const publish = await notify('publish', stream.streamKey);
    expect(publish.status).toBe(302);
    const playbackId = publish.headers.get('location') ?? '';
    if (options.record !== false) copyFileSync(recordedFlv, path.join(recordingsDir, `${playbackId}.flv`));
    expect((await notify('publish_done', stream.streamKey)).status).toBe(200);
    return { ...stream, playbackId };
  }

  const read = (id: number, actor: Actor = host) => streaming.call<LiveStreamDto>(P.get, { id }, actor);

  async function settled(id: number): Promise<LiveStreamDto> {
    let last: LiveStreamDto | null = null;
    await waitFor(async () => {
      last = await read(id);
      return last.recordingStatus !== 'processing';
    }, 20_000);
    return last!;
  }

  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  beforeAll(async () => {
    execFileSync('mkdir', ['-p', recordingsDir]);
    // An encoder's recording: H.264 + AAC in FLV, with the tags a phone or OBS may write.
    execFileSync('ffmpeg', [
      '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-metadata', 'title=Grow room tour', '-metadata', 'comment=gps 52.37,4.89', '-f', 'flv', recordedFlv,
    ]);
    streaming = await startStreaming({ env: { LIVE_RECORDINGS_DIR: recordingsDir } });
    host = await streaming.member();
    other = await streaming.member();
    admin = { ...(await streaming.member({ isAdmin: true })), isAdmin: true };
  }, 90_000);
  afterAll(async () => {
    await streaming?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('remuxes the recorded stream into an MP4 without metadata in the media store once it ends', async () => {
    const stream = await airedStream('Recorded session');
    const ended = await read(stream.id);
    expect(ended).toMatchObject({ status: 'ended', recordingStatus: 'processing', recordingUrl: null });

    const ready = await settled(stream.id);
    expect(ready.recordingStatus).toBe('ready');
    expect(ready.recordingUrl).toMatch(/^\/media\/recordings\/\d{4}\/\d{2}\/[0-9a-f-]{36}-[0-9a-f]{32}\.mp4$/);
    // The key names its creator, as members' uploads do.
    expect(ready.recordingUrl).toContain(host.id.replace(/-/g, ''));
    expect(Date.parse(ready.recordingExpiresAt ?? '') - Date.parse(ready.endedAt ?? '')).toBe(RECORDING_RETENTION_DAYS * 24 * 3600 * 1000);

    const file = path.join(streaming.mediaDir, keyOf(ready.recordingUrl!));
    expect(existsSync(file)).toBe(true);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]).toString()) as {
      format: { format_name: string; duration: string; tags?: Record<string, string> };
      streams: Array<{ codec_type: string; codec_name: string }>;
    };
    expect(probe.format.format_name).toContain('mp4');
    expect(Number(probe.format.duration)).toBeGreaterThan(1.5);
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
    // Only the container's own brand fields: no title, comment, encoder or creation time.
    expect(Object.keys(probe.format.tags ?? {}).sort()).toEqual(['compatible_brands', 'major_brand', 'minor_version']);
    expect(JSON.stringify(probe)).not.toMatch(/Grow room|gps|Lavf|creation_time/);
    // The ingest's file is gone once remuxed (nothing kept twice): removed right after the row says ready.
    await waitFor(async () => readdirSync(recordingsDir).every((name) => !name.startsWith(stream.playbackId)), 5_000);

    // Visitors get no recording URL, as they get no playback URL.
    const [publicCopy] = (await streaming.call<{ items: LiveStreamDto[] }>(P.list, { limit: 50 }, null)).items.filter((s) => s.id === stream.id);
    expect(publicCopy).toMatchObject({ recordingUrl: null, recordingStatus: null });
    // Another member reads it.
    expect((await read(stream.id, other)).recordingUrl).toBe(ready.recordingUrl);
  });

  it('has no recording when nothing was recorded (Go Live without an encoder)', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Never fed' }, host);
    await streaming.call(P.start, { id: stream.id }, host);
    await streaming.call(P.end, { id: stream.id }, host);
    expect((await read(stream.id)).recordingStatus).toBe('processing');
    expect(await settled(stream.id)).toMatchObject({ status: 'ended', recordingStatus: null, recordingUrl: null });
  });

  it('lets the creator delete the recording: the object leaves the store and recordingUrl is null; another member is refused', async () => {
    const stream = await airedStream('To delete');
    const { recordingUrl } = await settled(stream.id);
    const file = path.join(streaming.mediaDir, keyOf(recordingUrl!));

    expect(await rpcFailure(streaming.call(P.deleteRecording, { id: stream.id }, other))).toMatchObject({ status: 403, message: M.notYourRecording });
    expect(existsSync(file)).toBe(true);
    expect((await read(stream.id)).recordingUrl).toBe(recordingUrl);

    const after = await streaming.call<LiveStreamDto>(P.deleteRecording, { id: stream.id }, host);
    expect(after).toMatchObject({ id: stream.id, recordingUrl: null, recordingStatus: null, recordingExpiresAt: null });
    expect(existsSync(file)).toBe(false);
    expect((await read(stream.id, other)).recordingUrl).toBeNull();
    expect(await rpcFailure(streaming.call(P.deleteRecording, { id: stream.id }, host))).toMatchObject({ status: 404, message: M.recordingNotFound });
  });

  it("lets an admin delete anyone's recording; a private stream's is not found for other members; visitors must sign in", async () => {
    const stream = await airedStream('Private recording', { isPrivate: true });
    const { recordingUrl } = await settled(stream.id);
    expect(recordingUrl).not.toBeNull();
    expect(await rpcFailure(streaming.call(P.deleteRecording, { id: stream.id }, other))).toMatchObject({ status: 404, message: M.notFound });
    expect(await rpcFailure(streaming.call(P.deleteRecording, { id: stream.id }, null))).toMatchObject({ status: 401 });
    expect(await rpcFailure(streaming.call(P.deleteRecording, { id: 'abc' }, host))).toMatchObject({ status: 404, message: M.notFound });
    expect(await streaming.call<LiveStreamDto>(P.deleteRecording, { id: stream.id }, admin)).toMatchObject({ recordingUrl: null });
    expect(existsSync(path.join(streaming.mediaDir, keyOf(recordingUrl!)))).toBe(false);
  });

  it('the retention sweep deletes recordings past their time and keeps the others; abandoned ingest files go too', async () => {
    const old = await airedStream('Old recording');
    const fresh = await airedStream('Fresh recording');
    const oldUrl = (await settled(old.id)).recordingUrl!;
    const freshUrl = (await settled(fresh.id)).recordingUrl!;
    await streaming.db.query(`UPDATE live_streams SET recording_expires_at = now() - interval '1 minute' WHERE id = $1`, [old.id]);
    // An ingest file nobody will remux (its job gave up a day ago), and one being recorded now.
    const abandoned = path.join(recordingsDir, 'abandoned-0.remux.flv');
    const recording = path.join(recordingsDir, 'recording-now.flv');
    writeFileSync(abandoned, 'flv');
    writeFileSync(recording, 'flv');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(abandoned, twoDaysAgo, twoDaysAgo);

    const removed = await streaming.app().get(RecordingsService).sweep();
    expect(removed).toBe(1);
    expect(existsSync(path.join(streaming.mediaDir, keyOf(oldUrl)))).toBe(false);
    expect(await read(old.id)).toMatchObject({ recordingUrl: null, recordingStatus: null });
    expect(existsSync(path.join(streaming.mediaDir, keyOf(freshUrl)))).toBe(true);
    expect((await read(fresh.id)).recordingUrl).toBe(freshUrl);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(recording)).toBe(true);
  });

  it('the sweep queues again a remux whose job was lost (a crash between the end and the enqueue)', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Lost job' }, host);
    const publish = await notify('publish', stream.streamKey);
    const playbackId = publish.headers.get('location') ?? '';
    copyFileSync(recordedFlv, path.join(recordingsDir, `${playbackId}.flv`));
    // Ended with the recording owed, but no job queued (what a crash right after the commit leaves).
    await streaming.db.query(
      `UPDATE live_streams SET status = 'ended', ended_at = date_trunc('milliseconds', now() - interval '11 minutes'), recording_status = 'processing' WHERE id = $1`, [stream.id],
    );
    await streaming.app().get(RecordingsService).sweep();
    expect(await settled(stream.id)).toMatchObject({ recordingStatus: 'ready', recordingUrl: expect.stringMatching(/^\/media\/recordings\//) });
  });

  it('gives no recording for a recorded file with nothing playable, and removes that file', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Garbage in' }, host);
    const publish = await notify('publish', stream.streamKey);
    const playbackId = publish.headers.get('location') ?? '';
    writeFileSync(path.join(recordingsDir, `${playbackId}.flv`), Buffer.from('FLV but not really'));
    await notify('publish_done', stream.streamKey);
    expect(await settled(stream.id)).toMatchObject({ status: 'ended', recordingStatus: null, recordingUrl: null });
    expect(readdirSync(recordingsDir).filter((name) => name.startsWith(playbackId))).toEqual([]);
  });

  it('keeps the retention sweep scheduled in Redis (a BullMQ job scheduler: once per hour whatever the replicas)', async () => {
    await streaming.app().get(RecordingsWorker).scheduled();
    const schedulers = await streaming.app().get(RecordingQueue).queue.getJobSchedulers();
    expect(schedulers).toEqual(expect.arrayContaining([expect.objectContaining({ key: SWEEP_RECORDINGS_SCHEDULER, every: SWEEP_RECORDINGS_EVERY_MS })]));
  });
});
