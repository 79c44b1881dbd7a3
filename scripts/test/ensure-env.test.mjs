// Issue 22: the set-up checks of `npm start` and `npm test` (scripts/lib/ensure-env.sh) look where the
// environment says (REDIS_URL, NATS_URL, PGHOST/PGPORT), not at the default ports, and a user without
// root gets the one `sudo apt-get install -y …` line for everything missing. Only connects: nothing
// is installed or started here (every server named below either answers or is not on loopback).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Not a loopback name (so nothing is started for it), yet local: the connection is refused at once.
// The check must name it rather than pass on a default port.
const NOWHERE = '0.0.0.0';

/** Sources ensure-env.sh and runs `script`; `notRoot` makes `id -u` answer 1000. */
function ensureEnv(script, env = {}, { notRoot = false } = {}) {
  const prelude = notRoot ? 'id() { if [ "$1" = -u ]; then echo 1000; else command id "$@"; fi; }; ' : '';
  const baseEnv = { ...process.env };
  delete baseEnv.NATS_URL;
  const run = spawnSync('bash', ['-c', `${prelude}source scripts/lib/ensure-env.sh && ${script}`], {
    cwd: ROOT, env: { ...baseEnv, ...env }, encoding: 'utf8', timeout: 60_000,
  });
  return { status: run.status, stdout: stripVTControlCharacters(run.stdout), stderr: stripVTControlCharacters(run.stderr) };
}

// Two loopback ports that answer, standing in for a Redis and a NATS the environment names.
const listeners = [];
let redisPort;
let natsPort;
let closedPort;
before(async () => {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '0.0.0.0', resolve));
  closedPort = probe.address().port;
  await new Promise((resolve) => probe.close(resolve));
  for (let i = 0; i < 2; i++) {
    const server = net.createServer((socket) => socket.destroy());
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    listeners.push(server);
  }
  [redisPort, natsPort] = listeners.map((server) => server.address().port);
});
after(() => listeners.forEach((server) => server.close()));

test('the Redis check uses REDIS_URL', () => {
  const run = ensureEnv('ensure_datastores', { REDIS_URL: `redis://${NOWHERE}:${closedPort}` });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, new RegExp(`Redis is not reachable on ${NOWHERE.replaceAll('.', '\\.')}:${closedPort}: start it, or point REDIS_URL at one`));
});

test('the NATS check uses NATS_URL', () => {
  const run = ensureEnv('ensure_datastores', { REDIS_URL: `redis://127.0.0.1:${redisPort}`, NATS_URL: `nats://user:pw@${NOWHERE}:${closedPort}` });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, new RegExp(`NATS is not reachable on ${NOWHERE.replaceAll('.', '\\.')}:${closedPort} \\(NATS_URL\\)`));
});

test('servers answering where REDIS_URL and NATS_URL say pass, with nothing started', () => {
  const run = ensureEnv('ensure_datastores && echo checks-passed', {
    REDIS_URL: `redis://127.0.0.1:${redisPort}/0`, NATS_URL: `nats://127.0.0.1:${natsPort}`,
  });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /checks-passed/);
  assert.doesNotMatch(run.stdout, /starting|installing/);
});

test('without root, everything missing is named in one sudo apt-get install line', () => {
  const run = ensureEnv('need cv-missing-a pkg-a; need cv-missing-b pkg-b pkg-c; need bash bash; need cv-missing-a pkg-a; install_needed', {}, { notRoot: true });
  assert.equal(run.status, 1);
  assert.equal(run.stderr.trim(), "[cannaverse] missing Debian packages: run 'sudo apt-get install -y pkg-a pkg-b pkg-c'");
});
