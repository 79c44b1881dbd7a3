import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { getTestServers } from '@cannaverse/platform/testing';
import { SocialPatterns as P, type Actor, type PostDto, type SocialStatsDto } from '@cannaverse/contracts';
import { startSocial, type SocialHarness } from './social-harness.js';

// Issue 23: the admin dashboard's post and message figures are row counters kept by the service's
// own migrations' triggers. Members posting and deleting at the same time as a bulk load in one
// statement must leave them equal to count(*): no lost update between shards, no double count.
let social: SocialHarness;
let admin: Actor;
let members: Actor[];

beforeAll(async () => {
  social = await startSocial();
  admin = await social.member({ isAdmin: true });
  members = await Promise.all(Array.from({ length: 6 }, () => social.member()));
}, 60_000);
afterAll(async () => social?.close());

/** A connection of its own, so that the bulk statements really run beside each other. */
async function connection(): Promise<pg.Client> {
  const { pg: server } = await getTestServers();
  const client = new pg.Client({ ...server, password: server.password || undefined, database: social.db.database });
  await client.connect();
  return client;
}

const countOf = async (table: 'posts' | 'messages') => (await social.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

test('posts and messages counters equal count(*) after concurrent posting, deleting and a bulk load', async () => {
  const BULK_POSTS = 50_000;
  const BULK_MESSAGES = 20_000;
  const writers = members.map(async (member, writer) => {
    for (let i = 0; i < 15; i++) {
      const post = await social.call<PostDto>(P.createPost, { content: `post ${i} of writer ${writer}` }, member);
      if (i % 4 === 0) await social.call(P.deletePost, { id: post.id }, member);
    }
  });
  const [postLoader, messageLoader] = await Promise.all([connection(), connection()]);
  const bulkAuthor = randomUUID();
  const bulkPosts = postLoader.query(
    `INSERT INTO posts (user_id, content) SELECT $1, 'bulk ' || n FROM generate_series(1, ${BULK_POSTS}) AS n`, [bulkAuthor]);
  const bulkMessages = messageLoader.query(
    `INSERT INTO messages (sender_id, receiver_id, content) SELECT $1, $2, 'bulk ' || n FROM generate_series(1, ${BULK_MESSAGES}) AS n`,
    [randomUUID(), randomUUID()]);
  // A bulk delete in one statement while the members still write.
  const bulkDelete = bulkPosts.then(() => postLoader.query(`DELETE FROM posts WHERE content LIKE 'bulk 1%'`));
  try {
    await Promise.all([...writers, bulkMessages, bulkDelete]);
  } finally {
    await Promise.all([postLoader.end(), messageLoader.end()]);
  }

  const figures = await social.call<SocialStatsDto>(P.stats, {}, admin);
  const posts = await countOf('posts');
  expect(figures).toEqual({ posts, messages: await countOf('messages') });
  // 6 writers kept 11 of 15 posts; the bulk delete took 'bulk 1', 'bulk 1x'… ('bulk 1' to 'bulk 19999').
  const bulkDeleted = 1 + 10 + 100 + 1_000 + 10_000;
  expect(posts).toBe(6 * 11 + BULK_POSTS - bulkDeleted);
  // The members' own counts too: the bulk author's 50,000 counted at commit (in one move), the bulk delete at once.
  expect(await memberPostCounts([bulkAuthor, ...members.map((member) => member.id)])).toEqual([BULK_POSTS - bulkDeleted, 11, 11, 11, 11, 11, 11]);
  expect(await pendingCounts()).toBe(0);
}, 120_000);

const memberPostCounts = async (userIds: string[]) => {
  const { rows } = await social.db.query(
    'SELECT coalesce(c.posts, 0) AS posts FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, n) LEFT JOIN member_counts c ON c.user_id = u.id ORDER BY u.n', [userIds]);
  return rows.map((row: { posts: number }) => row.posts);
};
const pendingCounts = async () => (await social.db.query('SELECT count(*)::int AS n FROM member_counts_pending')).rows[0].n as number;

// Issue 28: the author's member_counts row was moved by the INSERT and so stayed locked until the
// creating transaction committed: a member's posts created at once queued on it one whole
// transaction after another (50 at once: every backend waiting on that row, ~80 posts a second).
test('a member\'s posts created at once do not wait for each other on their counts row, and are all counted at commit', async () => {
  const author = randomUUID();
  const [first, second] = await Promise.all([connection(), connection()]);
  try {
    await first.query('BEGIN');
    await first.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'first, committed last')`, [author]);
    await second.query('BEGIN');
    await second.query(`SET LOCAL lock_timeout = '3s'`);
    // Before the fix this waited for the first transaction and failed on the lock timeout.
    await second.query(`INSERT INTO posts (user_id, content) SELECT $1, 'second ' || n FROM generate_series(1, 3) AS n`, [author]);
    await second.query('COMMIT');
    expect(await memberPostCounts([author])).toEqual([3]);
    await first.query('COMMIT');
  } finally {
    await Promise.all([first.end(), second.end()]);
  }
  expect(await memberPostCounts([author])).toEqual([4]);
  // A transaction that rolls back counts nothing.
  const third = await connection();
  try {
    await third.query('BEGIN');
    await third.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'rolled back')`, [author]);
    await third.query('ROLLBACK');
  } finally {
    await third.end();
  }
  expect(await memberPostCounts([author])).toEqual([4]);
  expect(await pendingCounts()).toBe(0);
});

// 2026-11-29: a follow moves two members' counts rows in one statement, and the UPDATE took them in
// whatever order its plan read them: on a small table, the order their row versions lie on disk,
// which every update changes. Follows at once (A → B, C → A, B → C) could so take the same rows in
// opposite orders, and PostgreSQL failed one of them as a deadlock: a 500 while seeding.
test('a statement moving several members\' counts takes their rows in member order, so follows at once cannot deadlock', async () => {
  const [low, high] = [randomUUID(), randomUUID()].sort();
  // The higher member's row lies first on disk: a read in disk order reaches it first.
  await social.db.query('INSERT INTO member_counts (user_id) VALUES ($1)', [high]);
  await social.db.query('INSERT INTO member_counts (user_id) VALUES ($1)', [low]);
  const [holder, follower, prober] = await Promise.all([connection(), connection(), connection()]);
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM member_counts WHERE user_id = $1 FOR UPDATE', [high]);
    const { rows: [{ pid }] } = await follower.query('SELECT pg_backend_pid() AS pid');
    await follower.query('BEGIN');
    const following = follower.query('INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)', [low, high]);
    // Until the follow waits for the higher member's row…
    for (let waited = 0; ; waited += 20) {
      const { rows: [activity] } = await prober.query('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [pid]);
      if (activity?.wait_event_type === 'Lock') break;
      if (waited > 5_000) throw new Error('the follow never waited for the locked row');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // …having taken the lower member's row first.
    await expect(prober.query('SELECT 1 FROM member_counts WHERE user_id = $1 FOR UPDATE NOWAIT', [low])).rejects.toThrow(/could not obtain lock/);
    await holder.query('COMMIT');
    await following;
    await follower.query('COMMIT');
  } finally {
    await Promise.all([holder.end(), follower.end(), prober.end()]);
  }
  const { rows } = await social.db.query('SELECT user_id, followers, following FROM member_counts WHERE user_id = ANY($1) ORDER BY user_id', [[low, high]]);
  expect(rows).toEqual([{ user_id: low, followers: 0, following: 1 }, { user_id: high, followers: 1, following: 0 }]);
});
