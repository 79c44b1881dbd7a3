import { execFile } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The ingest records each stream as `<playbackId>.flv` (infra/rtmp/rtmp.conf.template: `record`
 * in the `hls` application, where the stream is already named by its public id, never its key).
 */
export const recordedFileFor = (dir: string, playbackId: string): string => path.join(dir, `${playbackId}.flv`);

/**
 * Takes the recorded file of one session for the remux: renamed to a name of that session, so a
 * new publish of the same stream starts a file of its own, and a retried job finds the one it
 * claimed. Null when the session recorded nothing (a Go Live with no encoder).
 */
export function claimRecordedFile(dir: string, playbackId: string, endedAt: Date): string | null {
  const claimed = path.join(dir, `${playbackId}-${endedAt.getTime()}.remux.flv`);
  if (existsSync(claimed)) return claimed;
  try {
    renameSync(recordedFileFor(dir, playbackId), claimed);
    return claimed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Where the remux writes the MP4 of a claimed file, before it goes to the media store. */
export const remuxedFileFor = (claimed: string): string => claimed.replace(/\.flv$/, '.mp4');

/**
 * Removes recorded files (and half-written MP4s of a remux that died) nobody will remux: untouched for `maxAgeMs` (a recording in progress is
 * written every second, and a claimed one is remuxed within minutes or its job has given up).
 * Answers how many.
 */
export async function removeStaleRecordedFiles(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.flv') || entry.endsWith('.remux.mp4'))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < maxAgeMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Joins the recorded parts of one session (an encoder that reconnected to another ingest pod left
 * a file in each) into one FLV, in order, copying the streams (ffmpeg's concat demuxer).
 */
export async function joinRecordedParts(parts: string[], output: string, timeoutMs: number): Promise<void> {
  const list = `${output}.txt`;
  await writeFile(list, parts.map((part) => `file '${part.replace(/'/g, "'\\''")}'\n`).join(''));
  try {
    await new Promise<void>((resolve, reject) => {
      execFile('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-f', 'flv', output], { timeout: timeoutMs }, (error) => (error ? reject(error) : resolve()));
    });
  } finally {
    await rm(list, { force: true });
  }
}
