export * from './create-suspended-members.migration.js';
export * from './suspended-members.repository.js';
export * from './suspended-members.projection.js';
export * from './suspended-members.module.js';
