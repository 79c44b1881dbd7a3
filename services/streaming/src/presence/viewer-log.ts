import { randomUUID } from 'node:crypto';
import { Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectLogger, type Logger } from '@cannaverse/platform';
import { ViewersRepository, type ViewerJoin, type ViewerLeave } from './viewers.repository.js';

const FLUSH_MS = 1000;
/** Past this many pending rows a flush starts at once instead of waiting for the timer. */
const FLUSH_AT = 500;

/**
 * Writes live_stream_viewers behind the sockets: joins and leaves are buffered and written once a
 * second in one transaction, so 2,000 viewers arriving together cost a few statements, not 2,000
 * transactions queued on one live_streams row. A replica that crashes loses at most a second of
 * rows (and leaves its open rows without left_at).
 */
@Injectable()
export class ViewerLog implements OnModuleInit, BeforeApplicationShutdown {
  private joins: ViewerJoin[] = [];
  private leaves: ViewerLeave[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly viewers: ViewersRepository, @InjectLogger() private readonly logger: Logger) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Returns the row id, to pass to `left` later. */
  joined(streamId: number, userId: string): string {
    const id = randomUUID();
    this.joins.push({ id, streamId, userId, joinedAt: new Date() });
    if (this.joins.length >= FLUSH_AT) void this.flush();
    return id;
  }

  left(id: string): void {
    this.leaves.push({ id, leftAt: new Date() });
    if (this.leaves.length >= FLUSH_AT) void this.flush();
  }

  /** Writes what is pending; flushes never overlap (a leave's row must exist before its update). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.joins.length === 0 && this.leaves.length === 0) return;
      const [joins, leaves] = [this.joins, this.leaves];
      this.joins = [];
      this.leaves = [];
      try {
        await this.viewers.record(joins, leaves);
      } catch (error) {
        this.logger.warn({ err: error, joins: joins.length, leaves: leaves.length }, 'viewer rows not written');
      }
    });
    return this.flushing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
