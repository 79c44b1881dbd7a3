import { Inject, Injectable } from '@nestjs/common';
import { avatarRenditionKeys } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import {
  AVATAR_MAX_BYTES, decodeImageDataUrl, ImageRejectedError, isValidMediaKey, MEDIA_STORE, mediaKeyFromUrl, mediaUrlFor, newMediaKey, toAvatarJpeg, type MediaStore,
} from '@cannaverse/platform/media';
import { InjectLogger, type Logger } from '@cannaverse/platform';

/** Decoded avatars above this are refused before any image work (the kit's limit, which the gateway enforces on uploads). */
export { AVATAR_MAX_BYTES };

/** Turns whatever image a member sends into a stored 500x500-bounded JPEG and gives its URL. */
@Injectable()
export class AvatarStorageService {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore, @InjectLogger() private readonly logger: Logger) {}

  /** From a `data:image/...;base64,` URL (the profile forms send these). */
  async storeDataUrl(dataUrl: string): Promise<string> {
    const buffer = decodeImageDataUrl(dataUrl);
    if (!buffer) throw RpcError.badRequest('Avatar must be an image data URL');
    return this.storeImage(buffer);
  }

  /** From a raw upload the gateway staged in the media store; the staged copy is always removed. */
  async storeStagedUpload(uploadKey: string): Promise<string> {
    if (!isValidMediaKey(uploadKey) || !uploadKey.startsWith('incoming/')) throw RpcError.badRequest('An avatar image is required');
    try {
      const info = await this.store.stat(uploadKey);
      if (!info) throw RpcError.badRequest('The uploaded avatar was not found; please upload it again');
      if (info.size > AVATAR_MAX_BYTES) throw RpcError.tooLarge('Avatar image must be at most 5 MB');
      const chunks: Buffer[] = [];
      for await (const chunk of await this.store.read(uploadKey)) chunks.push(chunk as Buffer);
      return await this.storeImage(Buffer.concat(chunks));
    } finally {
      await this.store.remove(uploadKey).catch(() => undefined);
    }
  }

  async storeImage(buffer: Buffer): Promise<string> {
    if (buffer.length === 0) throw RpcError.badRequest('Avatar image is empty');
    if (buffer.length > AVATAR_MAX_BYTES) throw RpcError.tooLarge('Avatar image must be at most 5 MB');
    let jpeg: Buffer;
    try {
      jpeg = await toAvatarJpeg(buffer);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new RpcError(error.status, error.message);
      throw RpcError.badRequest('The avatar could not be read as an image');
    }
    const key = newMediaKey('avatars', 'jpg');
    await this.store.put(key, jpeg, 'image/jpeg');
    return mediaUrlFor(key);
  }

  /**
   * The avatar and its small renditions (made by social's media job at keys derived from the
   * avatar's). Best effort: a leftover file costs disk, a failed profile save would cost the member.
   * The original goes first: a rendition job that runs meanwhile checks for it after its writes and
   * removes what it wrote when it is gone, so no interleaving leaves a rendition behind.
   */
  async removeByUrl(url: string | null, requestId?: string): Promise<void> {
    const key = url ? mediaKeyFromUrl(url) : null;
    if (!key) return;
    for (const file of [key, ...avatarRenditionKeys(key)]) {
      await this.store.remove(file).catch((error: unknown) => this.logger.warn({ err: error, file, component: 'avatar-storage', requestId }, 'could not remove old avatar'));
    }
  }
}
