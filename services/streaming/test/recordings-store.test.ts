import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { StreamingPatterns as P, type Actor, type LiveStreamDto, type MyLiveStreamDto } from '@cannaverse/contracts';
import { createLogger } from '@cannaverse/platform';
import { LiveHlsStore } from '@cannaverse/platform/media';
import { freePort } from '@cannaverse/platform/testing';
import { HlsPublisher } from '../src/hls-publisher/hls-publisher.js';
import { IngestWatchdog } from '../src/livestreams/ingest-watchdog.js';
import { notifyIngest, startStreaming, waitFor, type StreamingHarness } from './streaming-harness.js';

/**
 * Issue 21, recordings on Kubernetes: the ingest pod records locally, its hls-publisher sidecar
 * uploads each finished recording to the object store, and streaming's remux job, which shares no
 * folder with the ingest, reads it from there. A real S3-protocol server (s3rver, as the live HLS
 * tests use), a real streaming service with LIVE_HLS_BUCKET set and no LIVE_RECORDINGS_DIR.
 */
describe('stream recordings through the object store (ingest and streaming on different pods)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cv-recordings-store-'));
  const encoderFlv = path.join(work, 'encoder.flv');
  const logger = createLogger('test', 'silent');
  let s3: S3rver;
  let client: Client;
  let store: LiveHlsStore;
  let streaming: StreamingHarness;
  let host: Actor;

  /** One ingest pod: nginx's HLS folder and record_path, and its publisher sidecar. */
  const ingestPod = (name: string) => {
    const hlsDir = path.join(work, name, 'hls');
    const recordingsDir = path.join(work, name, 'recordings');
    mkdirSync(hlsDir, { recursive: true });
    mkdirSync(recordingsDir, { recursive: true });
    const publisher = new HlsPublisher({ dir: hlsDir, recordingsDir, recordingIdleMs: 1_000, store, logger });
    return { hlsDir, recordingsDir, publisher };
  };
  /** nginx-rtmp's recorder: `<playbackId>.flv`, last written `agoMs` ago. */
  const record = (recordingsDir: string, playbackId: string, agoMs: number) => {
    const file = path.join(recordingsDir, `${playbackId}.flv`);
    copyFileSync(encoderFlv, file);
    const when = new Date(Date.now() - agoMs);
    utimesSync(file, when, when);
  };
  const objects = async (bucket: string, prefix: string) => {
    const names: string[] = [];
    for await (const item of client.listObjectsV2(bucket, prefix, true) as AsyncIterable<{ name: string }>) names.push(item.name);
    return names;
  };
  const duration = (file: string) => Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());

  async function airedStream(title: string): Promise<{ id: number; playbackId: string }> {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title, isPrivate: false }, host);
    const publish = await notifyIngest(streaming, 'publish', stream.streamKey);
    expect(publish.status).toBe(302);
    return { id: stream.id, playbackId: publish.headers.get('location') ?? '' };
  }
  /** The encoder left and did not come back within the 30 s grace: the watchdog ends the stream. */
  async function encoderGone(stream: { id: number }, key: string): Promise<void> {
    expect((await notifyIngest(streaming, 'publish_done', key)).status).toBe(200);
    await streaming.db.query(`UPDATE live_streams SET ingest_seen_at = now() - interval '31 seconds' WHERE id = $1`, [stream.id]);
    await streaming.app().get(IngestWatchdog).round();
  }
  const keyOf = async (id: number) => (await streaming.call<MyLiveStreamDto>(P.get, { id }, host) as MyLiveStreamDto).streamKey;
  const read = (id: number) => streaming.call<LiveStreamDto>(P.get, { id }, host);
  async function settled(id: number): Promise<LiveStreamDto> {
    let last: LiveStreamDto | null = null;
    await waitFor(async () => (last = await read(id)).recordingStatus !== 'processing', 40_000);
    return last!;
  }
  /** The recording as a member gets it: the MP4 from the media bucket. */
  async function downloaded(url: string): Promise<string> {
    const file = path.join(work, `${Date.now()}.mp4`);
    const chunks: Buffer[] = [];
    for await (const chunk of await client.getObject('media-test', url.replace(/^\/media\//, ''))) chunks.push(chunk as Buffer);
    writeFileSync(file, Buffer.concat(chunks));
    return file;
  }

  beforeAll(async () => {
    execFileSync('ffmpeg', [
      '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-metadata', 'title=Grow room tour', '-f', 'flv', encoderFlv,
    ]);
    const port = await freePort();
    s3 = new S3rver({ port, address: '127.0.0.1', directory: path.join(work, 's3'), silent: true });
    await s3.run();
    const s3Options = { endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };
    store = new LiveHlsStore({ ...s3Options, bucket: 'live-test' });
    client = new Client({ ...s3Options, pathStyle: true });
    streaming = await startStreaming({
      env: {
        S3_ENDPOINT: '127.0.0.1', S3_PORT: String(port), S3_USE_SSL: 'false', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_REGION: 'us-east-1',
        S3_BUCKET: 'media-test', LIVE_HLS_BUCKET: 'live-test',
      },
    });
    host = await streaming.member();
  }, 90_000);
  afterAll(async () => {
    await streaming?.close();
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('the publisher uploads a finished recording, never one still live or still written; the remux job reads it from the store', async () => {
    const pod = ingestPod('pod-a');
    const stream = await airedStream('Recorded on another pod');
    const key = await keyOf(stream.id);

    // Still live here (its playlist is there) or written a moment ago: stays on the pod.
    record(pod.recordingsDir, stream.playbackId, 5_000);
    mkdirSync(path.join(pod.hlsDir, stream.playbackId));
    writeFileSync(path.join(pod.hlsDir, stream.playbackId, 'index.m3u8'), '#EXTM3U\n');
    await pod.publisher.scan();
    rmSync(path.join(pod.hlsDir, stream.playbackId), { recursive: true });
    record(pod.recordingsDir, stream.playbackId, 0);
    await pod.publisher.scan();
    expect(await objects('live-test', 'recordings/')).toEqual([]);

    await encoderGone(stream, key);
    expect((await read(stream.id)).recordingStatus).toBe('processing');
    // The job ran before the upload and waits for it (no attempt used, not 'nothing recorded').
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await read(stream.id)).recordingStatus).toBe('processing');

    // Untouched past the idle time (the reconnect grace in production): uploaded, and gone from the pod.
    utimesSync(path.join(pod.recordingsDir, `${stream.playbackId}.flv`), new Date(Date.now() - 2_000), new Date(Date.now() - 2_000));
    await pod.publisher.scan();
    expect(await objects('live-test', `recordings/${stream.playbackId}/`)).toEqual([expect.stringMatching(new RegExp(`^recordings/${stream.playbackId}/\\d+\\.flv$`))]);
    expect(readdirSync(pod.recordingsDir)).toEqual([]);

    const ready = await settled(stream.id);
    expect(ready.recordingStatus).toBe('ready');
    expect(ready.recordingUrl).toMatch(/^\/media\/recordings\/.+\.mp4$/);
    const mp4 = await downloaded(ready.recordingUrl!);
    expect(duration(mp4)).toBeGreaterThan(1.5);
    expect(execFileSync('ffprobe', ['-v', 'error', '-show_format', mp4]).toString()).not.toContain('Grow room');
    // Remuxed: the part leaves the live bucket.
    await waitFor(async () => (await objects('live-test', `recordings/${stream.playbackId}/`)).length === 0, 5_000);
  }, 60_000);

  it('joins the parts of an encoder that reconnected to another ingest pod, in order', async () => {
    const [podA, podB] = [ingestPod('pod-b1'), ingestPod('pod-b2')];
    const stream = await airedStream('Moved pods');
    const key = await keyOf(stream.id);
    record(podA.recordingsDir, stream.playbackId, 20_000);
    record(podB.recordingsDir, stream.playbackId, 2_000);
    await encoderGone(stream, key);
    await Promise.all([podA.publisher.scan(), podB.publisher.scan()]);
    expect(await objects('live-test', `recordings/${stream.playbackId}/`)).toHaveLength(2);

    const ready = await settled(stream.id);
    expect(ready.recordingStatus).toBe('ready');
    expect(duration(await downloaded(ready.recordingUrl!))).toBeGreaterThan(3.5);
    await waitFor(async () => (await objects('live-test', `recordings/${stream.playbackId}/`)).length === 0, 5_000);
  }, 60_000);

  it('has no recording for a Go Live never fed, without waiting for an upload', async () => {
    const stream = await streaming.call<MyLiveStreamDto>(P.create, { title: 'Never fed' }, host);
    await streaming.call(P.start, { id: stream.id }, host);
    await streaming.call(P.end, { id: stream.id }, host);
    expect(await settled(stream.id)).toMatchObject({ status: 'ended', recordingStatus: null, recordingUrl: null });
    expect(existsSync(work)).toBe(true);
  }, 30_000);
});
