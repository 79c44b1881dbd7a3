import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import * as archiverModule from 'archiver';
import { MEMBER_EXPORT_PARTS, MemberExportPatterns, type ExportingService, type MemberExportPage } from '@cannaverse/contracts';
import type { ServiceClient } from '@cannaverse/platform';
import { mediaKeyFromUrl, type MediaStore } from '@cannaverse/platform/media';
import { exportReadme, mediaFileName, partFileName, README_FILE } from './export-layout.js';

/**
 * archiver 7 (installed) exports one factory function as its CommonJS module; the installed
 * @types/archiver (8) describes the class-based API of archiver 8. The instance's API (append, file,
 * finalize, abort, pipe) is the same in both.
 */
const createZip = (archiverModule as unknown as { default: (format: 'zip', options: archiverModule.ArchiverOptions) => archiverModule.Archiver }).default;

export interface ExportSources {
  /** Identity's own part, read from its database. */
  account(userId: string): Promise<Record<string, unknown> | null>;
  membership(userId: string): Promise<Record<string, unknown>[]>;
  clients: Record<ExportingService, ServiceClient>;
  store: MediaStore;
  /** Called before each part (`social/posts`, then `media`); false stops the build (the export was withdrawn). */
  progress(part: string): Promise<boolean>;
  /** How long one page request may take (a service reads up to a few hundred rows). */
  pageTimeoutMs: number;
}

export class ExportCancelled extends Error {}

/** Writes a JSON array to a file row by row, so a large part never sits whole in memory. */
class JsonArrayFile {
  private readonly out: WriteStream;
  count = 0;

  constructor(readonly file: string) {
    this.out = createWriteStream(file);
    this.out.write('[');
  }

  async push(row: unknown): Promise<void> {
    const ok = this.out.write(`${this.count === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`);
    this.count++;
    if (!ok) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.out.end(this.count === 0 ? ']\n' : '\n]\n');
    await once(this.out, 'finish');
  }
}

/**
 * Gathers a member's data from identity and every service, a page at a time, copies the media the
 * rows name from the object store, and writes one zip with a README to `zipFile`. Temporary files
 * live in their own folder, removed at the end whatever happens.
 */
export async function buildMemberExport(userId: string, zipFile: string, sources: ExportSources): Promise<{ rows: number; media: number }> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'cv-export-'));
  const archive = createZip('zip', { zlib: { level: 6 } });
  const output = createWriteStream(zipFile);
  const written = once(output, 'close');
  // `on`, not `once`: an aborted archive or a destroyed file stream can report a second error (a
  // late write after destroy); with no listener left that would be an uncaught exception that takes
  // the whole process down long after the export failed.
  const failed = new Promise<never>((_resolve, reject) => {
    archive.on('error', reject);
    output.on('error', reject);
  });
  failed.catch(() => undefined);
  archive.pipe(output);
  const counts = new Map<string, number>();
  const media = new Set<string>();
  let fileSeq = 0;
  const step = async (part: string) => {
    if (!(await sources.progress(part))) throw new ExportCancelled('the export is no longer in progress');
  };
  try {
    const account = await sources.account(userId);
    if (!account) throw new Error('the member no longer exists');
    const username = String(account.username);

    await step('identity/account');
    const identityParts: Record<string, Record<string, unknown>[]> = { account: [account], membership: await sources.membership(userId) };
    for (const [part, rows] of Object.entries(identityParts)) {
      archive.append(`${JSON.stringify(rows, null, 2)}\n`, { name: partFileName('identity', part) });
      counts.set(`identity/${part}`, rows.length);
    }
    if (typeof account.avatar === 'string') media.add(account.avatar);

    for (const service of Object.keys(MemberExportPatterns) as ExportingService[]) {
      for (const part of Object.keys(MEMBER_EXPORT_PARTS[service])) {
        await step(`${service}/${part}`);
        const file = new JsonArrayFile(path.join(work, `part-${fileSeq++}.json`));
        let cursor: string | null = null;
        try {
          do {
            const page: MemberExportPage = await sources.clients[service].send<MemberExportPage>(
              MemberExportPatterns[service], { actor: null }, { userId, part, cursor }, sources.pageTimeoutMs);
            for (const row of page.rows) await file.push(row);
            for (const url of page.media) media.add(url);
            cursor = page.nextCursor;
          } while (cursor);
        } finally {
          await file.close();
        }
        archive.file(file.file, { name: partFileName(service, part) });
        counts.set(`${service}/${part}`, file.count);
      }
    }

    await step('media');
    const missingMedia: string[] = [];
    let mediaFiles = 0;
    for (const url of [...media].sort()) {
      const key = mediaKeyFromUrl(url);
      if (!key || key.startsWith('exports/')) continue;
      const info = await sources.store.stat(key);
      if (!info) {
        missingMedia.push(url);
        continue;
      }
      // Copied to a local file first: archiver opens it only when it writes that entry.
      const local = path.join(work, `media-${fileSeq++}`);
      await pipeline(await sources.store.read(key), createWriteStream(local));
      archive.file(local, { name: mediaFileName(key) });
      mediaFiles++;
    }

    archive.append(exportReadme({ username, generatedAt: new Date(), counts, mediaFiles, missingMedia }), { name: README_FILE });
    await Promise.race([archive.finalize(), failed]);
    await Promise.race([written, failed]);
    return { rows: [...counts.values()].reduce((sum, count) => sum + count, 0), media: mediaFiles };
  } catch (error) {
    // Aborted, then the file closed once the archive has let go of it: destroying the file while
    // archiver still flushed queued entries into it made late writes fail outside any handler.
    archive.unpipe(output);
    archive.abort();
    await new Promise<void>((resolve) => output.end(() => resolve()));
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
