/** The recompute job has no payload: it reads the posts of the window each time. */
export type RecomputeTrendingJobData = Record<string, never>;

export const RECOMPUTE_TRENDING_JOB = 'recompute-trending';
/** One scheduler id across replicas, so the schedule exists once however many replicas start. */
export const RECOMPUTE_TRENDING_SCHEDULER = 'recompute-trending-every-5-min';
/** Spec: trending topics are recomputed every 5 minutes. */
export const RECOMPUTE_TRENDING_EVERY_MS = 5 * 60 * 1000;
