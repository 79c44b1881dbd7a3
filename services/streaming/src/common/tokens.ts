/**
 * Injection token of streaming's own infrastructure (StreamingInfraModule). Config, logger and
 * Redis come from the kit's runtime context (@InjectConfig, @InjectLogger, ServiceRedis).
 */
/** The NATS connection of the live bus (core pub/sub between replicas, no JetStream). */
export const LIVE_NATS = 'LIVE_NATS';
