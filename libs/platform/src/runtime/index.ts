export * from './runtime-context.js';
export * from './runtime-tokens.js';
