import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { GROW_GUIDE_IMAGE_FILE, GROW_GUIDE_IMAGE_PREFIX, type GrowGuideImageDto } from '@cannaverse/contracts';
import { GROW_GUIDE_IMAGES_DIR } from './content/grow-guides.loader.js';

/** A short content hash: the image's ETag and the `?v=` of its URL. */
export const imageEtag = (svg: string): string => createHash('sha256').update(svg).digest('hex').slice(0, 16);

/**
 * `/static/grow-guides/x.svg` → `/static/grow-guides/x.svg?v=<hash>`: the URL changes whenever the
 * picture does, so browsers may cache it for a year. A URL outside the prefix or without a known
 * file is returned unchanged.
 */
export function versionedImageUrl(url: string | null, etagOf: (file: string) => string | null): string | null {
  if (url === null || !url.startsWith(GROW_GUIDE_IMAGE_PREFIX)) return url;
  const file = url.slice(GROW_GUIDE_IMAGE_PREFIX.length);
  const etag = etagOf(file);
  return etag ? `${url}?v=${etag}` : url;
}

/**
 * The guide illustrations (86 small SVGs, about 400 KB), read into memory at start. The gateway
 * asks for one by file name over NATS and serves it under /static/grow-guides/ (docs/decisions.md).
 */
@Injectable()
export class GrowGuideImages implements OnModuleInit {
  private images = new Map<string, GrowGuideImageDto>();

  async onModuleInit(): Promise<void> {
    await this.load(GROW_GUIDE_IMAGES_DIR);
  }

  async load(dir: string): Promise<void> {
    const files = (await readdir(dir)).filter((file) => GROW_GUIDE_IMAGE_FILE.test(file));
    const entries = await Promise.all(files.map(async (file) => {
      const svg = await readFile(path.join(dir, file), 'utf8');
      return [file, { svg, etag: imageEtag(svg) }] as const;
    }));
    this.images = new Map(entries);
  }

  get(file: string): GrowGuideImageDto | null {
    return this.images.get(file) ?? null;
  }

  versioned(url: string | null): string | null {
    return versionedImageUrl(url, (file) => this.images.get(file)?.etag ?? null);
  }
}
