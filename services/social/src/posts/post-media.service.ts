import { Inject, Injectable } from '@nestjs/common';
import { SocialMessages, type PostMediaType } from '@cannaverse/contracts';
import { MEDIA_STORE, mediaKeyFromUrl, RpcError, type MediaStore, type StoredObjectInfo } from '@cannaverse/platform';

export interface PostMedia {
  url: string;
  type: PostMediaType;
}

/** The upload folder decides the kind: the gateway sniffed the bytes before choosing it. */
const FOLDER_TYPES: Record<string, PostMediaType> = { images: 'image', videos: 'video' };

/**
 * A post may only point at a file our own upload endpoint stored, so a post cannot embed
 * someone else's avatar, a staged raw upload, or an arbitrary external URL.
 */
@Injectable()
export class PostMediaService {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  async resolve(mediaUrl: string | null | undefined, image: string | null | undefined): Promise<PostMedia | null> {
    const a = mediaUrl?.trim() || null;
    const b = image?.trim() || null;
    if (a && b && a !== b) throw RpcError.badRequest(SocialMessages.mediaInvalid);
    const url = a ?? b;
    if (!url) return null;
    const key = mediaKeyFromUrl(url);
    const type = key ? FOLDER_TYPES[key.split('/')[0]] : undefined;
    if (!key || !type) throw RpcError.badRequest(SocialMessages.mediaInvalid);
    let info: StoredObjectInfo | null;
    try {
      info = await this.store.stat(key);
    } catch {
      throw RpcError.unavailable('Media storage is not available right now');
    }
    if (!info) throw RpcError.badRequest(SocialMessages.mediaInvalid);
    return { url, type };
  }
}
