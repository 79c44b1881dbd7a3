import { randomUUID } from 'node:crypto';
import os from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { AVATAR_RENDITION_SIZES, type AvatarRenditionSize } from '@cannaverse/contracts';
import { WorkPool } from './work-pool.js';
import { isUuid } from '../pagination/ids.js';

/** Beyond this many pixels we refuse to decode (a 20000x20000 "image" is a memory bomb). */
export const IMAGE_PIXEL_LIMIT = 40_000_000;
/**
 * An animation's pixels summed over its frames (issue 20). Re-encoding a GIF costs far more per
 * pixel than a still (about 0.1 to 0.6 CPU seconds per megapixel, docs/decisions.md), and a file of
 * a few hundred bytes can declare 40 megapixels of frames: 16 keeps the worst upload near two CPU
 * seconds while a 480×270 GIF may still run 120 frames.
 */
export const ANIMATION_PIXEL_LIMIT = 16_000_000;
/** Frames cost something each however small: a 40 s animation at 25 frames a second. */
export const ANIMATION_MAX_FRAMES = 1000;
export const AVATAR_MAX_SIDE = 500;
/** An avatar upload (or decoded data URL) above this is refused: the gateway stops reading there. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_JPEG_QUALITY = 70;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
const ACCEPTED: ReadonlySet<string> = new Set<ImageFormat>(['jpeg', 'png', 'gif', 'webp']);

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A rejected image with a message fit for the member who sent it. */
export class ImageRejectedError extends Error {
  constructor(message: string, readonly status: 400 | 413 | 415 | 503 = 400) {
    super(message);
  }
}

/**
 * sharp does each call's work on one of libuv's threads (4 unless UV_THREADPOOL_SIZE says more),
 * the pool every `fs` call waits for too: with as many image jobs as threads, serving a file from
 * disk waited for a job to end (34 s for `/media` under six big uploads, issue 20). Image work
 * therefore runs at most this many jobs at once, leaving the other threads to file reads, and at
 * least one core in two to everything else.
 */
export const IMAGE_WORK_SLOTS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Jobs waiting beyond this are refused at once: each holds its image (up to 15 MB) while it waits. */
export const IMAGE_WORK_QUEUE = 32;

/** The image pool's queue is full: a rejection callers already turn into an answer (503). */
export class ImageWorkBusyError extends ImageRejectedError {
  constructor() {
    super('Images are being processed for many members right now. Please try again in a moment.', 503);
  }
}

const imageWork = new WorkPool(IMAGE_WORK_SLOTS, IMAGE_WORK_QUEUE, () => new ImageWorkBusyError());

/** Runs sharp work (decoding, resizing, encoding) in the process's one bounded image pool. */
export const runImageWork = <T>(work: () => Promise<T>): Promise<T> => imageWork.run(work);

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
  animated: boolean;
}

/** Reads the headers only (no frame is decoded) and checks format and pixel count, an animation's summed over its frames. */
export async function inspectImage(buffer: Buffer): Promise<ImageInfo> {
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('The file is not a readable image', 415);
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) {
    throw new ImageRejectedError('Unsupported image type. Allowed: JPEG, PNG, GIF and WebP.', 415);
  }
  const width = metadata.width ?? 0;
  const height = (metadata.pageHeight ?? metadata.height) || 0;
  if (width === 0 || height === 0) throw new ImageRejectedError('The image has no size', 400);
  if (width * height > IMAGE_PIXEL_LIMIT) {
    throw new ImageRejectedError(`The image is too large: at most ${IMAGE_PIXEL_LIMIT / 1_000_000} megapixels`, 413);
  }
  const frames = metadata.pages ?? 1;
  if (frames > ANIMATION_MAX_FRAMES) throw new ImageRejectedError(`The animation is too long: at most ${ANIMATION_MAX_FRAMES} frames`, 413);
  if (frames > 1 && width * height * frames > ANIMATION_PIXEL_LIMIT) {
    throw new ImageRejectedError(`The animation is too large: at most ${ANIMATION_PIXEL_LIMIT / 1_000_000} megapixels over all its frames`, 413);
  }
  return { format: metadata.format as ImageFormat, width, height, animated: frames > 1 };
}

/** Any image → JPEG fitting 500x500 (aspect kept) at quality 70, with all metadata dropped. */
export async function toAvatarJpeg(buffer: Buffer): Promise<Buffer> {
  await inspectImage(buffer);
  return runImageWork(() => sharp(buffer, { limitInputPixels: IMAGE_PIXEL_LIMIT })
    .rotate() // apply EXIF orientation before the metadata goes
    .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: AVATAR_JPEG_QUALITY, mozjpeg: true })
    .toBuffer());
}

