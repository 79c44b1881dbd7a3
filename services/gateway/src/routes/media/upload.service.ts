import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_CONTENT_TYPES, ImageRejectedError, inspectImage, MEDIA_STORE, mediaUrlFor, newMediaKey, RpcError, sanitizeImage,
  type ImageFormat, type MediaStore,
} from '@cannaverse/platform';

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** The multipart parser stops reading past this (the largest kind we accept). */
export const UPLOAD_MAX_BYTES = VIDEO_MAX_BYTES;

const UNSUPPORTED = 'Unsupported file type. Allowed: JPEG, PNG, GIF, WebP images and MP4, WebM, Ogg videos.';
const VIDEO_TYPES: Record<string, { extension: string; contentType: string }> = {
  'video/mp4': { extension: 'mp4', contentType: 'video/mp4' },
  'video/webm': { extension: 'webm', contentType: 'video/webm' },
  'video/ogg': { extension: 'ogv', contentType: 'video/ogg' },
  'audio/ogg': { extension: 'ogv', contentType: 'video/ogg' }, // file-type reads some Theora files as Ogg audio
  'video/quicktime': { extension: 'mp4', contentType: 'video/mp4' }, // phones' .mov with H.264 plays as MP4
};
const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

interface ReceivedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp)$/i;
const VIDEO_NAME = /\.(mp4|m4v|mov|webm|ogg|ogv)$/i;

/** What the browser said the file is, by its content type or else its name; null if it did not say. */
function declaredKind(filename: string, mimetype: string): 'image' | 'video' | null {
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype.startsWith('video/')) return 'video';
  if (IMAGE_NAME.test(filename)) return 'image';
  if (VIDEO_NAME.test(filename)) return 'video';
  return null;
}

export interface UploadResult {
  url: string;
  mediaType: 'image' | 'video';
  width?: number;
  height?: number;
}

/** Reads one multipart file, checks what it really is (by content, never by name), stores it. */
@Injectable()
export class UploadService {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  async readSingleFile(request: FastifyRequest, field: string): Promise<ReceivedFile> {
    if (!request.isMultipart()) throw RpcError.badRequest('Expected a multipart/form-data upload');
    const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
    if (!file || file.fieldname !== field) throw RpcError.badRequest(`Expected a file in the form field "${field}"`);
    const buffer = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit
    if (buffer.length === 0) throw RpcError.badRequest('The file is empty');
    return { buffer, filename: file.filename ?? '', mimetype: file.mimetype ?? '' };
  }

  /** `POST /api/upload`: images are re-encoded without EXIF/GPS; videos are stored as sent. */
  async storeUpload(request: FastifyRequest): Promise<UploadResult> {
    const { buffer, filename, mimetype } = await this.readSingleFile(request, 'file');
    const sniffed = await fileTypeFromBuffer(buffer);
    const video = sniffed ? VIDEO_TYPES[sniffed.mime] : undefined;
    // A file that claims to be one kind and is another (a PNG named .mp4) is refused: it is
    // either a mistake the member should see or an attempt to smuggle content.
    const claimed = declaredKind(filename, mimetype);
    const actual = video ? 'video' : sniffed?.mime.startsWith('image/') ? 'image' : null;
    if (claimed && actual && claimed !== actual) throw new RpcError(415, 'The file content does not match its name or type');
    if (video) {
      if (buffer.length > VIDEO_MAX_BYTES) throw RpcError.tooLarge('Videos can be at most 100 MB');
      const key = newMediaKey('videos', video.extension);
      await this.store.put(key, buffer, video.contentType);
      return { url: mediaUrlFor(key), mediaType: 'video' };
    }
    if (!sniffed || !['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(sniffed.mime)) {
      throw new RpcError(415, UNSUPPORTED);
    }
    if (buffer.length > IMAGE_MAX_BYTES) throw RpcError.tooLarge('Images can be at most 15 MB');
    try {
      const info = await inspectImage(buffer);
      const clean = await sanitizeImage(buffer, info);
      const key = newMediaKey('images', IMAGE_EXTENSIONS[info.format]);
      await this.store.put(key, clean, IMAGE_CONTENT_TYPES[info.format]);
      return { url: mediaUrlFor(key), mediaType: 'image', width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new RpcError(error.status, error.message);
      throw new RpcError(415, 'The image could not be read');
    }
  }

  /**
   * Puts a raw file in the store under `incoming/` for a service to process. Files travel
   * between services by reference: NATS messages are capped at 1 MB.
   */
  async stageFile(request: FastifyRequest, field: string): Promise<string> {
    const { buffer } = await this.readSingleFile(request, field);
    const key = newMediaKey('incoming', 'bin');
    await this.store.put(key, buffer, 'application/octet-stream');
    return key;
  }
}
