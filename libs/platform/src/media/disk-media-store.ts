import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isValidMediaKey, type ByteRange, type MediaStore, type StoredObjectEntry, type StoredObjectInfo } from './media-store.js';

/** The embedded default: files under MEDIA_DIR, content type kept in a sidecar file. */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(this.root, key);
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.writeAtomically(key, contentType, (temporary) => writeFile(temporary, body));
  }

  putFile(key: string, source: string, contentType: string): Promise<void> {
    return this.writeAtomically(key, contentType, (temporary) => copyFile(source, temporary));
  }

  /** Write then rename, so a reader never sees half a file. */
  private async writeAtomically(key: string, contentType: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await write(temporary);
    await writeFile(`${file}.type`, contentType);
    await rename(temporary, file);
  }

  async *list(prefix: string): AsyncIterable<StoredObjectEntry> {
    const walk = async function* (directory: string, keyPrefix: string): AsyncGenerator<StoredObjectEntry> {
      const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = `${keyPrefix}${entry.name}`;
        if (entry.isDirectory()) yield* walk(path.join(directory, entry.name), `${key}/`);
        else if (isValidMediaKey(key)) yield { key, lastModified: (await stat(path.join(directory, entry.name))).mtime };
      }
    };
    const folder = prefix.replace(/\/+$/, '');
    yield* walk(path.join(this.root, folder), `${folder}/`);
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
