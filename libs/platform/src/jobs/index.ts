export * from './jobs.config.js';

export * from './jobs.module.js';
