import { SocialMessages as S, SocialPatterns as P, type Actor, type Page, type PostDto } from '@cannaverse/contracts';
import { countStatements } from '@cannaverse/platform/testing';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
let author: Actor;
let viewer: Actor;
const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const feed = (data: Record<string, unknown>, actor: Actor | null = viewer) => social.call<Page<PostDto>>(P.listFeed, data, actor);

async function collect(pattern: string, data: Record<string, unknown>): Promise<PostDto[]> {
  const seen: PostDto[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<PostDto> = await social.call(pattern, { ...data, cursor }, viewer);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  social = await startSocial();
  author = await social.member({ displayName: 'Feeder' });
  viewer = await social.member();
  // 60 posts, some sharing one created_at, so the id tie-breaker of the keyset is exercised.
  await social.db.query(
    `INSERT INTO posts (user_id, content, created_at)
     SELECT $1, 'post ' || i, now() - ((i / 3) * interval '1 minute') FROM generate_series(1, 60) AS i`,
    [author.id],
  );
}, 60_000);
afterAll(async () => social?.close());

describe('latest feed', () => {
  it('pages newest first with no duplicates or skips', async () => {
    const seen = await collect(P.listFeed, { limit: 7 });
    const { rows } = await social.db.query('SELECT id FROM posts ORDER BY created_at DESC, id DESC');
    expect(seen.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect(seen[0]).toMatchObject({ user: { id: author.id, displayName: 'Feeder' }, likesCount: 0, likedByMe: false, commentsCount: 0 });
  });

  it('defaults to 20 and accepts a numeric string limit', async () => {
    expect((await feed({})).items).toHaveLength(20);
    expect((await feed({ limit: '5', sort: 'latest' })).items).toHaveLength(5);
  });

  it('does not skip a post inserted while paging (it is newer than the cursor)', async () => {
    const first = await feed({ limit: 10 });
    await social.call(P.createPost, { content: 'late arrival' }, author);
    const second = await feed({ limit: 10, cursor: first.nextCursor });
    expect(second.items[0].id).not.toBe(first.items[9].id);
    const { rows } = await social.db.query('SELECT id FROM posts ORDER BY created_at DESC, id DESC OFFSET 11 LIMIT 1');
    expect(second.items[0].id).toBe(rows[0].id);
  });

  it.each([
    [{ limit: 0 }, S.invalidLimit],
    [{ limit: 101 }, S.invalidLimit],
    [{ limit: 'ten' }, S.invalidLimit],
    [{ limit: 2.5 }, S.invalidLimit],
    [{ sort: 'hot' }, S.invalidSort],
    [{ cursor: 'not-base64!' }, S.invalidCursor],
    [{ cursor: Buffer.from('{"t":"x","i":"y"}').toString('base64url') }, S.invalidCursor],
    [{ cursor: Buffer.from('not json').toString('base64url') }, S.invalidCursor],
    [{ sort: 'trending', cursor: Buffer.from('{"o":-1,"n":0}').toString('base64url') }, S.invalidCursor],
    // Forged cursors that look right but would make PostgreSQL fail the cast: a 400, never a 500.
    [{ cursor: forged({ t: '2026-02-30 10:11:12.123456+00', i: '7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11' }) }, S.invalidCursor],
    [{ cursor: forged({ t: '2026-01-05 25:11:12+00', i: '7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11' }) }, S.invalidCursor],
    [{ cursor: forged({ t: '2026-01-05 10:11:12+99', i: '7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11' }) }, S.invalidCursor],
    [{ cursor: forged({ t: '2026-01-05 10:11:12+00', i: 42 }) }, S.invalidCursor],
    [{ sort: 'trending', cursor: forged({ o: 1001, n: Date.now() }) }, S.invalidCursor],
    [{ sort: 'trending', cursor: forged({ o: 20, n: Date.now() + 3_600_000 }) }, S.invalidCursor],
    [{ page: 2 }, 'Unknown field: page'],
  ])('refuses query #%# with 400 and its message', async (data, message) => {
    expect(await rpcFailure(feed(data))).toEqual({ status: 400, message });
  });

  it('is for members only', async () => {
    expect(await rpcFailure(feed({}, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('user posts', () => {
  it('lists only that member, newest first, across pages', async () => {
    const other = await social.member();
    for (const content of ['a', 'b', 'c']) await social.call(P.createPost, { content }, other);
    const seen = await collect(P.listUserPosts, { userId: other.id, limit: 2 });
    expect(seen.map((p) => p.content)).toEqual(['c', 'b', 'a']);
    expect((await collect(P.listUserPosts, { userId: author.id, limit: 50 })).every((p) => p.userId === author.id)).toBe(true);
    expect(await rpcFailure(social.call(P.listUserPosts, { userId: 'bob' }, viewer))).toEqual({ status: 404, message: S.userNotFound });
  });
});

describe('trending feed', () => {
  it('ranks engagement over age within 7 days and pages without repeats', async () => {
    const fresh = await social.call<PostDto>(P.createPost, { content: 'fresh, no engagement' }, author);
    const [hot] = (await social.db.query(
      `INSERT INTO posts (user_id, content, likes_count, comments_count, created_at) VALUES ($1, 'hot', 40, 10, now() - interval '6 hours') RETURNING id`, [author.id],
    )).rows;
    const [old] = (await social.db.query(
      `INSERT INTO posts (user_id, content, likes_count, created_at) VALUES ($1, 'old', 500, now() - interval '8 days') RETURNING id`, [author.id],
    )).rows;
    const first = await feed({ sort: 'trending', limit: 3 });
    expect(first.items[0].id).toBe(hot.id);
    expect(first.items.map((p) => p.id)).toContain(fresh.id);
    const all = await collect(P.listFeed, { sort: 'trending', limit: 9 });
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.map((p) => p.id)).not.toContain(old.id);
    const { rows } = await social.db.query(`SELECT count(*)::int AS n FROM posts WHERE created_at > now() - interval '7 days'`);
    expect(all.length).toBe(rows[0].n);
  });
});

describe('query count', () => {
  it('reads a feed page in the same number of SQL queries at limit 5 and 50', async () => {
    // TypeORM's statements and those read straight from the pool (the feed's lists) alike.
    const statements = countStatements(social.dataSource());
    try {
      await feed({ limit: 5 });
      const small = statements.count();
      statements.reset();
      const page = await feed({ limit: 50 });
      const large = statements.count();
      expect(page.items).toHaveLength(50);
      expect(small).toBe(1);
      expect(large).toBe(small);
      statements.reset();
      await feed({ sort: 'trending', limit: 50 });
      expect(statements.count()).toBe(1);
    } finally {
      statements.stop();
    }
  });
});
