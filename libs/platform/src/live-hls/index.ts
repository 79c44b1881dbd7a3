export * from './hls-files.js';
export * from './live-hls-store.js';
export * from './live-hls-config.js';
