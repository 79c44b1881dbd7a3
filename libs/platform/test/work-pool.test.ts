import { WorkPool } from '../src/media/work-pool.js';
import { IMAGE_WORK_SLOTS, ImageRejectedError, ImageWorkBusyError } from '../src/media/image-processing.js';

/** Issue 20: image work runs in a bounded pool (at most N at once, a bounded queue, first come first served). */

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
};

describe('WorkPool', () => {
  it('runs at most its slots at once, then the waiting jobs in order, and refuses one past its queue', async () => {
    const pool = new WorkPool(2, 2, () => new Error('busy'));
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const jobs = gates.map((g, index) => pool.run(async () => { started.push(index); await g.opened; return index; }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(pool.load).toEqual({ running: 2, waiting: 2 });
    await expect(pool.run(async () => 'late')).rejects.toThrow('busy');
    gates[1].open();
    await jobs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    gates[2].open();
    gates[3].open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the slot back when a job fails', async () => {
    const pool = new WorkPool(1, 0, () => new Error('busy'));
    await expect(pool.run(async () => { throw new Error('broken image'); })).rejects.toThrow('broken image');
    await expect(pool.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('the image pool', () => {
  it('leaves libuv threads to file reads, and its refusal is an image rejection answered 503', () => {
    expect(IMAGE_WORK_SLOTS).toBeGreaterThanOrEqual(1);
    expect(IMAGE_WORK_SLOTS).toBeLessThanOrEqual(2); // of libuv's 4
    const busy = new ImageWorkBusyError();
    expect(busy).toBeInstanceOf(ImageRejectedError);
    expect(busy.status).toBe(503);
  });
});
