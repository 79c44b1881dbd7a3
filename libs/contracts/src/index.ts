export * from './actor.js';
export * from './rpc.js';
export * from './patterns.js';
export * from './events.js';
export * from './users.js';
export * from './validation/messages.js';
export * from './validation/account.schemas.js';
export * from './validation/profile.schemas.js';
