import { RECORDING_RETENTION_DAYS } from '@cannaverse/contracts';

/** The queue of streaming's recording jobs: remuxing an ended stream's recording, and the retention sweep. */
export const RECORDINGS_QUEUE = 'stream-recordings';
export const REMUX_RECORDING_JOB = 'remux-recording';
export const SWEEP_RECORDINGS_JOB = 'sweep-recordings';
export const SWEEP_RECORDINGS_SCHEDULER = 'sweep-recordings-every-hour';

/** One stream's session: `endedAt` tells it from a later session of the same stream. */
export interface RemuxRecordingJobData {
  streamId: number;
  endedAt: string;
}

export type RecordingJobData = RemuxRecordingJobData | Record<string, never>;

export const RECORDING_RETENTION_MS = RECORDING_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/** Hourly: a recording outlives its 30 days by at most an hour. */
export const SWEEP_RECORDINGS_EVERY_MS = 60 * 60 * 1000;
/**
 * The remux starts this long after the end, so the ingest has closed the recorded file (its
 * publish-done reaches us as the encoder leaves; the `hls` application's recorder closes with it).
 */
export const RECORDING_SETTLE_MS = 2_000;
/** A stream still `processing` this long after its end lost its job (a crash between the commit and the enqueue): the sweep queues it again. */
export const LOST_REMUX_AFTER_MS = 10 * 60 * 1000;
export const REMUX_ATTEMPTS = 5;
/** A recorded file untouched this long is nobody's any more (see removeStaleRecordedFiles). */
export const STALE_RECORDED_FILE_MS = 24 * 60 * 60 * 1000;

/** One job per stream session: BullMQ ignores an add whose id exists, so a repeated end or the sweep's re-queue is harmless. */
export const remuxJobOptions = (data: RemuxRecordingJobData) => ({
  jobId: `remux-${data.streamId}-${Date.parse(data.endedAt)}`,
  delay: RECORDING_SETTLE_MS,
  attempts: REMUX_ATTEMPTS,
  backoff: { type: 'exponential' as const, delay: 5_000 },
  removeOnComplete: 200,
  removeOnFail: 200,
});

/**
 * With the recordings in the object store, the ingest pod's publisher uploads a session's file once
 * it has been untouched past the reconnect grace (35 s after the encoder's last frame, then the
 * upload): until the file is there the job waits (moved back to delayed, no attempt used), polling
 * every RECORDING_UPLOAD_POLL_MS, for at most RECORDING_UPLOAD_WAIT_MS after the end; then nothing
 * was recorded.
 */
export const RECORDING_UPLOAD_POLL_MS = 5_000;
export const RECORDING_UPLOAD_WAIT_MS = 30 * 60 * 1000;
/** A part belongs to the session that ended at `endedAt` if last written before then (plus this much: the ingest's clock and the end are not exact). */
export const RECORDING_PART_SLACK_MS = 60_000;

/** Injection token: the object store recordings come from (LIVE_HLS_BUCKET), or null (the ingest's folder). */
export const LIVE_RECORDINGS_STORE = Symbol('LIVE_RECORDINGS_STORE');
