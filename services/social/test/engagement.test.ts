import { SocialEvents, SocialLimits, SocialMessages as S, SocialPatterns as P, type Actor, type CommentDto, type LikeDto, type LikeToggleResult, type Page, type PostDto } from '@cannaverse/contracts';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
let author: Actor;
let fan: Actor;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const newPost = () => social.call<PostDto>(P.createPost, { content: 'Like me' }, author);
const like = (postId: string, actor: Actor, liked?: boolean) =>
  social.call<LikeToggleResult>(P.toggleLike, liked === undefined ? { postId } : { postId, liked }, actor);
const likeRows = async (postId: string) => (await social.db.query('SELECT count(*)::int AS n FROM likes WHERE post_id = $1', [postId])).rows[0].n as number;
const likesCount = async (postId: string) => (await social.db.query('SELECT likes_count FROM posts WHERE id = $1', [postId])).rows[0].likes_count as number;
const interactions = async (userId: string, type: string) =>
  (await social.db.query('SELECT count(*)::int AS n FROM user_interactions WHERE user_id = $1 AND interaction_type = $2', [userId, type])).rows[0].n as number;

/** Events of one post, oldest first (the notifications service's input, issue 26). */
const eventsFor = async (name: string, postId: string) =>
  (await social.db.query(`SELECT payload FROM outbox WHERE name = $1 AND payload->>'postId' = $2 ORDER BY occurred_at`, [name, postId])).rows.map((r) => r.payload);

beforeAll(async () => {
  social = await startSocial();
  author = await social.member();
  fan = await social.member({ displayName: 'Fan' });
}, 60_000);
afterAll(async () => social?.close());

