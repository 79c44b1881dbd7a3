import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { EventName, EventPayloads } from '@cannaverse/contracts';
import { prepared } from '../sql/changed-rows.js';

/**
 * The channel an outbox relay LISTENs on: a writer outside the service's process (an operator's
 * script, a replica of an older version) wakes the relays with `NOTIFY cannaverse_outbox`.
 */
export const OUTBOX_CHANNEL = 'cannaverse_outbox';

/** Transactions that recorded an event and have not ended yet: their service's relay is woken when they commit. */
const recordingTransactions = new WeakSet<QueryRunner>();
/** Each data source's relay, woken by a commit that recorded an event (wakeRelayOnCommit). */
const relays = new WeakMap<DataSource, () => void>();

/**
 * Records a domain event inside the caller's transaction. It reaches JetStream only if
 * the business change commits; the relay publishes it (at least once, deduplicated by id).
 *
 * The relay of this process is woken right after the commit (wakeRelayOnCommit), not by a NOTIFY in
 * the transaction: PostgreSQL serializes every committing transaction that sent a NOTIFY, in all
 * databases of the server, behind one lock held until its commit is flushed to disk (async.c,
 * PreCommit_Notify), so the services' writes queued behind each other's fsync (issue 28).
 */
export async function publishEvent<TName extends EventName>(
  manager: EntityManager,
  name: TName,
  payload: EventPayloads[TName],
): Promise<string> {
  const id = randomUUID();
  // Prepared once per connection: every write of every service runs it.
  await prepared(manager).query(
    'INSERT INTO outbox (id, name, payload, occurred_at) VALUES ($1, $2, $3::jsonb, $4)',
    [id, name, JSON.stringify(payload), new Date()],
  );
  const transaction = manager.queryRunner;
  if (transaction?.isTransactionActive) recordingTransactions.add(transaction);
  else relays.get(manager.dataSource)?.(); // no transaction: the row is committed already
  return id;
}

/**
 * Calls `wake` after each commit of a `dataSource` transaction that recorded an event (a TypeORM
 * subscriber: after COMMIT, so the relay's next read sees the row). Returns the undo.
 */
export function wakeRelayOnCommit(dataSource: DataSource, wake: () => void): () => void {
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit: ({ queryRunner }) => {
      // Still active: a savepoint was released inside the transaction, which has not committed yet.
      if (queryRunner.isTransactionActive || !recordingTransactions.has(queryRunner)) return;
      recordingTransactions.delete(queryRunner);
      wake();
    },
    afterTransactionRollback: ({ queryRunner }) => {
      if (!queryRunner.isTransactionActive) recordingTransactions.delete(queryRunner);
    },
  };
  dataSource.subscribers.push(subscriber);
  relays.set(dataSource, wake);
  return () => {
    const at = dataSource.subscribers.indexOf(subscriber);
    if (at >= 0) dataSource.subscribers.splice(at, 1);
    if (relays.get(dataSource) === wake) relays.delete(dataSource);
  };
}
