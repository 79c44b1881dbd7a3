export * from './redis-connection.js';
export * from './redis-keys.js';
export * from './service-redis.js';
