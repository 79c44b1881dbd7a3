export const MEDIA_PROCESSING_OPTIONS = 'MEDIA_PROCESSING_OPTIONS';

export interface MediaProcessingOptions {
  /** Jobs run side by side per replica; ffmpeg is CPU-bound, so keep it near the core count. */
  concurrency: number;
}
