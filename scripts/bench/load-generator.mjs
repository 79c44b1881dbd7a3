// The load generator of the benches, one child process per measurement (issue 28). autocannon ran
// inside the bench process, whose heap grew with every row (answers, histograms, the seed's
// leftovers): its garbage collector then took anything from 166 to 556 µs per strain list, and that
// swing landed on whichever side of a row it fell, moving a ratio by 15 points between runs. A fresh
// process starts each measurement with the same empty heap. process-cpu.mjs names it "load
// generator" by this file's name.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * autocannon's result for `options` (plain data: url, connections, duration, headers, method, body),
 * run in a child process. `onReady` is called once the child has loaded autocannon, just before
 * the load starts (process-cpu.mjs takes its first snapshot there, leaving the start-up out).
 */
export async function runLoadGenerator(options, { onReady = () => {} } = {}) {
  const child = fork(fileURLToPath(import.meta.url), { stdio: 'inherit' });
  const nextMessage = () => new Promise((resolve, reject) => {
    const stopped = (code) => reject(new Error(`the load generator stopped (exit ${code}) before answering`));
    child.once('error', reject).once('exit', stopped).once('message', (message) => {
      child.off('error', reject).off('exit', stopped);
      resolve(message);
    });
  });
  try {
    await nextMessage(); // autocannon loaded
    onReady();
    const answered = nextMessage();
    child.send(options);
    const answer = await answered;
    if (answer.error) throw new Error(`the load generator failed: ${answer.error}`);
    return answer.result;
  } finally {
    if (child.connected) child.disconnect();
  }
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { default: autocannon } = await import('autocannon');
  process.once('message', (options) => {
    autocannon(options, (error, result) => {
      const answer = error ? { error: String(error?.stack ?? error) } : { result };
      process.send(answer, () => process.disconnect());
    });
  });
  process.send({ ready: true });
}
