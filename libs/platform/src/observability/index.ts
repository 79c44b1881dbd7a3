export * from './request-context.js';
export * from './metrics.js';
