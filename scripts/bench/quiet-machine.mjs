// Waits for a quiet machine before a measurement: after seeding, the stack is still working through
// what the seed set going (the notifications and counters behind 12,000 likes and 3,000 comments,
// about a minute on 2 cores, and the pictures' renditions unless their queue is paused:
// bench-stack.mjs). Measured during that backlog, a yardstick and its gateway row got different
// shares of the CPU, so a row's ratio moved by 25 points between runs.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** All cores' busy and total time so far, in ms (os.cpus(): works on Linux and macOS). */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/**
 * Resolves once the cores were less than `busyMax` busy over one `windowMs` window, or after
 * `timeoutMs` (then the run goes on and says so). Returns the seconds waited and the last busy share.
 */
export async function waitForQuietMachine({ busyMax = 0.1, windowMs = 3000, timeoutMs = 10 * 60_000, log = () => {} } = {}) {
  const started = Date.now();
  let share = 1;
  while (Date.now() - started < timeoutMs) {
    const before = cpuTimes();
    await sleep(windowMs);
    const after = cpuTimes();
    share = (after.busy - before.busy) / Math.max(after.total - before.total, 1);
    if (share < busyMax) return { seconds: Math.round((Date.now() - started) / 1000), busy: share };
  }
  log(`the machine did not become quiet within ${timeoutMs / 1000} s (cores ${Math.round(share * 100)}% busy): measuring anyway`);
  return { seconds: Math.round((Date.now() - started) / 1000), busy: share };
}
