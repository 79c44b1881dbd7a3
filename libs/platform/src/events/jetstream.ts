import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { EVENT_STREAM, EVENT_SUBJECT_PREFIX } from '@cannaverse/contracts';
import type { NatsAuth } from '../nats/nats-options.js';
import { flushOncePerTurn } from '../nats/write-coalescing.js';

export const eventSubject = (name: string) => `${EVENT_SUBJECT_PREFIX}.${name}`;

/**
 * A NATS connection that waits for the server and reconnects forever. `noAsyncTraces`: nats.js
 * otherwise builds an Error (a stack trace) at every request in case it fails, a measurable cost
 * per call on the gateway's hot path; our errors say which service and pattern failed anyway.
 */
export function connectNats(natsUrl: string, name: string, auth?: NatsAuth): Promise<NatsConnection> {
  return connect({ servers: [natsUrl], name, waitOnFirstConnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 500, noAsyncTraces: true, ...auth })
    .then((nc) => {
      flushOncePerTurn(nc);
      return nc;
    });
}

/**
 * Events a service's handlers failed `EVENT_MAX_DELIVER` times: `deadletter.<service>.<event name>`,
 * the envelope as it was, kept 30 days for an operator to inspect and replay (docs/deploy.md).
 */
export const DEAD_LETTER_STREAM = 'CANNAVERSE_DEAD_LETTERS';
export const DEAD_LETTER_PREFIX = 'deadletter';
export const deadLetterSubject = (service: string, name: string) => `${DEAD_LETTER_PREFIX}.${service}.${name}`;

export interface EventStreamOptions {
  /** Stream replicas: 1 on a single server, 3 on a NATS cluster (Kubernetes). */
  replicas?: number;
  /** Size cap in bytes (-1: none); the oldest events go first. */
  maxBytes?: number;
}

const THIRTY_DAYS_NS = 30 * 24 * 60 * 60 * 1_000_000_000;

async function ensureStream(nc: NatsConnection, name: string, subjects: string[], options: EventStreamOptions): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add({
        name,
        subjects,
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        num_replicas: options.replicas ?? 1,
        max_bytes: options.maxBytes ?? -1,
        max_age: THIRTY_DAYS_NS,
        duplicate_window: 10 * 60 * 1_000_000_000, // 10 minutes of msgID dedupe
      });
    } catch (error) {
      // A sibling created it between our info and add.
      await jsm.streams.info(name).catch(() => { throw error; });
    }
  }
}

/** Creates the durable event stream and the dead-letter stream if missing (every service may be first to start). */
export async function ensureEventStream(nc: NatsConnection, options: EventStreamOptions = {}): Promise<void> {
  await ensureStream(nc, EVENT_STREAM, [`${EVENT_SUBJECT_PREFIX}.>`], options);
  await ensureStream(nc, DEAD_LETTER_STREAM, [`${DEAD_LETTER_PREFIX}.>`], { replicas: options.replicas });
}
