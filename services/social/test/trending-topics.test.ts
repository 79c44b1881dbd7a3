import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { INestMicroservice } from '@nestjs/common';
import type pg from 'pg';
import { SocialPatterns, type TrendingTopicDto } from '@cannaverse/contracts';
import { createRedisConnection, queuePrefixFor } from '@cannaverse/platform';
import { waitFor } from '@cannaverse/platform/testing';
import { SocialQueue } from '../src/social-queues.js';
import { TrendingTopicsScheduler } from '../src/trending-topics/trending-topics.scheduler.js';
import { HASHTAG_SQL_PATTERN, HASHTAG_USAGE_SQL } from '../src/trending-topics/trending-topics.repository.js';
import { PostsRepository } from '../src/posts/posts.repository.js';
import { parseHashtags } from '../src/posts/hashtags.js';
import { TrendingTopicsService } from '../src/trending-topics/trending-topics.service.js';
import { FILLER_CEILING } from '../src/trending-topics/trending-score.js';
import { RECOMPUTE_TRENDING_EVERY_MS, RECOMPUTE_TRENDING_SCHEDULER } from '../src/trending-topics/jobs/recompute-trending.job.js';
import { startSocial, type SocialHarness } from './social-harness.js';

/** The trending handler over NATS against a real database of posts with hashtags, and the BullMQ schedule in Redis. */
jest.setTimeout(60_000);

let social: SocialHarness;
let app: INestMicroservice;
let db: pg.Client;
let queue: Queue;
let redis: Redis;

const HOUR = 3600_000;

beforeAll(async () => {
  social = await startSocial();
  app = social.app();
  db = social.db;
  redis = createRedisConnection(social.config.REDIS_URL, 'worker');
  queue = new Queue(SocialQueue.TrendingTopics, { connection: redis, prefix: queuePrefixFor('social', social.config) });
});

afterAll(async () => {
  const scheduler = app?.get(TrendingTopicsScheduler);
  await scheduler?.ready();
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  redis?.disconnect();
  await social?.close();
});

/** A post of `ageHours` ago, with its hashtags stored as the posts feature stores them. */
async function post(content: string, ageHours: number): Promise<void> {
  const { rows: [{ id }] } = await db.query<{ id: string }>(
    'INSERT INTO posts (user_id, content, created_at) VALUES ($1, $2, $3) RETURNING id', [randomUUID(), content, new Date(Date.now() - ageHours * HOUR)]);
  await app.get(PostsRepository).replaceHashtags(social.dataSource().manager, id, parseHashtags(content));
}

// Members only since issue 9 (it was public): the sidebar shows on the signed-in home page.
const fetchTopics = () => social.call<TrendingTopicDto[]>(SocialPatterns.trendingTopics, {}, { id: randomUUID(), isAdmin: false, tier: 'free' });

test('the boot run and the 5-minute schedule are registered in Redis', async () => {
  await app.get(TrendingTopicsScheduler).ready();
  const schedulers = await queue.getJobSchedulers();
  expect(schedulers).toEqual([expect.objectContaining({ key: RECOMPUTE_TRENDING_SCHEDULER, every: RECOMPUTE_TRENDING_EVERY_MS })]);
  // The start-up run has finished before the tests below compute their own list.
  await waitFor(async () => {
    const counts = await queue.getJobCounts('completed', 'active', 'wait', 'prioritized');
    return counts.completed >= 1 && counts.active + counts.wait + counts.prioritized === 0;
  }, 20_000, 100);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM trending_topics');
  expect(rows[0].n).toBe(8);
});

test('8 topics from hashtags really used (recent and frequent first), topped up from the catalogue', async () => {
  await post('Morning check on the girls #GrowDiary #LivingSoil', 1);
  await post('Week 6 flower #growdiary #Flowering', 2);
  await post('Transplant day #GrowDiary', 5);
  await post('Limonene is underrated #Terpenes #terpenes', 3);
  await post('Anyone tried this one? #MyFirstHarvest', 0.5);
  await post('Old news #Legalization', 100); // outside the 72 h window
  await post('no hashtags here, just # a lonely sign and C#', 1);

  const computed = await app.get(TrendingTopicsService).recompute();
  const topics = await fetchTopics();
  expect(topics).toEqual(computed);
  expect(topics).toHaveLength(8);
  expect(topics.map((t) => t.highlighted)).toEqual([true, true, true, false, false, false, false, false]);
  expect(topics[0]).toMatchObject({ name: 'GrowDiary', category: 'growing', postCount: 3, highlighted: true });
  const used = topics.filter((t) => t.postCount > 0);
  expect(used.map((t) => t.name).sort()).toEqual(['Flowering', 'GrowDiary', 'LivingSoil', 'MyFirstHarvest', 'Terpenes']);
  expect(used.find((t) => t.name === 'Terpenes')?.postCount).toBe(1); // twice in one post counts once
  expect(used.find((t) => t.name === 'MyFirstHarvest')?.category).toBe('community');
  expect(topics.some((t) => t.name === 'Legalization' && t.postCount > 0)).toBe(false);
  expect(topics.every((t) => !t.name.includes('#'))).toBe(true);
  expect(topics.slice(5).every((t) => t.postCount === 0 && t.score < FILLER_CEILING)).toBe(true);
  for (let i = 1; i < topics.length; i++) expect(topics[i - 1].score).toBeGreaterThanOrEqual(topics[i].score);
});

test('the handler serves the stored list until the next recompute', async () => {
  const first = await fetchTopics();
  expect(await fetchTopics()).toEqual(first);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM trending_topics');
  expect(rows[0].n).toBe(8);
});

test('the hashtag count walks only the window (post_hashtags_recent_idx, no Seq Scan once the table is large)', async () => {
  await db.query(`INSERT INTO posts (user_id, content, created_at)
    SELECT gen_random_uuid(), 'filler #HomeGrow', now() - (i || ' hours')::interval FROM generate_series(100, 20100) AS i`);
  await db.query(`INSERT INTO post_hashtags (post_id, tag, spelling, created_at)
    SELECT p.id, lower(m[1]), min(m[1]), p.created_at FROM posts p CROSS JOIN LATERAL regexp_matches(p.content, $1, 'g') AS m
     GROUP BY p.id, lower(m[1]) ON CONFLICT DO NOTHING`, [HASHTAG_SQL_PATTERN]);
  await db.query('ANALYZE posts, post_hashtags');
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${HASHTAG_USAGE_SQL}`, [new Date().toISOString(), 72, 24, 8]);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  expect(plan).toMatch(/Index (Only )?Scan.*post_hashtags_recent_idx/);
  expect(plan).not.toMatch(/Seq Scan on (posts|post_hashtags)/);
});
