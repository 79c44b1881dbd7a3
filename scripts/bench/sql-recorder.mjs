// Preloaded into every service of the scale bench's stack (NODE_OPTIONS=--import): while recording
// is on, each SELECT the service sends through pg is appended, with its parameters and database,
// to BENCH_SQL_DIR/<pid>.jsonl, so scale.mjs can EXPLAIN exactly what a request ran. SIGWINCH
// toggles recording (ignored by default and unused by NestJS, whose shutdown hooks take SIGUSR2);
// it starts off, so the timed runs pay nothing but a flag test per query. Each line carries the
// request id the statement ran for (none for a timer's job), so that scale.mjs keeps only its
// request's statements, not those of a job that ran at the same moment. The services pass request
// ids by hand (docs/decisions.md: AsyncLocalStorage costs every promise on Node 20), so this
// recorder keeps its own: each request the service's NATS server handles runs in a store holding
// the id from its header. Only this bench's stack pays for it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const dir = process.env.BENCH_SQL_DIR;
if (dir) {
  let recording = false;
  process.on('SIGWINCH', () => { recording = !recording; });
  // The service's own instance of the kit (the same resolved file, so the same server class).
  const { KitNatsServer, REQUEST_ID_HEADER } = await import('@cannaverse/platform');
  const requests = new AsyncLocalStorage();
  const handleMessage = KitNatsServer.prototype.handleMessage;
  KitNatsServer.prototype.handleMessage = function handledWithId(channel, message) {
    return requests.run(message.headers?.get(REQUEST_ID_HEADER) || undefined, () => handleMessage.call(this, channel, message));
  };
  const file = path.join(dir, `${process.pid}.jsonl`);
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function recordedQuery(config, values, callback) {
    if (recording) {
      const text = typeof config === 'string' ? config : config?.text;
      const params = Array.isArray(values) ? values : config?.values;
      if (typeof text === 'string' && /^\s*(SELECT|WITH)\b/i.test(text)) {
        appendFileSync(file, `${JSON.stringify({ database: this.connectionParameters?.database, requestId: requests.getStore(), text, params: params ?? [] })}\n`);
      }
    }
    return original.call(this, config, values, callback);
  };
}
