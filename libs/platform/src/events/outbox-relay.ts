import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { EventEnvelope, EventName } from '@cannaverse/contracts';
import type { Logger } from 'pino';
import { OUTBOX_CHANNEL, wakeRelayOnCommit } from './publish-event.js';
import { eventSubject } from './jetstream.js';
import { prepared } from '../sql/changed-rows.js';

const BATCH_SIZE = 200;
/** Fallback sweep for rows no wake-up reached (another replica's, relay down, NATS down, listener reconnecting). */
const SWEEP_INTERVAL_MS = 1000;

/**
 * Moves committed outbox rows to JetStream. The event id is the JetStream msgID, so a
 * crash between publish and marking the row publishes a duplicate that JetStream drops.
 *
 * Woken right after each commit of this process that recorded an event (wakeRelayOnCommit), by a
 * NOTIFY on OUTBOX_CHANNEL from anyone else (operators' scripts, an older replica), and by the
 * sweep every second (rows of another replica of the service, or a wake-up that found NATS away).
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private stopWaking: (() => void) | null = null;
  private listener: pg.Client | null = null;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly nc: NatsConnection,
    private readonly logger: Logger,
    private readonly listenConnection: pg.ClientConfig,
  ) {}

  async start(): Promise<void> {
    // Again after a failed start (the event bus retries): one sweep and one wake-up, not two.
    this.stopWaking?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => void this.drain(), SWEEP_INTERVAL_MS);
    this.stopWaking = wakeRelayOnCommit(this.dataSource, () => void this.drain());
    await this.listen();
    void this.drain();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.stopWaking?.();
    await this.listener?.end().catch(() => undefined);
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.listenConnection);
    client.on('notification', () => void this.drain());
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'outbox listener lost; relying on the sweep until it reconnects');
      this.listener = null;
      if (!this.stopped) setTimeout(() => void this.listen().catch(() => undefined), SWEEP_INTERVAL_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.listener = client;
  }

  /** Publishes until the outbox is empty; concurrent triggers coalesce into one more pass. */
  async drain(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.publishBatch()) === BATCH_SIZE) {
          /* keep going */
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox relay paused; will retry');
    } finally {
      this.running = false;
    }
  }

  private async publishBatch(): Promise<number> {
    if (this.nc.isClosed() || this.nc.isDraining()) return 0;
    const js = jetstream(this.nc, { timeout: 2000 });
    return this.dataSource.transaction(async (manager) => {
      // Both statements run for every few events a service writes: planned once per connection.
      const db = prepared(manager);
      // SKIP LOCKED lets several replicas relay without publishing the same row twice at once.
      const rows: Array<{ id: string; name: EventName; payload: unknown; occurred_at: Date }> = await db.query(
        `SELECT id, name, payload, occurred_at FROM outbox WHERE published_at IS NULL
         ORDER BY occurred_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH_SIZE],
      );
      const published: string[] = [];
      try {
        for (const row of rows) {
          const envelope = { id: row.id, name: row.name, occurredAt: new Date(row.occurred_at).toISOString(), payload: row.payload } as EventEnvelope;
          await js.publish(eventSubject(row.name), JSON.stringify(envelope), { msgID: row.id });
          published.push(row.id);
        }
      } finally {
        // Keep what did go out even when a later publish failed (NATS went away mid-batch).
        if (published.length > 0) {
          await db.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])`, [published]);
        }
      }
      return rows.length;
    });
  }
}
