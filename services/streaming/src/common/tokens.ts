/** Injection tokens of streaming's shared infrastructure (StreamingInfraModule). */
export const STREAMING_CONFIG = 'STREAMING_CONFIG';
export const STREAMING_LOGGER = 'STREAMING_LOGGER';
/** The Redis client of presence, chat rate limits and slow mode. */
export const LIVE_REDIS = 'LIVE_REDIS';
/** The NATS connection of the live bus (core pub/sub between replicas, no JetStream). */
export const LIVE_NATS = 'LIVE_NATS';
