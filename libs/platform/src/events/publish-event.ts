import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventName, EventPayloads } from '@cannaverse/contracts';

/** Postgres delivers NOTIFY only when the transaction commits, which is exactly when the relay may publish. */
export const OUTBOX_CHANNEL = 'cannaverse_outbox';

/**
 * Records a domain event inside the caller's transaction. It reaches JetStream only if
 * the business change commits; the relay publishes it (at least once, deduplicated by id).
 */
export async function publishEvent<TName extends EventName>(
  manager: EntityManager,
  name: TName,
  payload: EventPayloads[TName],
): Promise<string> {
  const id = randomUUID();
  await manager.query('INSERT INTO outbox (id, name, payload, occurred_at) VALUES ($1, $2, $3::jsonb, $4)', [id, name, JSON.stringify(payload), new Date()]);
  await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, id]);
  return id;
}
