import { Inject, Injectable } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { RpcError } from '@cannaverse/platform';
import {
  IMAGE_CONTENT_TYPES, ImageRejectedError, inspectImage, InvalidVideoError, MEDIA_STORE, mediaUrlFor, newMediaKey, probeVideo, newUploadKey, remuxWithoutMetadata, sanitizeImage, type ImageFormat, type MediaStore, type VideoContainer,
} from '@cannaverse/platform/media';
import { contradictsContent } from './declared-kind.js';
import { receiveSingleFile, UploadSlots, type ReceivedFile } from './received-file.js';
import { AVATAR_MAX_BYTES, IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES, UPLOADS_PER_MEMBER, UploadMessages, VIDEO_MAX_BYTES } from './upload-limits.js';

const VIDEO_TYPES: Record<string, { extension: string; contentType: string; container: VideoContainer }> = {
  'video/mp4': { extension: 'mp4', contentType: 'video/mp4', container: 'mp4' },
  'video/webm': { extension: 'webm', contentType: 'video/webm', container: 'webm' },
  'video/ogg': { extension: 'ogv', contentType: 'video/ogg', container: 'ogg' },
  'audio/ogg': { extension: 'ogv', contentType: 'video/ogg', container: 'ogg' }, // file-type reads some Theora files as Ogg audio
  'video/quicktime': { extension: 'mp4', contentType: 'video/mp4', container: 'mp4' }, // phones' .mov with H.264 plays as MP4
};
const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export interface UploadResult {
  url: string;
  mediaType: 'image' | 'video';
  width?: number;
  height?: number;
}

/**
 * Receives uploads (streamed to a temporary file, never held whole in memory), checks what they
 * really are by content, never by name, and stores a clean copy: images re-encoded without
 * EXIF/GPS/XMP, videos remuxed without metadata. At most UPLOADS_PER_MEMBER at once per member.
 * A stored file's key names its uploader (newUploadKey): social lets only them attach it to a post.
 */
@Injectable()
export class UploadService {
  private readonly slots = new UploadSlots(UPLOADS_PER_MEMBER);

  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  /** `POST /api/upload`. */
  storeUpload(request: FastifyRequest, memberId: string): Promise<UploadResult> {
    return this.slots.run(memberId, async () => {
      const file = await receiveSingleFile(request, 'file', UPLOAD_MAX_BYTES, UploadMessages.videoTooLarge);
      try {
        return await this.storeReceived(file, memberId);
      } finally {
        await file.dispose();
      }
    });
  }

  private async storeReceived(file: ReceivedFile, memberId: string): Promise<UploadResult> {
    const sniffed = await fileTypeFromFile(file.path);
    const video = sniffed ? VIDEO_TYPES[sniffed.mime] : undefined;
    const actual = video ? 'video' : sniffed?.mime.startsWith('image/') ? 'image' : null;
    // Its name and its declared type must both agree with what it is (declared-kind.ts).
    if (actual && contradictsContent(file.filename, file.mimetype, actual)) throw new RpcError(415, UploadMessages.mismatch);
    if (video) return this.storeVideo(file, video, memberId);
    if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) throw new RpcError(415, UploadMessages.unsupported);
    if (file.size > IMAGE_MAX_BYTES) throw RpcError.tooLarge(UploadMessages.imageTooLarge);
    return this.storeImage(await readFile(file.path), memberId);
  }

  /**
   * A video is stored only if ffprobe finds a real video stream in it, and then as a remux without
   * metadata (no re-encode): a phone's GPS location atom never reaches the store or other members.
   */
  private async storeVideo(file: ReceivedFile, video: (typeof VIDEO_TYPES)[string], memberId: string): Promise<UploadResult> {
    if (file.size > VIDEO_MAX_BYTES) throw RpcError.tooLarge(UploadMessages.videoTooLarge);
    const clean = `${file.path}.clean`;
    try {
      await probeVideo(file.path, file.size);
      await remuxWithoutMetadata(file.path, clean, video.container);
    } catch (error) {
      if (error instanceof InvalidVideoError) throw new RpcError(415, UploadMessages.notAVideo);
      throw error;
    }
    const key = newUploadKey('videos', video.extension, memberId);
    await this.store.putFile(key, clean, video.contentType);
    return { url: mediaUrlFor(key), mediaType: 'video' };
  }

  private async storeImage(buffer: Buffer, memberId: string): Promise<UploadResult> {
    try {
      const info = await inspectImage(buffer);
      const clean = await sanitizeImage(buffer, info);
      const key = newUploadKey('images', IMAGE_EXTENSIONS[info.format], memberId);
      await this.store.put(key, clean, IMAGE_CONTENT_TYPES[info.format]);
      return { url: mediaUrlFor(key), mediaType: 'image', width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new RpcError(error.status, error.message);
      throw new RpcError(415, 'The image could not be read');
    }
  }

  /**
   * `PUT /api/users/{id}/avatar`: puts the raw file in the store under `incoming/` for identity to
   * re-encode (files travel between services by reference: NATS messages are capped at 1 MB).
   * Read only up to the avatar limit; identity removes the staged copy whatever happens, and the
   * scheduled sweep removes any a crash left behind.
   */
  stageAvatar(request: FastifyRequest, memberId: string): Promise<string> {
    return this.slots.run(memberId, async () => {
      const file = await receiveSingleFile(request, 'avatar', AVATAR_MAX_BYTES, UploadMessages.avatarTooLarge);
      try {
        const key = newMediaKey('incoming', 'bin');
        await this.store.putFile(key, file.path, 'application/octet-stream');
        return key;
      } finally {
        await file.dispose();
      }
    });
  }
}
