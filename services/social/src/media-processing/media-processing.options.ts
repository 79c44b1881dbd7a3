import type { Logger } from '@cannaverse/platform';

export const MEDIA_PROCESSING_OPTIONS = 'MEDIA_PROCESSING_OPTIONS';

export interface MediaProcessingOptions {
  /** The disk store's root, to hand ffprobe the file in place. */
  mediaDir: string;
  /** Jobs run side by side per replica; ffmpeg is CPU-bound, so keep it near the core count. */
  concurrency: number;
  logger: Logger;
}
