/** The health checks' own NATS connection (the gateway's Redis is the kit's ServiceRedis). */
export const NATS_CONNECTION = 'NATS_CONNECTION';
