export * from './test-infra.js';
export * from './rpc-helpers.js';
export * from './service-harness.js';
export * from './animated-gif.js';
export * from './database-role.js';
export * from './account-erasure.js';
export * from './member-export.js';
export * from './statement-counter.js';
