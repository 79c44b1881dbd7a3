export * from './create-member-hides.migration.js';
export * from './member-hides.js';
