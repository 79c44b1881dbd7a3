// `@cannaverse/platform/media`: the media store and image/video processing, with the product's
// media limits. Apart from the kit's main entry so that a service without media (moderation,
// streaming) does not load sharp, minio and their native code at start.
export * from './media-store.js';
export * from './disk-media-store.js';
export * from './s3-media-store.js';
export * from './create-media-store.js';
export * from './image-processing.js';
export * from './work-pool.js';
export * from './media-store.module.js';
export * from './video-processing.js';
// Live HLS in the object store (minio's client) and its file rules: issue 21's scaling.
export * from '../live-hls/index.js';
