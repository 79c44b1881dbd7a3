export * from './changed-rows.js';
export * from './pg-errors.js';
export * from './row-counters.js';
export * from './like.js';
