import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isValidMediaKey, type ByteRange, type MediaStore, type StoredObjectInfo } from './media-store.js';

/** The embedded default: files under MEDIA_DIR, content type kept in a sidecar file. */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await writeFile(`${file}.type`, contentType);
    await rename(temporary, file);
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    if (!isValidMediaKey(key)) return null;
    try {
      const info = await stat(this.pathFor(key));
      const contentType = await readFile(`${this.pathFor(key)}.type`, 'utf8').catch(() => 'application/octet-stream');
      return { size: info.size, contentType };
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathFor(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
    await rm(`${this.pathFor(key)}.type`, { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }
}