/** WebP at this quality: a 96 px face is about 2 KB, the 192 px one about 5 KB. */
export const AVATAR_RENDITION_QUALITY = 80;

export interface AvatarRendition {
  size: AvatarRenditionSize;
  /** The square's side: `size`, or the avatar's shorter side when that is smaller (never enlarged). */
  side: number;
  body: Buffer;
}

/**
 * A stored avatar → a square WebP per AVATAR_RENDITION_SIZES, cropped around the centre as the
 * round avatars show it (`object-fit: cover`), so the small copy looks exactly like the big one did.
 */
export function makeAvatarRenditions(avatar: Buffer): Promise<AvatarRendition[]> {
  return runImageWork(() => renderAvatarRenditions(avatar));
}

async function renderAvatarRenditions(avatar: Buffer): Promise<AvatarRendition[]> {
  const metadata = await sharp(avatar, { limitInputPixels: IMAGE_PIXEL_LIMIT }).metadata();
  const shorter = Math.min(metadata.width ?? 0, (metadata.pageHeight ?? metadata.height) || 0);
  if (!shorter) throw new Error('the image has no size');
  const renditions: AvatarRendition[] = [];
  for (const size of AVATAR_RENDITION_SIZES) {
    const side = Math.min(size, shorter);
    const body = await sharp(avatar, { limitInputPixels: IMAGE_PIXEL_LIMIT })
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: AVATAR_RENDITION_QUALITY })
      .toBuffer();
    renditions.push({ size, side, body });
  }
  return renditions;
}

/**
 * Re-encodes an uploaded image in its own format. sharp writes no EXIF/GPS/XMP unless asked,
 * so members' camera location never leaves their phone. Animated GIF/WebP stay animated.
 */
export async function sanitizeImage(buffer: Buffer, info: ImageInfo): Promise<Buffer> {
  // Loaded animated, the image is every frame stacked: the limit then applies to their sum.
  const pipeline = sharp(buffer, { limitInputPixels: info.animated ? ANIMATION_PIXEL_LIMIT : IMAGE_PIXEL_LIMIT, animated: info.animated }).rotate();
  return runImageWork(() => {
    switch (info.format) {
      case 'jpeg': return pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'png': return pipeline.png({ compressionLevel: 9 }).toBuffer();
      case 'gif': return pipeline.gif().toBuffer();
      case 'webp': return pipeline.webp({ quality: 85 }).toBuffer();
    }
  });
}

/** A fresh storage key such as `avatars/2026/11/<uuid>.jpg`. */
export function newMediaKey(folder: string, extension: string, now = new Date()): string {
  return newKey(folder, randomUUID(), extension, now);
}

function newKey(folder: string, name: string, extension: string, now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getUTCFullYear()}/${month}/${name}.${extension}`;
}

/** `<uuid>-<owner's id as 32 hex digits>.<ext>`, the last segment of an uploaded file's key. */
const UPLOAD_NAME = /^[0-9a-f-]{36}-([0-9a-f]{32})\.[a-z0-9]{2,5}$/;

/**
 * A fresh key for a member's upload, `images/2026/11/<uuid>-<uploader>.jpg`: the uploader's id
 * (its 32 hex digits) follows the random part, so the service that lets a post use the file knows
 * who uploaded it (`mediaKeyOwner`) with no record of its own. Keys are written only by the
 * gateway, never chosen by a member, so nobody can make a key that names someone else.
 */
export function newUploadKey(folder: string, extension: string, uploaderId: string, now = new Date()): string {
  if (!isUuid(uploaderId)) throw new Error(`an uploader id must be a UUID: ${uploaderId}`);
  return newKey(folder, `${randomUUID()}-${uploaderId.replace(/-/g, '').toLowerCase()}`, extension, now);
}

/** The member who uploaded the file at `key` (a UUID), or null for a key `newUploadKey` did not make. */
export function mediaKeyOwner(key: string): string | null {
  const hex = UPLOAD_NAME.exec(key.slice(key.lastIndexOf('/') + 1))?.[1];
  return hex ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : null;
}

/** Parses `data:image/...;base64,...`; null when the string is not an image data URL. */
export function decodeImageDataUrl(value: string): Buffer | null {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(value);
  return match ? Buffer.from(match[1], 'base64') : null;
}
