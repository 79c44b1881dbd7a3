import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectLogger, type Logger, type Queryable } from '@cannaverse/platform';
import { AccountErasuresRepository } from '../account-erasure/account-erasures.repository.js';

/**
 * How long moderation keeps a direct message's text (issue 25; docs/privacy.md): while a report
 * about it is open, and MESSAGE_TEXT_DAYS after that report was decided; a message nobody
 * reported, MESSAGE_TEXT_DAYS after it was sent. Past that the copy keeps its sender, receiver
 * and time (the admin's look-up shows that a message was sent) but its text becomes ''.
 */
export const MessageTextRetention = {
  days: 30,
  batchSize: 5_000,
  everyMs: 60 * 60_000,
  firstRunAfterMs: 90_000,
} as const;

/** One batch: the oldest copies whose text is still kept and whose time is up. */
export const PRUNE_MESSAGE_TEXT_SQL = `
  UPDATE message_copies SET content = '' WHERE id IN (
    SELECT c.id FROM message_copies c
     WHERE c.content <> '' AND c.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM message_reports r WHERE r.message_id = c.id AND (r.status = 'pending' OR r.reviewed_at >= $1))
     ORDER BY c.created_at LIMIT $2)`;

export async function pruneMessageText(db: Queryable, now = new Date(), batchSize: number = MessageTextRetention.batchSize): Promise<number> {
  const before = new Date(now.getTime() - MessageTextRetention.days * 86_400_000);
  let total = 0;
  for (;;) {
    const answer: unknown = await db.query(PRUNE_MESSAGE_TEXT_SQL, [before, batchSize]);
    const changed = Array.isArray(answer) ? Number(answer[1] ?? 0) : 0;
    total += changed;
    // A batch whose copies all still have an open report changes fewer rows than it read: stop.
    if (changed < batchSize) return total;
  }
}

/** The hourly job: message text past its time, then erasure records past theirs. */
@Injectable()
export class ModerationRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly erasures: AccountErasuresRepository,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.runOnce().finally(() => {
          this.running = null;
          if (!this.stopped) schedule(MessageTextRetention.everyMs);
        });
      }, delay);
      this.timer.unref();
    };
    schedule(MessageTextRetention.firstRunAfterMs + Math.floor(Math.random() * 30_000));
  }

  async runOnce(now = new Date()): Promise<void> {
    try {
      const texts = await pruneMessageText(this.dataSource.manager, now);
      const erasures = await this.erasures.prune(this.dataSource.manager, now);
      if (texts + erasures > 0) this.logger.info({ texts, erasures }, 'pruned message text and erasure records');
    } catch (error) {
      this.logger.warn({ err: error }, 'moderation retention failed; next run in an hour');
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
