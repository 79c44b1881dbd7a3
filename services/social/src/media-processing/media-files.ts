import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { IMAGE_PIXEL_LIMIT, type MediaStore } from '@cannaverse/platform';

/** A stored file as a local path (ffprobe/ffmpeg need one); `release` removes any temporary copy. */
export interface LocalMediaFile {
  path: string;
  size: number;
  release(): Promise<void>;
}

/**
 * The disk store's files are read in place; from S3 the object is streamed to a temporary
 * file first (never buffered whole: videos reach 100 MB).
 */
export async function openLocalFile(store: MediaStore, mediaDir: string, key: string): Promise<LocalMediaFile> {
  if (store.kind === 'disk') {
    const file = path.join(path.resolve(mediaDir), key);
    return { path: file, size: (await stat(file)).size, release: async () => undefined };
  }
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cv-media-'));
  const file = path.join(directory, path.basename(key));
  try {
    await pipeline(await store.read(key), createWriteStream(file));
    return { path: file, size: (await stat(file)).size, release: () => rm(directory, { recursive: true, force: true }) };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

export const readLocalFile = (file: LocalMediaFile): Promise<Buffer> => readFile(file.path);

/** Feed cards are at most ~640 px wide; WebP at this size is a few tens of KB. */
export const THUMBNAIL_WIDTH = 640;

export interface ImageThumbnail {
  webp: Buffer;
  /** The original's size (upright), so the card reserves the right box before the image loads. */
  width: number;
  height: number;
}

export async function makeImageThumbnail(original: Buffer): Promise<ImageThumbnail> {
  const image = sharp(original, { limitInputPixels: IMAGE_PIXEL_LIMIT });
  const metadata = await image.metadata();
  const width = metadata.width ?? 0;
  const height = (metadata.pageHeight ?? metadata.height) || 0;
  if (!width || !height) throw new Error('the image has no size');
  const swap = (metadata.orientation ?? 1) >= 5; // EXIF orientations 5–8 are turned a quarter
  const webp = await image.rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  return { webp, width: swap ? height : width, height: swap ? width : height };
}

/**
 * Derived files get a key fixed by the post (`thumbnails/yyyy/mm/<postId>-poster.jpg`), so a
 * retried job overwrites its own earlier attempt instead of leaving orphans.
 */
export function derivedKey(sourceKey: string, postId: string, suffix: string, extension: string): string {
  const [, year, month] = sourceKey.split('/');
  return `thumbnails/${year}/${month}/${postId}-${suffix}.${extension}`;
}

