// Issue 9, acceptance 3, on a throwaway stack run by `npm start`'s runner (scripts/lib/stack.mjs)
// with its own nats-server: NATS stops → 503s with a message and /api/health naming it → NATS
// returns → the services recover; a service killed under the runner is restarted and the runner
// says why it died. Run by `npm test` (node --test scripts/test/) after the build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { startThrowawayStack } from '../lib/throwaway-stack.mjs';
import { BACKEND_SERVICES } from '../lib/stack.mjs';
import { pgAdminFromEnv } from '../lib/pg-roles.mjs';

let stack;
let cookie = '';
const stderr = [];
const originalWrite = process.stderr.write.bind(process.stderr);

before(async () => {
  process.stderr.write = (chunk, ...rest) => {
    stderr.push(String(chunk));
    return originalWrite(chunk, ...rest);
  };
  stack = await startThrowawayStack();
  const username = `recovery_${Date.now().toString(36)}`;
  const register = await fetch(`${stack.url}/api/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret-pw' }),
  });
  assert.equal(register.status, 201, await register.clone().text());
  cookie = register.headers.getSetCookie().find((c) => c.startsWith('cv.sid=')).split(';')[0];
}, { timeout: 180_000 });

after(async () => {
  process.stderr.write = originalWrite;
  await stack?.stop();
});

const me = async () => {
  const response = await fetch(`${stack.url}/api/me`, { headers: { cookie } });
  return { status: response.status, body: await response.json() };
};

async function eventually(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await check().catch((error) => error);
    if (last === true) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`${what} did not happen in ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
}

// Issue 20: the runner creates each service's role; every connection to a service's database
// is that role's, none a superuser's, and no role reaches another service's database.
test('every service of the stack logs in as its own PostgreSQL role', async () => {
  const admin = new pg.Client({ ...pgAdminFromEnv(), database: 'postgres' });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT DISTINCT a.datname, a.usename, r.rolsuper FROM pg_stat_activity a JOIN pg_roles r ON r.rolname = a.usename
        WHERE a.datname LIKE $1 || '\\_%' ORDER BY 1`, [stack.dbPrefix]);
    assert.deepEqual(rows, BACKEND_SERVICES.map((service) => `${stack.dbPrefix}_${service}`).sort()
      .map((database) => ({ datname: database, usename: database, rolsuper: false })));
  } finally {
    await admin.end();
  }
});

test('NATS down: 503 with a message, health names it; NATS back: the stack recovers', { timeout: 120_000 }, async () => {
  assert.equal((await me()).status, 200);
  await stack.nats.stop();
  const down = await me();
  assert.equal(down.status, 503);
  assert.equal(down.body.message, 'The identity service is not available right now');
  assert.match(down.body.requestId, /^[0-9a-f-]{36}$/);
  await eventually(async () => {
    const health = await fetch(`${stack.url}/api/health`);
    const body = await health.json();
    return health.status === 503 && body.dependencies.nats === 'down' && body.dependencies.redis === 'up';
  }, 10_000, '/api/health naming NATS as down');

  await stack.nats.start();
  await eventually(async () => (await me()).status === 200, 60_000, 'recovery of /api/me');
  await eventually(async () => (await fetch(`${stack.url}/api/health`)).status === 200, 60_000, 'a healthy /api/health');
});

test("a service killed under npm start's runner is restarted, and the runner says why it died", { timeout: 120_000 }, async () => {
  const before = stack.pid('identity');
  assert.ok(before);
  process.kill(before, 'SIGKILL');
  await eventually(async () => stack.pid('identity') !== before && stack.restarts('identity') === 1, 10_000, 'a new identity process');
  await eventually(async () => (await me()).status === 200, 60_000, 'identity answering again');
  const said = stderr.join('');
  assert.match(said, /identity.*died \(killed by SIGKILL\)/);
  assert.match(said, /identity.*restarting in 1 s \(restart 1\)/);
});
