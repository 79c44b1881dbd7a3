export * from './create-user-cards.migration.js';
export * from './author-sql.js';
export * from './user-cards.repository.js';
export * from './user-cards.projection.js';
export * from './user-cards.module.js';
