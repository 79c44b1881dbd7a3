import { Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectConfig, InjectLogger, type Logger } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { StreamStatusService } from './stream-status.service.js';

/**
 * Settles live streams nobody will settle otherwise (issue 21): an encoder that left and did not
 * reconnect within the grace, a Go Live never fed. A periodic round on every replica rather than
 * one delayed job per stream: the state it reads is the database's (a restart, a dead replica or
 * an ingest that died without publish-done lose nothing), and a round over the few live rows
 * (a partial index) costs one query when there is nothing to do.
 */
@Injectable()
export class IngestWatchdog implements OnModuleInit, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly status: StreamStatusService,
    @InjectConfig() private readonly config: StreamingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.round(), this.config.INGEST_WATCHDOG_MS);
    this.timer.unref();
  }

  /** One round; rounds never overlap. */
  round(): Promise<unknown> {
    this.running = this.running.then(() => this.status.settleLapsed()).then(
      (settled) => { if (settled > 0) this.logger.info({ settled }, 'ingest watchdog: streams settled'); },
      (error: unknown) => this.logger.warn({ err: error }, 'ingest watchdog round failed'),
    );
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
