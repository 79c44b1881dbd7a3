export * from './request-context.js';
export * from './metrics.js';
export * from './rpc-observer.interceptor.js';
