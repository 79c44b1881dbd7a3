import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { IdentityPatterns } from '@cannaverse/contracts';
import { startIdentity, type IdentityHarness } from './identity-harness.js';

const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');

/** A second identity replica as its own process (from dist/), on the harness's NATS and database. */
function startReplica(identity: IdentityHarness): Promise<{ child: ChildProcess; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> }> {
  const { config } = identity;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env, ...identity.nats.envFor('identity'), REDIS_URL: config.REDIS_URL, PGHOST: config.PGHOST, PGPORT: String(config.PGPORT),
      PGUSER: config.PGUSER, PGPASSWORD: config.PGPASSWORD, PGDATABASE: config.PGDATABASE!, MEDIA_DIR: identity.mediaDir, HEALTH_PORT: '0',
      LOG_LEVEL: 'info', NODE_ENV: 'test', ADMIN_PASSWORD: 'admin-test-password',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('identity service listening')) resolve({ child, exited });
    });
    void exited.then(() => reject(new Error(`the replica exited before it listened: ${output.slice(-2000)}`)));
  });
}

/**
 * Issue 16 (graceful shutdown): a replica that gets SIGTERM while requests stream in stops taking
 * new ones (the queue group sends them to the other replica), answers those it already has, and
 * only then closes its connection: no request fails. Nest's own close dropped the connection with
 * replies unsent, so the callers of the requests in flight timed out.
 */
describe('SIGTERM during a stream of requests', () => {
  let identity: IdentityHarness;

  beforeAll(async () => {
    identity = await startIdentity();
  });

  afterAll(async () => {
    await identity.close();
  });

  it('no request fails while one of two replicas shuts down', async () => {
    const replica = await startReplica(identity);
    const total = 80;
    const concurrency = 10;
    let started = 0;
    let done = 0;
    const failures: string[] = [];
    const run = `${Date.now().toString(36)}`;
    // Registration hashes a password (argon2): each request takes a while, so some are in flight
    // on the replica at the moment it gets SIGTERM.
    const worker = async () => {
      while (started < total) {
        const n = started++;
        const username = `drain_${run}_${n}`;
        try {
          await identity.call(IdentityPatterns.register, { username, email: `${username}@example.com`, password: 'secret-pw' });
        } catch (error) {
          failures.push(`${username}: ${(error as Error).message}`);
        }
        done++;
        if (done === 20) replica.child.kill('SIGTERM');
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const exit = await replica.exited;

    expect(failures).toEqual([]);
    expect(done).toBe(total);
    // Nest re-raises the signal after its shutdown hooks ran: a clean exit, not a crash.
    expect(exit.signal === 'SIGTERM' || exit.code === 0).toBe(true);
    const { rows } = await identity.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE username LIKE $1', [`drain_${run}_%`]);
    expect(rows[0].n).toBe(total);
  }, 120_000);
});
