import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventName, EventPayloads } from '@cannaverse/contracts';
import { prepared } from '../sql/changed-rows.js';

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
  // One statement, one round trip (every write of every service pays for it): the row and the NOTIFY,
  // prepared once per connection.
  await prepared(manager).query(
    `WITH recorded AS (INSERT INTO outbox (id, name, payload, occurred_at) VALUES ($1, $2, $3::jsonb, $4) RETURNING id)
     SELECT pg_notify($5, id::text) FROM recorded`,
    [id, name, JSON.stringify(payload), new Date(), OUTBOX_CHANNEL],
  );
  return id;
}