describe('toggleLike', () => {
  it('toggles without `liked`, sets with it, and shows likedByMe to the liker only', async () => {
    const post = await newPost();
    expect(await like(post.id, fan)).toEqual({ liked: true, likesCount: 1 });
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, fan)).likedByMe).toBe(true);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, author))).toMatchObject({ likedByMe: false, likesCount: 1 });
    expect(await like(post.id, fan)).toEqual({ liked: false, likesCount: 0 });
    expect(await like(post.id, fan, false)).toEqual({ liked: false, likesCount: 0 });
    expect(await like(post.id, fan, true)).toEqual({ liked: true, likesCount: 1 });
    expect(await like(post.id, fan, true)).toEqual({ liked: true, likesCount: 1 });
    expect(await likeRows(post.id)).toBe(1);
  });

  it('records a like interaction only when a like was added', async () => {
    const post = await newPost();
    const before = await interactions(fan.id, 'like');
    await like(post.id, fan, true);
    await like(post.id, fan, true);
    expect(await interactions(fan.id, 'like')).toBe(before + 1);
  });

  it('publishes social.post.liked / .unliked with the post author, for real changes only (issue 26)', async () => {
    const post = await newPost();
    await like(post.id, fan, true);
    await like(post.id, fan, true);
    await like(post.id, fan);
    await like(post.id, fan, false);
    const liked = { postId: post.id, postAuthorId: author.id, userId: fan.id, at: expect.any(String) };
    expect(await eventsFor(SocialEvents.postLiked, post.id)).toEqual([liked]);
    expect(await eventsFor(SocialEvents.postUnliked, post.id)).toEqual([liked]);
  });

  it('10 concurrent {liked:true} leave one row and likes_count 1', async () => {
    const post = await newPost();
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(post.id, fan, true)));
    expect(answers.every((a) => a.liked)).toBe(true);
    expect(await likeRows(post.id)).toBe(1);
    expect(await likesCount(post.id)).toBe(1);
  });

  it('concurrent toggles from several members keep likes_count equal to the rows', async () => {
    const post = await newPost();
    const members = await Promise.all([social.member(), social.member(), social.member()]);
    await Promise.all(members.flatMap((m) => Array.from({ length: 7 }, () => like(post.id, m))));
    expect(await likesCount(post.id)).toBe(await likeRows(post.id));
    await Promise.all(members.flatMap((m) => [like(post.id, m, true), like(post.id, m), like(post.id, m, false), like(post.id, m)]));
    expect(await likesCount(post.id)).toBe(await likeRows(post.id));
  });

  it('refuses bad input: 404 unknown/non-UUID post, 400 wrong type or unknown field, 401 signed out', async () => {
    expect(await rpcFailure(social.call(P.toggleLike, { postId: UNKNOWN }, fan))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(social.call(P.toggleLike, { postId: 'abc' }, fan))).toEqual({ status: 404, message: S.postNotFound });
    const post = await newPost();
    expect(await rpcFailure(social.call(P.toggleLike, { postId: post.id, liked: 'yes' }, fan))).toEqual({ status: 400, message: 'liked must be a boolean' });
    expect(await rpcFailure(social.call(P.toggleLike, { postId: post.id, extra: 1 }, fan))).toEqual({ status: 400, message: 'Unknown field: extra' });
    expect(await rpcFailure(social.call(P.toggleLike, { postId: post.id }, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('listLikes', () => {
  it('pages the likes oldest first without duplicates', async () => {
    const post = await newPost();
    const members = await Promise.all(Array.from({ length: 5 }, () => social.member()));
    for (const m of members) await like(post.id, m);
    const seen: LikeDto[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<LikeDto> = await social.call(P.listLikes, { postId: post.id, limit: 2, cursor }, fan);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((l) => l.userId)).toEqual(members.map((m) => m.id));
    expect(seen[0]).toMatchObject({ postId: post.id, createdAt: expect.any(String), id: expect.any(String) });
    expect(await rpcFailure(social.call(P.listLikes, { postId: UNKNOWN }, fan))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(social.call(P.listLikes, { postId: post.id, cursor: 'garbage!' }, fan))).toEqual({ status: 400, message: S.invalidCursor });
  });

  it.each([P.listLikes, P.listComments])('%s refuses a forged cursor with an impossible date with 400, not a database error', async (pattern) => {
    const post = await newPost();
    const cursor = Buffer.from(JSON.stringify({ t: '2026-02-30 10:11:12.123456+00', i: post.id })).toString('base64url');
    expect(await rpcFailure(social.call(pattern, { postId: post.id, cursor }, fan))).toEqual({ status: 400, message: S.invalidCursor });
  });
});

describe('comments', () => {
  it('creates a trimmed comment with the author card, counts it and logs the interaction', async () => {
    const post = await newPost();
    const comment = await social.call<CommentDto>(P.createComment, { postId: post.id, content: '  Nice buds!  ' }, fan);
    expect(comment).toMatchObject({ postId: post.id, userId: fan.id, content: 'Nice buds!', user: { id: fan.id, displayName: 'Fan' } });
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, fan)).commentsCount).toBe(1);
    expect(await interactions(fan.id, 'comment')).toBeGreaterThanOrEqual(1);
    expect(await eventsFor(SocialEvents.commentCreated, post.id)).toEqual([
      { commentId: comment.id, postId: post.id, postAuthorId: author.id, userId: fan.id, content: 'Nice buds!', createdAt: comment.createdAt },
    ]);
  });

  it.each([
    [{ content: '   ' }, S.commentRequired],
    [{}, S.commentRequired],
    [{ content: '\u200B \u200C\u202E\uFE0F' }, S.commentRequired],
    [{ content: 'x'.repeat(SocialLimits.commentMax + 1) }, S.commentMax],
    [{ content: 5 }, 'content must be a string'],
  ])('refuses comment #%# with 400 and its message', async (data, message) => {
    const post = await newPost();
    expect(await rpcFailure(social.call(P.createComment, { postId: post.id, ...data }, fan))).toEqual({ status: 400, message });
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, fan)).commentsCount).toBe(0);
  });

  it('404s an unknown post, 401s a visitor', async () => {
    expect(await rpcFailure(social.call(P.createComment, { postId: UNKNOWN, content: 'hi' }, fan))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(social.call(P.createComment, { postId: UNKNOWN, content: 'hi' }, null))).toEqual({ status: 401, message: 'Not authenticated' });
    expect(await rpcFailure(social.call(P.listComments, { postId: 'nope' }, fan))).toEqual({ status: 404, message: S.postNotFound });
  });

  it('lists comments oldest first across pages without skips or duplicates', async () => {
    const post = await newPost();
    const contents = Array.from({ length: 7 }, (_, i) => `comment ${i}`);
    for (const content of contents) await social.call(P.createComment, { postId: post.id, content }, fan);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<CommentDto> = await social.call(P.listComments, { postId: post.id, limit: '3', cursor }, author);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((c) => c.content));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(contents);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, fan)).commentsCount).toBe(7);
  });
});
