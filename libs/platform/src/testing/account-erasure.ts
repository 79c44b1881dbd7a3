import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { IdentityEvents, type AccountDeletedEvent, type EventEnvelope } from '@cannaverse/contracts';
import type { ServiceHarness } from './service-harness.js';

/** The kit's own tables, which an erasure does not touch (or only adds to: the outbox). */
const KIT_TABLES = ['outbox', 'inbox', 'migrations', 'row_counter_shards'];

/** A digest of every table's rows (but `ignore`d ones): equal digests, nothing changed. */
export async function tableDigests(db: pg.Client, ignore: string[] = []): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (KIT_TABLES.includes(name) || ignore.includes(name)) continue;
    const { rows } = await db.query<{ digest: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`);
    digests[name] = rows[0].digest ?? 'empty';
  }
  return digests;
}

/** identity's event, as its relay publishes it; resolves once the service applied it. */
export async function deleteAccount(harness: ServiceHarness, userId: string): Promise<EventEnvelope<typeof IdentityEvents.accountDeleted>> {
  const envelope = await harness.publish(IdentityEvents.accountDeleted, { userId, requestedAt: new Date().toISOString() });
  await harness.waitForConsumerIdle();
  return envelope;
}

/**
 * The event again, twice: the same envelope (a redelivery: another JetStream msgID, so it does
 * reach the consumer, whose inbox drops it) and a new one with the same payload (a second request
 * identity would never send, but the erasure must survive it). Answers the digests before and after.
 */
export async function replayAccountDeleted(
  harness: ServiceHarness, envelope: EventEnvelope<typeof IdentityEvents.accountDeleted>, ignore: string[] = [],
): Promise<{ before: Record<string, string>; after: Record<string, string> }> {
  const before = await tableDigests(harness.db, ignore);
  const payload: AccountDeletedEvent = envelope.payload;
  await harness.publish(IdentityEvents.accountDeleted, payload, { id: envelope.id, occurredAt: envelope.occurredAt, msgID: randomUUID() });
  await harness.publish(IdentityEvents.accountDeleted, payload);
  await harness.waitForConsumerIdle();
  return { before, after: await tableDigests(harness.db, ignore) };
}

/** Rows of `table` whose `columns` name the member (a count per table, for a readable failure). */
export async function rowsNaming(db: pg.Client, userId: string, tables: Record<string, string[]>): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [table, columns] of Object.entries(tables)) {
    const where = columns.map((column) => (column.endsWith('[]') ? `$1::uuid = ANY(${column.slice(0, -2)})` : `${column}::text = $1::text`)).join(' OR ');
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, [userId]);
    found[table] = rows[0].n;
  }
  return found;
}

/** `rowsNaming` expects every count 0: the same object with every table at 0. */
export const noneOf = (tables: Record<string, string[]>): Record<string, number> => Object.fromEntries(Object.keys(tables).map((table) => [table, 0]));
