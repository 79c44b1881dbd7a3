import { SocialMessages as S, SocialPatterns as P, type Actor, type Page, type PostDto } from '@cannaverse/contracts';
import { countStatements } from '@cannaverse/platform/testing';
import { followingPostsSql } from '../src/posts/posts.repository.js';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
let reader: Actor;
let followed: Actor;
let alsoFollowed: Actor;
let stranger: Actor;
const following = (data: Record<string, unknown>, actor: Actor | null = reader) => social.call<Page<PostDto>>(P.listFollowingFeed, data, actor);

async function collect(actor: Actor, limit: number): Promise<PostDto[]> {
  const seen: PostDto[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<PostDto> = await following({ limit, cursor }, actor);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

/** `count` posts by `author`, a minute apart, three sharing each created_at (the id tie-breaker pages them). */
const seed = (author: Actor, count: number, label: string) => social.db.query(
  `INSERT INTO posts (user_id, content, created_at)
   SELECT $1, $3 || ' ' || i, now() - ((i / 3) * interval '1 minute') - $4::int * interval '1 second' FROM generate_series(1, $2::int) AS i`,
  [author.id, count, label, label.length],
);

beforeAll(async () => {
  social = await startSocial();
  reader = await social.member({ displayName: 'Reader' });
  followed = await social.member({ displayName: 'Followed' });
  alsoFollowed = await social.member({ displayName: 'Also followed' });
  stranger = await social.member({ displayName: 'Stranger' });
  await seed(followed, 25, 'followed');
  await seed(alsoFollowed, 14, 'also');
  await seed(stranger, 30, 'stranger');
  await social.call(P.follow, { userId: followed.id }, reader);
  await social.call(P.follow, { userId: alsoFollowed.id }, reader);
  // The stranger follows the reader: a follow the other way round brings nothing into the reader's feed.
  await social.call(P.follow, { userId: reader.id }, stranger);
}, 60_000);
afterAll(async () => social?.close());

describe('following feed', () => {
  it('shows only posts by members the reader follows, newest first, paging with no duplicates or skips', async () => {
    const seen = await collect(reader, 4);
    const { rows } = await social.db.query(
      'SELECT id FROM posts WHERE user_id = ANY($1::uuid[]) ORDER BY created_at DESC, id DESC', [[followed.id, alsoFollowed.id]],
    );
    expect(seen.map((post) => post.id)).toEqual(rows.map((row: { id: string }) => row.id));
    expect(seen).toHaveLength(39);
    expect(new Set(seen.map((post) => post.user.id))).toEqual(new Set([followed.id, alsoFollowed.id]));
    expect(seen[0]).toMatchObject({ user: { displayName: expect.any(String) }, likedByMe: false });
  });

  it('is empty for a member who follows no one, and follows an unfollow at once', async () => {
    const loner = await social.member();
    expect(await following({}, loner)).toEqual({ items: [], nextCursor: null });
    await social.call(P.follow, { userId: stranger.id }, loner);
    expect((await collect(loner, 50)).every((post) => post.user.id === stranger.id)).toBe(true);
    await social.call(P.unfollow, { userId: stranger.id }, loner);
    expect((await following({}, loner)).items).toEqual([]);
  });

  it('leaves out a member the reader blocks, or who blocks the reader, even if a follow row remains', async () => {
    const fan = await social.member();
    await social.call(P.follow, { userId: followed.id }, fan);
    await social.call(P.follow, { userId: alsoFollowed.id }, fan);
    await social.call(P.block, { userId: alsoFollowed.id }, fan);
    expect((await collect(fan, 20)).every((post) => post.user.id === followed.id)).toBe(true);
    // A follow row that outlived a block (written around it) still shows nothing, either way round.
    await social.db.query('INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)', [fan.id, alsoFollowed.id]);
    expect((await collect(fan, 20)).some((post) => post.user.id === alsoFollowed.id)).toBe(false);
    await social.call(P.block, { userId: fan.id }, followed);
    await social.db.query('INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)', [fan.id, followed.id]);
    expect((await following({}, fan)).items).toEqual([]);
  });

  it('is for members only and refuses a bad page', async () => {
    expect(await rpcFailure(social.call(P.listFollowingFeed, {}, null))).toMatchObject({ status: 401 });
    expect(await rpcFailure(following({ limit: 0 }))).toMatchObject({ status: 400, message: S.invalidLimit });
    expect(await rpcFailure(following({ cursor: 'nope' }))).toMatchObject({ status: 400, message: S.invalidCursor });
    expect(await rpcFailure(following({ sort: 'latest' }))).toMatchObject({ status: 400 });
  });

  it('reads a page in one SQL statement at limit 5 and 50', async () => {
    const statements = countStatements(social.dataSource());
    try {
      await following({ limit: 5 });
      expect(statements.count()).toBe(1);
      statements.reset();
      expect((await following({ limit: 50 })).items.length).toBeGreaterThan(5);
      expect(statements.count()).toBe(1);
    } finally {
      statements.stop();
    }
  });

  it('walks the follows key and each followed member\'s posts index, never the posts table, at 200k posts', async () => {
    // 2,000 members with 100 posts each, each following 25 others; the reader follows 50 of them.
    await social.db.query(`
      INSERT INTO posts (user_id, content, created_at)
      SELECT ('00000000-0000-4000-8000-' || lpad(m::text, 12, '0'))::uuid, 'filler', now() - (i * interval '1 minute') - (m * interval '1 second')
        FROM generate_series(1, 2000) AS m CROSS JOIN generate_series(1, 100) AS i`);
    await social.db.query(`
      INSERT INTO follows (follower_id, following_id)
      SELECT $1, ('00000000-0000-4000-8000-' || lpad(m::text, 12, '0'))::uuid FROM generate_series(1, 2000, 40) AS m`, [reader.id]);
    await social.db.query(`
      INSERT INTO follows (follower_id, following_id)
      SELECT ('00000000-0000-4000-8000-' || lpad(m::text, 12, '0'))::uuid, ('00000000-0000-4000-8000-' || lpad((1 + (m + k * 79) % 2000)::text, 12, '0'))::uuid
        FROM generate_series(1, 2000) AS m CROSS JOIN generate_series(1, 25) AS k ON CONFLICT DO NOTHING`);
    await social.db.query('ANALYZE posts, follows, blocks, likes, video_details, user_cards');
    const first = await following({ limit: 20 });
    for (const after of [null, { at: first.items[19].createdAt, id: first.items[19].id }]) {
      const params: unknown[] = [reader.id, 21];
      const sql = followingPostsSql(params, after);
      const plan = (await social.db.query(`EXPLAIN ${sql}`, params)).rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/posts_user_feed_idx/);
      expect(plan).toMatch(/follows_pair_key/);
      expect(plan).not.toMatch(/Seq Scan on (posts|follows)/);
    }
    const all = await collect(reader, 100);
    expect(all).toHaveLength(39 + 50 * 100);
  }, 60_000);
});
