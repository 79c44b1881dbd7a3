// What `npm run bench` and `npm run bench:profile` do to a fresh stack before measuring it: the
// demo seed (posts only), the strain catalogue's first import, and a signed-in viewer.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ROOT } from '../lib/stack.mjs';
import { pgConnection } from './bare-pg-server.mjs';

export const SEED_POSTS = process.env.BENCH_SEED_POSTS ?? '2100';

/** `npm run seed:demo` against `baseUrl`, the feed only (SEED_POSTS posts). */
export const seedBenchStack = (baseUrl) => new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/seed-demo.mjs')], {
    env: { ...process.env, BASE_URL: baseUrl, SEED_POSTS, SEED_FEED_ONLY: '1' }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code})`))));
});

/**
 * Pauses a seeded throwaway stack's picture processing until the returned function is called. The
 * seed's ~1,800 pictures are about 18 CPU-minutes of renditions (AVIF and WebP at four widths, the
 * social service's media-processing queue) on 2 cores: measured beside them, a yardstick and its
 * gateway row got different shares of the CPU. Jobs already running finish; none is lost (BullMQ's
 * pause keeps the waiting ones). `stackEnv` is the throwaway stack's env (REDIS_PREFIX).
 */
export async function pauseMediaProcessing(stackEnv, socialDb) {
  const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  // The service's queue prefix: `<REDIS_PREFIX>:<database>` (platform's jobs.config.ts, queuePrefixFor).
  const queue = new Queue('media-processing', { connection, prefix: `${stackEnv.REDIS_PREFIX}:${socialDb}` });
  await queue.pause();
  return async () => {
    await queue.resume();
    await queue.close();
    connection.disconnect();
  };
}

/** The content service imports its catalogue after it answers health: wait for the first import. */
export async function strainCatalogueReady(database) {
  const client = new pg.Client(pgConnection(database));
  await client.connect();
  try {
    for (let i = 0; i < 600; i++) {
      if ((await client.query('SELECT count(*)::int AS n FROM strain_imports')).rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${database} has no strain catalogue after a minute`);
  } finally {
    await client.end();
  }
}

/** A new member signed in on `base`: their user and the session cookie (`cv.sid=…`). */
export async function registerBenchViewer(base) {
  const username = `bench_${Date.now().toString(36)}`;
  const register = await fetch(`${base}/api/register`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password' }),
  });
  if (register.status !== 201) throw new Error(`could not register the bench user: ${register.status} ${await register.text()}`);
  const viewer = await register.clone().json();
  const cookie = register.headers.getSetCookie().filter((c) => c.startsWith('cv.sid=')).pop().split(';')[0];
  return { viewer, cookie };
}
