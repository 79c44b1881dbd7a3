import { existsSync, renameSync } from 'node:fs';
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
