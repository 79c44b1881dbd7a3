export * from './service-config.js';
export * from './service.module.js';
