import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { MediaRenditionDto } from '@cannaverse/contracts';
import { InjectConfig, InjectLogger, type Logger } from '@cannaverse/platform';
import { extractPosterFrame, MEDIA_STORE, mediaKeyFromUrl, mediaUrlFor, probeVideo, type MediaStore } from '@cannaverse/platform/media';
import type { SocialConfig } from '../config.js';
import { MediaProcessingRepository } from './media-processing.repository.js';
import { derivedKey, makeImageRenditions, openLocalFile, readLocalFile, renditionContentType, renditionKey, THUMBNAIL_WIDTH } from './media-files.js';
import type { ProcessMediaJobData } from './jobs/process-media.job.js';

export type MediaJobOutcome = 'ready' | 'skipped';

/** Does the work of one media job: video facts + poster frame, or an image's renditions (WebP/AVIF at a few widths). */
@Injectable()
export class MediaProcessor {
  private readonly logger: Logger;

  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly repository: MediaProcessingRepository,
    @InjectConfig() private readonly config: SocialConfig,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ component: 'media-processing' });
  }

  async process(job: Job<ProcessMediaJobData>): Promise<MediaJobOutcome> {
    const { postId, mediaType } = job.data;
    try {
      return await this.processOnce(job.data);
    } catch (error) {
      const last = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.logger.warn({ err: error, postId, attempt: job.attemptsMade + 1, last }, 'media processing failed');
      // Marked here rather than in a 'failed' listener so the row is written before the job is
      // reported failed; the post itself is left as the member wrote it.
      if (last && mediaType === 'video') await this.repository.markVideoFailed(postId);
      throw error;
    }
  }

  /** A post deleted while its job ran: the file just made belongs to nobody (its delete event's clean-up may have run already). */
  private async removeIfPostGone(postId: string, ...derived: string[]): Promise<boolean> {
    if (await this.repository.postExists(postId)) return false;
    await Promise.all(derived.map((key) => this.store.remove(key)));
    return true;
  }

  private async processOnce({ postId, mediaType, mediaUrl }: ProcessMediaJobData): Promise<MediaJobOutcome> {
    if (!(await this.repository.postExists(postId))) return 'skipped'; // deleted before we got to it
    const key = mediaKeyFromUrl(mediaUrl);
    if (!key) throw new UnrecoverableError(`not a stored media URL: ${mediaUrl}`);
    const file = await openLocalFile(this.store, this.config.MEDIA_DIR, key).catch((error: unknown) => {
      // A missing file will not appear by retrying; any other read error might pass.
      const code = (error as { code?: string }).code;
      if (code === 'ENOENT' || code === 'NoSuchKey' || code === 'NotFound') throw new UnrecoverableError(`media file missing: ${key}`);
      throw error;
    });
    try {
      if (mediaType === 'video') {
        // A corrupt file still gets its retries: the same bytes fail again, but a file still
        // being written by a slow store does not, and failing late costs only seconds.
        await this.repository.ensurePendingVideo(postId);
        const video = await probeVideo(file.path, file.size);
        const poster = await extractPosterFrame(file.path, video.duration);
        const posterKey = derivedKey(key, postId, 'poster', 'jpg');
        await this.store.put(posterKey, poster, 'image/jpeg');
        if (await this.removeIfPostGone(postId, posterKey)) return 'skipped';
        await this.repository.saveVideo(postId, video, { thumbnailUrl: mediaUrlFor(posterKey), width: video.width, height: video.height });
      } else {
        const image = await makeImageRenditions(await readLocalFile(file));
        const stored: MediaRenditionDto[] = [];
        for (const rendition of image.renditions) {
          const renditionFile = renditionKey(key, postId, rendition.format, rendition.slot);
          await this.store.put(renditionFile, rendition.body, renditionContentType(rendition.format));
          stored.push({ url: mediaUrlFor(renditionFile), format: rendition.format, width: rendition.width, height: rendition.height });
        }
        if (await this.removeIfPostGone(postId, ...stored.map((rendition) => mediaKeyFromUrl(rendition.url)!))) return 'skipped';
        // The thumbnail (older clients, link previews) is the 640 px WebP rendition, or the largest one for a smaller photo.
        const webp = stored.filter((rendition) => rendition.format === 'webp');
        const thumbnail = webp.find((rendition) => rendition.width >= THUMBNAIL_WIDTH) ?? webp[webp.length - 1];
        await this.repository.saveImagePreview(postId, { thumbnailUrl: thumbnail.url, width: image.width, height: image.height }, stored);
      }
      return 'ready';
    } finally {
      await file.release();
    }
  }
}
