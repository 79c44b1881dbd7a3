export const REDIS = 'REDIS';
export const NATS_CONNECTION = 'NATS_CONNECTION';
