export * from './ids.js';
export * from './page-limit.js';
export * from './pg-timestamp.js';
export * from './cursor-codec.js';
export * from './keyset.js';
export * from './ranked.js';
export * from './search-query.js';
