export * from './test-infra.js';
