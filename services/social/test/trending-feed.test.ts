import { randomUUID } from 'node:crypto';
import { SocialPatterns as P, type Actor, type Page, type PostDto } from '@cannaverse/contracts';
import { decodeRankedCursor } from '@cannaverse/platform';
import { TrendingRankRepository } from '../src/posts/trending-rank.repository.js';
import { startSocial, waitFor, type SocialHarness } from './social-harness.js';

/**
 * Issue 15, acceptance 3: the trending feed reads a stored ranking, and that ranking is the
 * documented formula `(likes + 2·comments + 1) / (hours + 2)^1.5` over the last 7 days, evaluated
 * at the ranking's moment; a like re-scores its post at once, not at the next 5-minute refresh.
 */
let social: SocialHarness;
let viewer: Actor;
const HOUR = 3_600_000;

/** PostgreSQL's timestamptz text (`2026-01-05 10:11:12.123456+00`) as epoch milliseconds. */
const pgTime = (text: string) => Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));

interface Seeded { id: string; likes: number; comments: number; createdAt: number }
const seeded = new Map<string, Seeded>();

/** The documented formula, written here independently of the SQL. */
const score = (post: Seeded, rankedAt: number) => (post.likes + 2 * post.comments + 1) / (Math.max(rankedAt - post.createdAt, 0) / HOUR + 2) ** 1.5;
const expectedOrder = (rankedAt: number) => [...seeded.values()]
  .filter((post) => post.createdAt > rankedAt - 7 * 24 * HOUR)
  .sort((a, b) => score(b, rankedAt) - score(a, rankedAt) || b.createdAt - a.createdAt)
  .map((post) => post.id);

/** The whole trending list, page by page, and the ranking moment its cursors name. */
async function readTrending(limit: number): Promise<{ ids: string[]; rankedAt: string[] }> {
  const ids: string[] = [];
  const rankedAt: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<PostDto> = await social.call(P.listFeed, { sort: 'trending', limit, cursor }, viewer);
    ids.push(...page.items.map((post) => post.id));
    cursor = page.nextCursor;
    if (cursor) rankedAt.push(decodeRankedCursor(cursor)!.rankedAt);
  } while (cursor);
  return { ids, rankedAt };
}

const currentRanking = async () => (await social.db.query<{ at: string }>('SELECT ranked_at::text AS at FROM trending_ranking')).rows[0].at;

beforeAll(async () => {
  social = await startSocial();
  viewer = await social.member();
  // The start-up run of the 5-minute job has finished (it writes the topics after the ranking):
  // the next one is 5 minutes away, so nothing but the like below can change a score meanwhile.
  await waitFor(async () => (await social.db.query('SELECT 1 FROM trending_topics LIMIT 1')).rows.length > 0, 30_000);
  const now = Date.now();
  // Fresh but ignored, older but engaged, comments worth two likes, one post outside the window.
  const posts: Array<[likes: number, comments: number, ageHours: number]> = [
    [0, 0, 0.2], [3, 0, 1], [0, 4, 5], [40, 10, 30], [12, 1, 9], [2, 2, 50], [90, 20, 120], [1, 0, 2.5], [500, 0, 8 * 24],
  ];
  for (const [likes, comments, ageHours] of posts) {
    const createdAt = now - ageHours * HOUR;
    const { rows: [{ id }] } = await social.db.query<{ id: string }>(
      `INSERT INTO posts (user_id, content, likes_count, comments_count, created_at) VALUES ($1, 'p', $2, $3, $4) RETURNING id`,
      [randomUUID(), likes, comments, new Date(createdAt)],
    );
    seeded.set(id, { id, likes, comments, createdAt });
  }
  await social.app().get(TrendingRankRepository).refresh(new Date(now));
}, 90_000);
afterAll(async () => social?.close());

test('the order is the documented formula at the ranking moment, page after page', async () => {
  const { ids, rankedAt } = await readTrending(2);
  expect(new Set(rankedAt).size).toBe(1);
  expect(ids).toEqual(expectedOrder(pgTime(rankedAt[0])));
  expect(ids).toHaveLength(seeded.size - 1); // the 8-day-old post is outside the window
});

test('a like moves a post up at once, without waiting for the 5-minute refresh', async () => {
  const before = await readTrending(3);
  const rankedAt = await currentRanking();
  // The post right below the top one: one like from a member lifts it past it at this moment.
  const [top, second] = before.ids;
  const lifted = seeded.get(second)!;
  const needed = Math.ceil((score(seeded.get(top)!, pgTime(rankedAt)) / score(lifted, pgTime(rankedAt))) * (lifted.likes + 2 * lifted.comments + 1)) - (lifted.likes + 2 * lifted.comments + 1) + 1;
  for (let n = 0; n < needed; n++) {
    const liker = await social.member();
    await social.call(P.toggleLike, { postId: lifted.id, liked: true }, liker);
  }
  lifted.likes += needed;

  const after = await readTrending(3);
  expect(await currentRanking()).toBe(rankedAt); // no refresh ran in between
  expect(after.ids[0]).toBe(lifted.id);
  expect(after.ids).toEqual(expectedOrder(pgTime(rankedAt)));
});

test('a comment counts twice a like, in its own transaction too', async () => {
  const { ids } = await readTrending(20);
  const last = seeded.get(ids[ids.length - 1])!;
  await social.call(P.createComment, { postId: last.id, content: 'worth two likes' }, await social.member());
  last.comments += 1;
  const rankedAt = await currentRanking();
  const { rows: [stored] } = await social.db.query<{ score: number }>('SELECT score FROM post_trending WHERE post_id = $1', [last.id]);
  expect(stored.score).toBeCloseTo(score(last, pgTime(rankedAt)), 9);
  expect((await readTrending(20)).ids).toEqual(expectedOrder(pgTime(rankedAt)));
});

test('the refresh re-scores the window at its new moment and drops what left the window', async () => {
  const later = Date.now() + 60 * HOUR;
  await social.app().get(TrendingRankRepository).refresh(new Date(later));
  const { ids, rankedAt } = await readTrending(4);
  expect(Math.abs(pgTime(rankedAt[0]) - later)).toBeLessThan(1);
  expect(ids).toEqual(expectedOrder(pgTime(rankedAt[0])));
  const { rows } = await social.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM post_trending`);
  expect(rows[0].n).toBe(ids.length);
});

test('after a refresh mid-scroll, the next page continues right after the last post shown, in the new ranking', async () => {
  const first: Page<PostDto> = await social.call(P.listFeed, { sort: 'trending', limit: 3 }, viewer);
  const lastShown = first.items[2].id;
  // Much later: every score decays (most by a different factor), and the ranking moment moves on.
  await social.app().get(TrendingRankRepository).refresh(new Date(Date.now() + 100 * HOUR));
  const rankedAt = pgTime(await currentRanking());
  const order = expectedOrder(rankedAt);
  const second: Page<PostDto> = await social.call(P.listFeed, { sort: 'trending', limit: 3, cursor: first.nextCursor }, viewer);
  expect(second.items.map((post) => post.id)).toEqual(order.slice(order.indexOf(lastShown) + 1, order.indexOf(lastShown) + 4));
});
