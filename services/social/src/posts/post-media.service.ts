import { Inject, Injectable } from '@nestjs/common';
import { SocialMessages, type PostMediaType } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import { MEDIA_STORE, mediaKeyFromUrl, mediaKeyOwner, type MediaStore, type StoredObjectInfo } from '@cannaverse/platform/media';

export interface PostMedia {
  url: string;
  /** The file's key in the store, which the post claims (PostsRepository.claimUpload). */
  key: string;
  type: PostMediaType;
}

/** The upload folder decides the kind: the gateway sniffed the bytes before choosing it. */
const FOLDER_TYPES: Record<string, PostMediaType> = { images: 'image', videos: 'video' };

/**
 * A post may only point at a file our own upload endpoint stored for the member posting it
 * (issue 20): not someone else's upload, avatar, thumbnail or staged raw file, nor an external
 * URL. Deleting a post deletes its file, so attaching another member's file would let one delete
 * it. That no other post uses the file is checked when the post claims it, in the post's
 * transaction (PostsRepository.claimUpload).
 */
@Injectable()
export class PostMediaService {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  async resolve(uploaderId: string, mediaUrl: string | null | undefined, image: string | null | undefined): Promise<PostMedia | null> {
    const a = mediaUrl?.trim() || null;
    const b = image?.trim() || null;
    if (a && b && a !== b) throw RpcError.badRequest(SocialMessages.mediaInvalid);
    const url = a ?? b;
    if (!url) return null;
    const key = mediaKeyFromUrl(url);
    const type = key ? FOLDER_TYPES[key.split('/')[0]] : undefined;
    // The key names its uploader (the gateway's newUploadKey); a file uploaded before keys did names nobody.
    if (!key || !type || mediaKeyOwner(key) !== uploaderId.toLowerCase()) throw RpcError.badRequest(SocialMessages.mediaInvalid);
    let info: StoredObjectInfo | null;
    try {
      info = await this.store.stat(key);
    } catch {
      throw RpcError.unavailable('Media storage is not available right now');
    }
    if (!info) throw RpcError.badRequest(SocialMessages.mediaInvalid);
    return { url, key, type };
  }
}
