// Issue 21, recordings: a stream pushed over RTMP (ffmpeg into the stack's nginx-rtmp, which records
// it) ends, its recording becomes an MP4 in the media store, the ended page plays it ('Watch the
// recording', the <video>'s currentTime advances), another member may not delete it, its creator does.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { BASE_URL, browserSuite, registerViaApi, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const RTMP_URL = process.env.RTMP_URL ?? '';

async function member() {
  const p = await page();
  await skipOnboarding(p);
  await registerViaApi(p);
  return p;
}

describe('live stream recordings', () => {
  test('end → the recording plays on the stream page; only its creator deletes it', async () => {
    assert.ok(RTMP_URL, 'the throwaway stack runs the RTMP ingest (RTMP_URL)');
    const p = await member();
    const created = await p.request.post('/api/livestreams', { data: { title: 'Recorded test pattern' }, headers: { origin: BASE_URL } });
    assert.equal(created.status(), 201, await created.text());
    const stream = await created.json();
    await p.goto(`/livestreams/${stream.id}`);
    await p.getByRole('heading', { name: 'Stream Offline' }).waitFor();

    // Six seconds of H.264 + AAC in FLV, as OBS sends it; ffmpeg stops by itself, which ends the stream.
    const ffmpeg = spawn('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-re',
      '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '64k', '-t', '6', '-metadata', 'title=My secret grow room', '-f', 'flv', `${stream.ingestUrl}/${stream.streamKey}`,
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    let ffmpegLog = '';
    ffmpeg.stderr.on('data', (chunk) => { ffmpegLog += chunk; });
    const exited = new Promise((resolve) => ffmpeg.once('exit', resolve));
    await p.getByText('LIVE', { exact: true }).waitFor({ timeout: 20_000 });
    assert.equal(await exited, 0, ffmpegLog);

    // The page refetches the stream every 10 s: the recording takes the player's place once ready.
    const section = p.getByRole('region', { name: 'Watch the recording' });
    await section.waitFor({ timeout: 45_000 });
    const video = section.getByTestId('recording-video');
    const src = await video.getAttribute('src');
    assert.match(src ?? '', /^\/media\/recordings\/\d{4}\/\d{2}\/[0-9a-f-]+\.mp4$/);
    await video.evaluate((element) => {
      const media = /** @type {HTMLVideoElement} */ (element);
      media.muted = true;
      return media.play();
    });
    await p.waitForFunction(() => {
      const element = document.querySelector('[data-testid="recording-video"]');
      return element instanceof HTMLVideoElement && element.currentTime > 1;
    }, undefined, { timeout: 20_000 });
    const duration = await video.evaluate((element) => /** @type {HTMLVideoElement} */ (element).duration);
    assert.ok(duration > 3 && duration < 10, `the recording is the stream (${duration} s)`);

    // Another member reads the recording but may not delete it.
    const other = await member();
    const refused = await other.request.delete(`/api/livestreams/${stream.id}/recording`, { headers: { origin: BASE_URL } });
    assert.equal(refused.status(), 403, await refused.text());
    assert.equal((await other.request.get(src ?? '')).status(), 200);

    // The creator deletes it after confirming: the page and the media store no longer have it.
    await section.getByRole('button', { name: 'Delete recording' }).click();
    const dialog = p.getByRole('dialog', { name: 'Delete recording' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await p.getByTestId('toast').filter({ hasText: 'Recording deleted' }).waitFor();
    await section.waitFor({ state: 'detached' });
    await p.getByRole('heading', { name: 'Stream Ended' }).waitFor();
    assert.equal((await other.request.get(src ?? '')).status(), 404);
    const after = await other.request.get(`/api/livestreams/${stream.id}`);
    assert.equal((await after.json()).recordingUrl, null);
  });
});
