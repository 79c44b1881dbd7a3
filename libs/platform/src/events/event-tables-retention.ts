import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { createIndexConcurrently } from '../database/concurrent-index.js';

/**
 * Retention of the kit's event tables (issue 25; docs/privacy.md). A published outbox row is only
 * a copy of what JetStream already holds (direct messages' text included), so it is kept 7 days
 * for an operator's look and then deleted. An inbox row only has to outlive every redelivery of its
 * event: JetStream keeps an event 30 days (jetstream.ts, max_age), so the inbox keeps 30 days too.
 */
export const EventRetention = {
  publishedOutboxDays: 7,
  inboxDays: 30,
  /** Rows per DELETE (2,000: under a second each at 1M rows on a loaded 2-core box, docs/benchmarks.md): one short statement, so the relay and the consumer never wait long on it. */
  batchSize: 2_000,
  /** The job runs every hour in every replica (concurrent runs delete disjoint rows or wait briefly). */
  everyMs: 60 * 60_000,
  firstRunAfterMs: 60_000,
} as const;

/** Indexes the pruning walks: published outbox rows by publication time, inbox rows by processing time. */
export class IndexEventTablesForRetention1765830000000 implements MigrationInterface {
  name = 'IndexEventTablesForRetention1765830000000';
  transaction = false as const;

  async up(queryRunner: QueryRunner): Promise<void> {
    // Both tables take every event of the service while this runs: built without blocking writes.
    await createIndexConcurrently(queryRunner, 'outbox_published_idx', 'ON outbox (published_at) WHERE published_at IS NOT NULL');
    await createIndexConcurrently(queryRunner, 'inbox_processed_idx', 'ON inbox (processed_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS inbox_processed_idx');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS outbox_published_idx');
  }
}

interface Queryable {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T>;
}

export interface PruneResult {
  outbox: number;
  inbox: number;
  batches: number;
  /** The slowest single DELETE, in milliseconds (the bench's figure). */
  slowestBatchMs: number;
}

/** One batch: the oldest `limit` rows of `table` before `before`, by its pruning index. */
export const PRUNE_OUTBOX_SQL = `DELETE FROM outbox WHERE id IN (
  SELECT id FROM outbox WHERE published_at IS NOT NULL AND published_at < $1 ORDER BY published_at LIMIT $2)`;
export const PRUNE_INBOX_SQL = `DELETE FROM inbox WHERE event_id IN (
  SELECT event_id FROM inbox WHERE processed_at < $1 ORDER BY processed_at LIMIT $2)`;

/** Deletes published outbox rows and inbox rows past their windows, `batchSize` rows a statement. */
export async function pruneEventTables(
  db: Queryable,
  options: { now?: Date; batchSize?: number; publishedOutboxDays?: number; inboxDays?: number; shouldStop?: () => boolean } = {},
): Promise<PruneResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? EventRetention.batchSize;
  const day = 24 * 60 * 60_000;
  const result: PruneResult = { outbox: 0, inbox: 0, batches: 0, slowestBatchMs: 0 };
  const steps: Array<['outbox' | 'inbox', string, Date]> = [
    ['outbox', PRUNE_OUTBOX_SQL, new Date(now.getTime() - (options.publishedOutboxDays ?? EventRetention.publishedOutboxDays) * day)],
    ['inbox', PRUNE_INBOX_SQL, new Date(now.getTime() - (options.inboxDays ?? EventRetention.inboxDays) * day)],
  ];
  for (const [table, sql, before] of steps) {
    for (;;) {
      if (options.shouldStop?.()) return result;
      const started = performance.now();
      // pg answers a DELETE as [rows, count] through TypeORM, and as a result with rowCount through pg.
      const answer = await db.query<unknown>(sql, [before, batchSize]);
      result.slowestBatchMs = Math.max(result.slowestBatchMs, performance.now() - started);
      result.batches++;
      const deleted = Array.isArray(answer) ? Number(answer[1] ?? 0) : Number((answer as { rowCount?: number }).rowCount ?? 0);
      result[table] += deleted;
      if (deleted < batchSize) break;
    }
  }
  return result;
}

/** The scheduled pruning of the event tables, in every service (EventBusModule provides it). */
export class EventTablesRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.runOnce().finally(() => {
          this.running = null;
          if (!this.stopped) schedule(EventRetention.everyMs);
        });
      }, delay);
      this.timer.unref();
    };
    // A little jitter, so the replicas of a service do not all start at the same second.
    schedule(EventRetention.firstRunAfterMs + Math.floor(Math.random() * 30_000));
  }

  async runOnce(): Promise<PruneResult | null> {
    try {
      const result = await pruneEventTables(this.dataSource, { shouldStop: () => this.stopped });
      if (result.outbox + result.inbox > 0) this.logger.info({ ...result }, 'pruned the event tables');
      return result;
    } catch (error) {
      this.logger.warn({ err: error }, 'pruning the event tables failed; next run in an hour');
      return null;
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
