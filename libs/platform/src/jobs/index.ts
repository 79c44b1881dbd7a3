export * from './jobs.config.js';
export * from './redis-connection.js';
export * from './jobs.module.js';
