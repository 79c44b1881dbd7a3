import { ImageRejectedError, inspectImage, sanitizeImage } from '../src/media/image-processing.js';
import { sparseAnimatedGif } from '../src/testing/animated-gif.js';

/** Issue 20: an animated image has a total pixel budget across its frames, checked before any frame is decoded. */

/** The upload's path through the kit: the header check, then the re-encode. */
const storeLike = async (buffer: Buffer) => sanitizeImage(buffer, await inspectImage(buffer));

const cpuSeconds = async (work: () => Promise<unknown>): Promise<number> => {
  const before = process.cpuUsage();
  await work().catch(() => undefined);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
};

describe('the pixel budget of an animation', () => {
  it('refuses a sub-kilobyte GIF of 39 frames of 1012×1012 (40 Mpx decoded) with 413, in a fraction of the CPU its re-encode took', async () => {
    const gif = sparseAnimatedGif(1012, 39);
    expect(gif.length).toBeLessThan(4096);
    const rejection = await storeLike(gif).then(() => null, (error: unknown) => error);
    expect(rejection).toBeInstanceOf(ImageRejectedError);
    expect(rejection).toMatchObject({ status: 413, message: 'The animation is too large: at most 16 megapixels over all its frames' });
    const cpu = await cpuSeconds(() => storeLike(gif));
    process.stdout.write(`39-frame 1012x1012 GIF (${gif.length} bytes): ${cpu.toFixed(3)} s CPU to refuse\n`);
    expect(cpu).toBeLessThan(0.5);
  });

  it('counts every frame: 16 frames of 1000×1000 pass, 17 do not', async () => {
    await expect(inspectImage(sparseAnimatedGif(1000, 16))).resolves.toMatchObject({ format: 'gif', width: 1000, height: 1000, animated: true });
    await expect(inspectImage(sparseAnimatedGif(1000, 17))).rejects.toMatchObject({ status: 413 });
  });

  it('refuses more than 1000 frames however small', async () => {
    await expect(inspectImage(sparseAnimatedGif(1, 1000))).resolves.toMatchObject({ animated: true });
    await expect(inspectImage(sparseAnimatedGif(1, 1001))).rejects.toMatchObject({ status: 413, message: 'The animation is too long: at most 1000 frames' });
  });

  it('leaves a still image its own 40-megapixel limit', async () => {
    await expect(inspectImage(sparseAnimatedGif(6000, 1))).resolves.toMatchObject({ width: 6000, height: 6000, animated: false });
  });
});
