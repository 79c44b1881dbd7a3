import { sparseAnimatedGif } from '@cannaverse/platform/testing';
import { GatewayStack, registerMember, type Member } from './gateway-harness.js';

/**
 * Issue 20, budgets: an animation's pixels are budgeted over its frames, and image work runs in a
 * bounded pool that never makes `/media` wait.
 */
let stack: GatewayStack;
let members: Member[];
let stored: string;

beforeAll(async () => {
  stack = await new GatewayStack(['identity']).start();
  members = (await Promise.all([1, 2, 3].map(() => registerMember(stack)))).map(({ member }) => member);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const answer = await members[0].upload<{ url: string }>('/api/upload', 'file', png, 'dot.png', 'image/png');
  expect(answer.status).toBe(201);
  stored = answer.body.url;
}, 90_000);
afterAll(async () => stack?.stop());

describe('an animated image', () => {
  it('is refused with 413 past 16 megapixels over all its frames (a 936-byte GIF of 39 frames of 1012×1012)', async () => {
    const answer = await members[0].upload('/api/upload', 'file', sparseAnimatedGif(1012, 39), 'loop.gif', 'image/gif');
    expect(answer).toMatchObject({ status: 413, body: { message: 'The animation is too large: at most 16 megapixels over all its frames' } });
  });
});

describe('image work', () => {
  it('never makes /media wait: every file answers within 500 ms while six 36-megapixel images are re-encoded', async () => {
    // A still GIF of 6000×6000 in 62 bytes: seconds of decoding and encoding each.
    const big = sparseAnimatedGif(6000, 1);
    let running = true;
    const jobs = Promise.all(members.flatMap((member) => [1, 2].map(() => member.upload<{ width: number }>('/api/upload', 'file', big, 'big.gif', 'image/gif'))));
    void jobs.finally(() => { running = false; });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the uploads reach the image work
    const latencies: number[] = [];
    while (running) {
      const started = performance.now();
      const response = await fetch(stack.url + stored);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await jobs;
    for (const answer of answers) expect(answer).toMatchObject({ status: 201, body: { width: 6000 } });
    latencies.sort((a, b) => a - b);
    const slowest = latencies[latencies.length - 1];
    process.stdout.write(`/media while 6 image jobs ran: ${latencies.length} reads, median ${latencies[latencies.length >> 1].toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms\n`);
    expect(latencies.length).toBeGreaterThan(3);
    expect(slowest).toBeLessThan(500);
  }, 180_000);
});
