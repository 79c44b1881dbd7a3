import type { JobsOptions } from 'bullmq';
import type { AdEventKind } from '@cannaverse/contracts';

export const COUNT_AD_EVENT_JOB = 'count-ad-event';

/** One reported impression or click. */
export interface CountAdEventJobData {
  adId: string;
  kind: AdEventKind;
  sessionId: string;
  userId: string | null;
  /** When the browser reported it (ISO), so a job that waits in the queue still counts on its day. */
  at: string;
  /**
   * Whether the report raises the ad's counter (AdSessionMarks decided when it arrived). Absent in
   * a job queued before the rule: then a new (session, day) row counts, as it did.
   */
  counted?: boolean;
}

/** Retried a few times (the database may blink); finished jobs are not kept. */
export const countAdEventJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: true,
  removeOnFail: 100,
};
