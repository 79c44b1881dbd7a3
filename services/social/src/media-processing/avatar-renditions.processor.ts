import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { avatarRenditionKey, avatarRenditionKeys } from '@cannaverse/contracts';
import { InjectLogger, type Logger } from '@cannaverse/platform';
import { makeAvatarRenditions, MEDIA_STORE, mediaKeyFromUrl, type MediaStore } from '@cannaverse/platform/media';
import type { MediaJobOutcome } from './media-processing.processor.js';
import type { AvatarRenditionsJobData } from './jobs/avatar-renditions.job.js';

/**
 * Makes an avatar's square WebP renditions (96 and 192 px) beside it, under the keys every reader
 * derives from the avatar's own (libs/contracts avatar-renditions.ts). No database row records them:
 * the files are the record, and the gateway sends the original while they are missing.
 */
@Injectable()
export class AvatarRenditionsProcessor {
  private readonly logger: Logger;

  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ component: 'avatar-renditions' });
  }

  async process(job: Job<AvatarRenditionsJobData>): Promise<MediaJobOutcome> {
    try {
      return await this.processOnce(job.data);
    } catch (error) {
      this.logger.warn({ err: error, avatarUrl: job.data.avatarUrl, attempt: job.attemptsMade + 1 }, 'avatar renditions failed');
      throw error;
    }
  }

  private async processOnce({ avatarUrl }: AvatarRenditionsJobData): Promise<MediaJobOutcome> {
    const key = mediaKeyFromUrl(avatarUrl);
    const renditionKeys = key ? avatarRenditionKeys(key) : [];
    if (!key || renditionKeys.length === 0) throw new UnrecoverableError(`not a stored avatar: ${avatarUrl}`);
    // Made already: a later profile edit repeating the avatar after its job id expired, or a second backfill.
    if ((await Promise.all(renditionKeys.map((renditionKey) => this.store.stat(renditionKey)))).every(Boolean)) return 'skipped';
    const original = await this.readIfThere(key);
    if (!original) return 'skipped'; // replaced (and removed by identity) before we got to it

    for (const rendition of await makeAvatarRenditions(original)) {
      await this.store.put(avatarRenditionKey(key, rendition.size)!, rendition.body, 'image/webp');
    }
    // Identity removes a replaced avatar first and its renditions after it. If it did so while we
    // worked, the files just written belong to nobody: the original's absence, checked after the
    // writes, catches every interleaving.
    if (!(await this.store.stat(key))) {
      await Promise.all(renditionKeys.map((renditionKey) => this.store.remove(renditionKey)));
      return 'skipped';
    }
    return 'ready';
  }

  /** Avatars are small (a 500 px JPEG): read whole. */
  private async readIfThere(key: string): Promise<Buffer | null> {
    if (!(await this.store.stat(key))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.store.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
