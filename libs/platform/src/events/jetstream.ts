import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { EVENT_STREAM, EVENT_SUBJECT_PREFIX } from '@cannaverse/contracts';
import type { NatsAuth } from '../nats/nats-options.js';

export const eventSubject = (name: string) => `${EVENT_SUBJECT_PREFIX}.${name}`;

/**
 * A NATS connection that waits for the server and reconnects forever. `noAsyncTraces`: nats.js
 * otherwise builds an Error (a stack trace) at every request in case it fails, a measurable cost
 * per call on the gateway's hot path; our errors say which service and pattern failed anyway.
 */
export function connectNats(natsUrl: string, name: string, auth?: NatsAuth): Promise<NatsConnection> {
  return connect({ servers: [natsUrl], name, waitOnFirstConnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 500, noAsyncTraces: true, ...auth });
}

/** Creates the durable event stream if it is missing (every service may be first to start). */
export async function ensureEventStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(EVENT_STREAM);
  } catch {
    try {
      await jsm.streams.add({
        name: EVENT_STREAM,
        subjects: [`${EVENT_SUBJECT_PREFIX}.>`],
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        max_age: 30 * 24 * 60 * 60 * 1_000_000_000, // 30 days, in nanoseconds
        duplicate_window: 10 * 60 * 1_000_000_000, // 10 minutes of msgID dedupe
      });
    } catch (error) {
      // A sibling created it between our info and add.
      await jsm.streams.info(EVENT_STREAM).catch(() => { throw error; });
    }
  }
}
