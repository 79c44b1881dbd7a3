/**
 * A counting semaphore with a bounded queue, first come first served: at most `slots` jobs run at
 * once, at most `queue` wait, and one more gets `busy()` thrown at once.
 */
export class WorkPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number, private readonly queue: number, private readonly busy: () => Error) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.queue) throw this.busy();
      // The job that ends hands its slot over (running stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Jobs running and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
