// Live streams (content spec §2 "Live streams", §4 stream status, §7 live channel, §8 toasts):
// the list and Create Stream, the stream page's states, chat between two members over /ws, and a
// real RTMP push (ffmpeg's test pattern into the stack's nginx-rtmp) that a browser plays as HLS
// until the creator ends it; a duplicate publish with the same key changes nothing (issue 21).
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL, browserSuite, registerViaApi, SCREENSHOTS, skipOnboarding } from '../lib/browser.mjs';

const { page, test } = browserSuite();
const RTMP_URL = process.env.RTMP_URL ?? '';
/** SAVE_SCREENSHOTS=1 keeps a picture of each checked state at 375 and 1280 px for a person to look at. */
const keep = process.env.SAVE_SCREENSHOTS === '1';

const shot = async (/** @type {import('playwright-core').Page} */ p, /** @type {string} */ name) => {
  if (!keep) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await p.screenshot({ path: path.join(SCREENSHOTS, `livestreams-${name}.png`), fullPage: true });
};

/** Nothing wider than the viewport: no sideways scrolling on a phone. */
const fitsWidth = (/** @type {import('playwright-core').Page} */ p) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A signed-in member (onboarding overlays off). */
async function member(options = {}) {
  const p = await page(options);
  await skipOnboarding(p);
  const account = await registerViaApi(p);
  return { p, account };
}

/** @returns {Promise<{ id: number, streamKey: string, ingestUrl: string }>} */
async function createStream(/** @type {import('playwright-core').Page} */ p, data) {
  const response = await p.request.post('/api/livestreams', { data, headers: { origin: BASE_URL } });
  assert.equal(response.status(), 201, await response.text());
  return response.json();
}

/** ffmpeg's test pattern pushed as OBS would: H.264 + AAC in FLV (Debian's Chromium decodes H.264 in MSE). */
function publish(/** @type {{ ingestUrl: string, streamKey: string }} */ stream) {
  const child = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '64k', '-t', '120', '-f', 'flv', `${stream.ingestUrl}/${stream.streamKey}`,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => { log += chunk; });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, log: () => log };
}

/** The viewer's video is playing: its currentTime moves on over two seconds. */
async function playsOn(/** @type {import('playwright-core').Page} */ p) {
  const video = p.getByTestId('stream-video');
  const before = await video.evaluate((element) => /** @type {HTMLVideoElement} */ (element).currentTime);
  await p.waitForTimeout(2000);
  const after = await video.evaluate((element) => /** @type {HTMLVideoElement} */ (element).currentTime);
  assert.ok(after > before + 0.5, `the video plays on (${before} → ${after})`);
}

