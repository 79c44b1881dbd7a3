export * from './actor-assertion.js';
export * from './local-secret.js';
