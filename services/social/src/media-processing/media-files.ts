import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { RENDITION_WIDTHS, type RenditionFormat } from '@cannaverse/contracts';
import { IMAGE_PIXEL_LIMIT, type MediaStore } from '@cannaverse/platform/media';

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

/** Feed cards are at most ~640 px wide; the thumbnail is the 640 px WebP rendition. */
export const THUMBNAIL_WIDTH = 640;

/**
 * AVIF is about a third smaller than WebP at the same look, but only a sharp built with an AV1
 * encoder writes it (the prebuilt one does); where it cannot, posts get WebP only.
 */
export const canWriteAvif = (): boolean => sharp.format.heif.output.buffer;

/** One encoded rendition, before it is stored. */
export interface EncodedRendition {
  format: RenditionFormat;
  /** The standard width this rendition stands for (its key's name); `width` is smaller for a small original. */
  slot: number;
  width: number;
  height: number;
  body: Buffer;
}

export interface ImageRenditions {
  /** The original's size (upright), so the card reserves the right box before the image loads. */
  width: number;
  height: number;
  /** Smallest first per format; never wider than the original. */
  renditions: EncodedRendition[];
}

/**
 * The renditions worth making for an image this wide: each standard width ("slot") below it, and
 * the first slot at or above it holding the image at its own width. Keys are named by slot, so the
 * set of keys a post can have is fixed (clean-up needs no listing).
 */
export function renditionSlots(originalWidth: number): Array<{ slot: number; width: number }> {
  const slots: Array<{ slot: number; width: number }> = [];
  for (const slot of RENDITION_WIDTHS) {
    slots.push({ slot, width: Math.min(slot, originalWidth) });
    if (slot >= originalWidth) break;
  }
  return slots;
}

const CONTENT_TYPES: Record<RenditionFormat, string> = { webp: 'image/webp', avif: 'image/avif' };
export const renditionContentType = (format: RenditionFormat): string => CONTENT_TYPES[format];

/**
 * WebP (and AVIF where sharp can) at each of renditionWidths, aspect ratio kept, upright (EXIF
 * orientation applied, metadata dropped). JPEG originals are decoded with shrink-on-load, so a
 * 12-megapixel photo costs a fraction of a full decode per width.
 */
export async function makeImageRenditions(original: Buffer, withAvif = canWriteAvif()): Promise<ImageRenditions> {
  const metadata = await sharp(original, { limitInputPixels: IMAGE_PIXEL_LIMIT }).metadata();
  const rawWidth = metadata.width ?? 0;
  const rawHeight = (metadata.pageHeight ?? metadata.height) || 0;
  if (!rawWidth || !rawHeight) throw new Error('the image has no size');
  const swap = (metadata.orientation ?? 1) >= 5; // EXIF orientations 5–8 are turned a quarter
  const width = swap ? rawHeight : rawWidth;
  const height = swap ? rawWidth : rawHeight;
  const formats: RenditionFormat[] = withAvif ? ['avif', 'webp'] : ['webp'];
  const renditions: EncodedRendition[] = [];
  for (const format of formats) {
    for (const { slot, width: target } of renditionSlots(width)) {
      const resized = sharp(original, { limitInputPixels: IMAGE_PIXEL_LIMIT }).rotate().resize({ width: target, withoutEnlargement: true });
      // AVIF effort 2: encoding time grows steeply with effort, the bytes saved past 2 are few.
      const { data, info } = await (format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 75 })).toBuffer({ resolveWithObject: true });
      renditions.push({ format, slot, width: info.width, height: info.height, body: data });
    }
  }
  return { width, height, renditions };
}

/**
 * Derived files get a key fixed by the post (`thumbnails/yyyy/mm/<postId>-poster.jpg`), so a
 * retried job overwrites its own earlier attempt instead of leaving orphans.
 */
export function derivedKey(sourceKey: string, postId: string, suffix: string, extension: string): string {
  const [, year, month] = sourceKey.split('/');
  return `thumbnails/${year}/${month}/${postId}-${suffix}.${extension}`;
}

/** A rendition's key: `thumbnails/yyyy/mm/<postId>-w640.webp` (named by slot, see renditionSlots). */
export const renditionKey = (sourceKey: string, postId: string, format: RenditionFormat, slot: number): string =>
  derivedKey(sourceKey, postId, `w${slot}`, format);

/** Every rendition key a post's photo can have. */
export const allRenditionKeys = (sourceKey: string, postId: string): string[] =>
  (['avif', 'webp'] as const).flatMap((format) => RENDITION_WIDTHS.map((slot) => renditionKey(sourceKey, postId, format, slot)));