describe('live streams', () => {
  test('visitors see the list, About Live Streaming and a sign-in prompt; stream pages ask them to sign in', async () => {
    const p = await page({ width: 375, height: 800 });
    await p.goto('/livestreams');
    await p.getByRole('heading', { name: 'Live Streams', level: 1 }).waitFor();
    await p.getByRole('heading', { name: 'About Live Streaming' }).waitFor();
    assert.equal(await p.getByRole('button', { name: 'Create Stream' }).count(), 0);
    await p.getByRole('tab', { name: 'My Streams' }).click();
    assert.equal(await p.getByRole('link', { name: 'Sign In' }).getAttribute('href'), '/auth');
    assert.ok(await fitsWidth(p));
    await shot(p, 'visitor-375');

    await p.goto('/livestreams/12');
    await p.getByRole('heading', { name: 'Please sign in to view live streams.' }).waitFor();
    await p.goto('/livestreams/not-a-number');
    await p.getByRole('heading', { name: 'Invalid stream URL' }).waitFor();
    await p.getByRole('link', { name: 'Back to Live Streams' }).click();
    await p.waitForURL('**/livestreams');
  });

  test("a member creates a stream ('Title required', then 'Stream created!') and lands on its page", async () => {
    const { p } = await member();
    await p.goto('/livestreams');
    await p.getByRole('button', { name: 'Create Stream' }).click();
    const dialog = p.getByRole('dialog', { name: 'Create Stream' });
    await dialog.getByRole('button', { name: 'Create Stream' }).click();
    await p.getByText('Please enter a title for your stream').first().waitFor();
    await p.getByTestId('toast').filter({ hasText: 'Title required' }).waitFor();
    await dialog.getByLabel('Title').fill('Trimming session');
    await dialog.getByLabel('Description (optional)').fill('Wet trim of a Gelato harvest');
    await dialog.getByLabel('Tags (optional, comma-separated)').fill('harvest, trim');
    await dialog.getByRole('button', { name: 'Create Stream' }).click();
    await p.waitForURL(/\/livestreams\/\d+$/);
    await p.getByTestId('toast').filter({ hasText: 'Stream created!' }).waitFor();
    await p.getByRole('heading', { name: 'Trimming session' }).waitFor();
    await p.getByRole('heading', { name: 'Stream Offline' }).waitFor();
    await p.getByText('Not started yet').waitFor();
    await p.getByText('harvest, trim').waitFor();
    await p.getByRole('tab', { name: 'Info' }).click();
    await p.getByRole('tabpanel').getByText('Wet trim of a Gelato harvest').waitFor();
    await p.getByText('Follow community guidelines').waitFor();
    await shot(p, 'offline-1280');

    await p.goto('/livestreams');
    await p.getByRole('tab', { name: 'My Streams' }).click();
    await p.getByRole('link', { name: 'Trimming session' }).waitFor();
    await p.getByText(/^rtmp:\/\//).first().waitFor();
  });

  test('two members chat live; the sender is the session, not what the message claims', async () => {
    const host = await member();
    const guest = await member({ width: 375, height: 800 });
    const stream = await createStream(host.p, { title: 'Chat check' });
    await host.p.goto(`/livestreams/${stream.id}`);
    await guest.p.goto(`/livestreams/${stream.id}`);
    for (const { p } of [host, guest]) {
      await p.getByText('No messages yet').waitFor();
      await p.waitForFunction(() => !document.querySelector('button[aria-label="Send message"]')?.hasAttribute('disabled'));
    }
    await guest.p.getByPlaceholder('Type a message...').fill('Hello from the phone');
    await guest.p.getByRole('button', { name: 'Send message' }).click();
    const log = host.p.getByRole('log', { name: 'Chat messages' });
    await log.getByText('Hello from the phone').waitFor();
    await log.getByText(guest.account.username).waitFor();
    await host.p.getByRole('tab', { name: 'Chat (1)' }).waitFor();
    assert.ok(await fitsWidth(guest.p));
    await shot(guest.p, 'chat-375');

    // The creator moderates: the line disappears for the guest too.
    await log.getByText('Moderate').click();
    await log.getByRole('button', { name: 'Delete message' }).click();
    await guest.p.getByText('No messages yet').waitFor();
  });

  // Issue 21, acceptance 1: also run on a stack started as `npm start` starts it (scripts/npm-start-e2e.mjs).
  test('an ffmpeg push plays in the browser within 20 s; a duplicate publish with the same key changes nothing; ending shows the ended slate', async () => {
    assert.ok(RTMP_URL, 'the stack runs the RTMP ingest (RTMP_URL)');
    const { p } = await member();
    const stream = await createStream(p, { title: 'Test pattern live', tags: 'test' });
    assert.equal(stream.ingestUrl, RTMP_URL);
    await p.goto(`/livestreams/${stream.id}`);
    await p.getByRole('heading', { name: 'Stream Offline' }).waitFor();
    await p.waitForFunction(() => !document.querySelector('button[aria-label="Send message"]')?.hasAttribute('disabled'));

    const first = publish(stream);
    try {
      const published = Date.now();
      await p.getByText('LIVE', { exact: true }).waitFor({ timeout: 20_000 });
      await p.waitForFunction(() => {
        const element = document.querySelector('[data-testid="stream-video"]');
        return element instanceof HTMLVideoElement && element.currentTime > 0.5;
      }, undefined, { timeout: Math.max(1000, 20_000 - (Date.now() - published)) });
      await playsOn(p);
      await p.getByText(/^Started /).waitFor();
      await shot(p, 'live-1280');

      // A second encoder with the same key is refused (nginx-rtmp disconnects it) and changes nothing:
      // before issue 21 its publish-done ended the stream within a second.
      const second = publish(stream);
      const code = await second.exited;
      assert.notEqual(code, 0, `the duplicate publish was refused:\n${second.log()}`);
      await p.waitForTimeout(2000);
      await p.getByText('LIVE', { exact: true }).waitFor();
      await playsOn(p);
      const read = await p.request.get(`/api/livestreams/${stream.id}`);
      assert.equal((await read.json()).status, 'live');
    } finally {
      first.child.kill('SIGINT');
      await first.exited;
    }
    assert.doesNotMatch(first.log(), /Connection refused|Input\/output error/, first.log());
    // An encoder that stops may be reconnecting: the stream stays live for 30 s. The creator ends it.
    const ended = await p.request.post(`/api/livestreams/${stream.id}/end`, { headers: { origin: BASE_URL } });
    assert.equal(ended.status(), 200, await ended.text());
    await p.getByRole('heading', { name: 'Stream Ended' }).waitFor({ timeout: 20_000 });
    await p.getByTestId('toast').filter({ hasText: 'The streamer has ended this live session.' }).waitFor();
    await p.getByText('ENDED', { exact: true }).waitFor();
    await p.getByText(/^Ended /).waitFor();
    await shot(p, 'ended-1280');
  });
});
