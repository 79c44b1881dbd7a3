/** The sweep has no payload: it lists `incoming/` each time. */
export type SweepIncomingJobData = Record<string, never>;

export const SWEEP_INCOMING_JOB = 'sweep-incoming';
/** One scheduler id across replicas, so the sweep runs once per period however many replicas start. */
export const SWEEP_INCOMING_SCHEDULER = 'sweep-incoming-every-15-min';
export const SWEEP_INCOMING_EVERY_MS = 15 * 60 * 1000;
/**
 * A staged avatar is read by identity within seconds (the gateway waits for the answer, at most its
 * RPC deadline); one still there after an hour was abandoned by a crash or a lost connection.
 */
export const INCOMING_MAX_AGE_MS = 60 * 60 * 1000;
