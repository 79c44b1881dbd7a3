import {
  MuteMessages as M, SocialEvents, SocialPatterns as P, type Actor, type CommentDto, type MutedMemberDto, type Page, type PostDto,
} from '@cannaverse/contracts';
import { latestPostsSql, trendingPostsSql } from '../src/posts/posts.repository.js';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

/** Issue 24: blocks and mutes hide content from every list of social; muted words hide posts from the feeds and topics. */
let social: SocialHarness;

beforeAll(async () => { social = await startSocial(); }, 60_000);
afterAll(async () => social?.close());

const ids = (page: Page<PostDto>) => page.items.map((post) => post.id);
const lists = async (viewer: Actor, author: Actor, topic: string) => ({
  latest: ids(await social.call<Page<PostDto>>(P.listFeed, { limit: 50 }, viewer)),
  trending: ids(await social.call<Page<PostDto>>(P.listFeed, { sort: 'trending', limit: 50 }, viewer)),
  following: ids(await social.call<Page<PostDto>>(P.listFollowingFeed, { limit: 50 }, viewer)),
  profile: ids(await social.call<Page<PostDto>>(P.listUserPosts, { userId: author.id, limit: 50 }, viewer)),
  topic: ids(await social.call<Page<PostDto>>(P.listTopicPosts, { topic, limit: 50 }, viewer)),
});
const outbox = async (name: string) => (await social.db.query('SELECT payload FROM outbox WHERE name = $1', [name])).rows.map((r) => r.payload);

describe('a block', () => {
  it('hides each member\'s posts and comments from the other in every list, and publishes the change', async () => {
    const [blocker, blocked, other] = [await social.member(), await social.member(), await social.member()];
    const post = await social.call<PostDto>(P.createPost, { content: 'from the blocked #BlockTopic' }, blocked);
    const mine = await social.call<PostDto>(P.createPost, { content: 'from the blocker #BlockTopic' }, blocker);
    const third = await social.call<PostDto>(P.createPost, { content: 'someone else' }, other);
    await social.call<CommentDto>(P.createComment, { postId: third.id, content: 'blocked comment' }, blocked);
    await social.call<CommentDto>(P.createComment, { postId: third.id, content: 'other comment' }, other);
    await social.call(P.follow, { userId: blocked.id }, blocker);
    expect((await lists(blocker, blocked, 'blocktopic')).latest).toContain(post.id);

    await social.call(P.block, { userId: blocked.id }, blocker);
    const seen = await lists(blocker, blocked, 'blocktopic');
    for (const list of Object.values(seen)) expect(list).not.toContain(post.id);
    expect(seen.latest).toContain(third.id);
    expect(seen.topic).toEqual([mine.id]);
    const theirs = await lists(blocked, blocker, 'blocktopic');
    for (const list of Object.values(theirs)) expect(list).not.toContain(mine.id);
    const comments = await social.call<Page<CommentDto>>(P.listComments, { postId: third.id }, blocker);
    expect(comments.items.map((c) => c.content)).toEqual(['other comment']);
    await expect(outbox(SocialEvents.memberBlocked)).resolves.toContainEqual({ blockerId: blocker.id, blockedId: blocked.id, at: expect.any(String) });

    await social.call(P.unblock, { userId: blocked.id }, blocker);
    await social.call(P.unblock, { userId: blocked.id }, blocker);
    expect((await lists(blocker, blocked, 'blocktopic')).latest).toContain(post.id);
    expect((await outbox(SocialEvents.memberUnblocked)).filter((e) => e.blockerId === blocker.id)).toHaveLength(1);
  });
  it('hides each member\'s post from the other when opened by its link: the post, its comments and likes (404), and a new like', async () => {
    const [author, blocked, admin] = [await social.member(), await social.member(), await social.member({ isAdmin: true })];
    const post = await social.call<PostDto>(P.createPost, { content: 'opened by link' }, author);
    const theirs = await social.call<PostDto>(P.createPost, { content: 'the blocked member\'s own' }, blocked);
    await social.call(P.toggleLike, { postId: post.id, liked: true }, blocked);
    await social.call(P.block, { userId: blocked.id }, author);

    const notFound = { status: 404, message: 'Post not found' };
    for (const [viewer, target] of [[blocked, post], [author, theirs]] as const) {
      expect(await rpcFailure(social.call(P.getPost, { id: target.id }, viewer))).toEqual(notFound);
      expect(await rpcFailure(social.call(P.listComments, { postId: target.id }, viewer))).toEqual(notFound);
      expect(await rpcFailure(social.call(P.listLikes, { postId: target.id }, viewer))).toEqual(notFound);
    }
    expect(await rpcFailure(social.call(P.toggleLike, { postId: theirs.id, liked: true }, author))).toEqual(notFound);
    // Taking back one's own like still works (it only removes); giving it again does not.
    expect(await social.call(P.toggleLike, { postId: post.id, liked: false }, blocked)).toEqual({ liked: false, likesCount: 0 });
    expect(await rpcFailure(social.call(P.toggleLike, { postId: post.id }, blocked))).toEqual(notFound);
    // Moderators read reported posts whoever they block; everyone else sees the post as before.
    await social.call(P.block, { userId: author.id }, admin);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, admin)).id).toBe(post.id);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, await social.member())).id).toBe(post.id);

    await social.call(P.unblock, { userId: blocked.id }, author);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, blocked)).id).toBe(post.id);
    expect(await social.call(P.toggleLike, { postId: post.id, liked: true }, blocked)).toEqual({ liked: true, likesCount: 1 });
  });
});

describe('a mute', () => {
  it('hides the muted member\'s content from the muter only, keeps follows, and is never visible to the muted member', async () => {
    const [muter, muted] = [await social.member(), await social.member()];
    await social.call(P.follow, { userId: muted.id }, muter);
    const post = await social.call<PostDto>(P.createPost, { content: 'loud #MuteTopic' }, muted);
    const mine = await social.call<PostDto>(P.createPost, { content: 'mine #MuteTopic' }, muter);
    expect(await social.call(P.mute, { userId: muted.id }, muter)).toEqual({ muted: true });
    expect(await social.call(P.mute, { userId: muted.id }, muter)).toEqual({ muted: true });
    expect(await social.call(P.getMute, { userId: muted.id }, muter)).toEqual({ muted: true });
    expect(await social.call(P.getMute, { userId: muter.id }, muted)).toEqual({ muted: false });
    for (const list of Object.values(await lists(muter, muted, 'mutetopic'))) expect(list).not.toContain(post.id);
    // One way only: the muted member still sees the muter.
    expect((await lists(muted, muter, 'mutetopic')).topic).toEqual(expect.arrayContaining([mine.id, post.id]));
    expect((await social.db.query('SELECT 1 FROM follows WHERE follower_id = $1 AND following_id = $2', [muter.id, muted.id])).rows).toHaveLength(1);
    expect(await outbox(SocialEvents.memberMuted)).toEqual([{ muterId: muter.id, mutedId: muted.id, at: expect.any(String) }]);

    const page = await social.call<Page<MutedMemberDto>>(P.listMutes, {}, muter);
    expect(page.items.map((m) => m.user.id)).toEqual([muted.id]);
    expect(await social.call(P.unmute, { userId: muted.id }, muter)).toEqual({ muted: false });
    expect((await lists(muter, muted, 'mutetopic')).following).toContain(post.id);
    expect((await outbox(SocialEvents.memberUnmuted)).filter((e) => e.muterId === muter.id)).toHaveLength(1);
  });

  it('refuses self-mutes, unknown members and visitors', async () => {
    const a = await social.member();
    expect(await rpcFailure(social.call(P.mute, { userId: a.id }, a))).toEqual({ status: 400, message: M.cannotMuteSelf });
    expect(await rpcFailure(social.call(P.mute, { userId: '00000000-0000-4000-8000-000000000000' }, a))).toEqual({ status: 404, message: 'User not found' });
    expect(await rpcFailure(social.call(P.mute, { userId: a.id }, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('muted words', () => {
  it('hide matching posts from the feeds and topics (whole words, any case, #tags), not from profiles', async () => {
    const [reader, author] = [await social.member(), await social.member()];
    await social.call(P.follow, { userId: author.id }, reader);
    const rude = await social.call<PostDto>(P.createPost, { content: 'Such a SPOILER here #WordTopic' }, author);
    const tagged = await social.call<PostDto>(P.createPost, { content: 'selling stuff #Promo #WordTopic' }, author);
    const fine = await social.call<PostDto>(P.createPost, { content: 'spoilers are fine, #Promotion too #WordTopic' }, author);
    expect(await social.call(P.updateMutedWords, { words: ['  Spoiler ', '#promo', 'spoiler'] }, reader)).toEqual({ words: ['spoiler', '#promo'] });
    expect(await social.call(P.getMutedWords, {}, reader)).toEqual({ words: ['spoiler', '#promo'] });
    const seen = await lists(reader, author, 'wordtopic');
    for (const list of [seen.latest, seen.trending, seen.following, seen.topic]) {
      expect(list).toContain(fine.id);
      expect(list).not.toContain(rude.id);
      expect(list).not.toContain(tagged.id);
    }
    expect(seen.profile).toEqual(expect.arrayContaining([rude.id, tagged.id, fine.id]));
    expect(await social.call(P.updateMutedWords, { words: [] }, reader)).toEqual({ words: [] });
    expect((await lists(reader, author, 'wordtopic')).topic).toHaveLength(3);
  });

  it('answers 400 on a bad list', async () => {
    const a = await social.member();
    for (const bad of [{}, { words: 'x' }, { words: [1] }]) expect(await rpcFailure(social.call(P.updateMutedWords, bad, a))).toEqual({ status: 400, message: M.wordsRequired });
    expect(await rpcFailure(social.call(P.updateMutedWords, { words: [' '] }, a))).toEqual({ status: 400, message: M.wordLength });
    expect(await rpcFailure(social.call(P.updateMutedWords, { words: ['x'.repeat(51)] }, a))).toEqual({ status: 400, message: M.wordLength });
    const many = Array.from({ length: 51 }, (_, i) => `w${i}`);
    expect(await rpcFailure(social.call(P.updateMutedWords, { words: many }, a))).toEqual({ status: 400, message: M.tooManyWords });
  });
});

describe('direct messages', () => {
  it('tell both members of a block that they cannot message, and the blocker that they block', async () => {
    const [blocker, blocked] = [await social.member(), await social.member()];
    expect(await social.call(P.messageStatus, { userId: blocker.id }, blocked)).toEqual({ canMessage: true, blockedByMe: false });
    await social.call(P.block, { userId: blocked.id }, blocker);
    expect(await social.call(P.messageStatus, { userId: blocker.id }, blocked)).toEqual({ canMessage: false, blockedByMe: false });
    expect(await social.call(P.messageStatus, { userId: blocked.id }, blocker)).toEqual({ canMessage: false, blockedByMe: true });
  });
});

describe('plans', () => {
  it('Latest and Trending still walk their keyset indexes with blocks, mutes and muted words', async () => {
    const viewer = await social.member();
    await social.db.query(`
      INSERT INTO posts (user_id, content, created_at)
      SELECT ('00000000-0000-4000-8000-' || lpad((g % 500)::text, 12, '0'))::uuid, 'filler ' || g, now() - g * interval '1 second'
        FROM generate_series(1, 50000) g`);
    await social.db.query(`INSERT INTO blocks (blocker_id, blocked_id) SELECT $1, ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid FROM generate_series(1, 20) g`, [viewer.id]);
    await social.db.query(`INSERT INTO mutes (muter_id, muted_id) SELECT $1, ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid FROM generate_series(21, 40) g`, [viewer.id]);
    await social.call(P.updateMutedWords, { words: ['filler 7'] }, viewer);
    await social.db.query('ANALYZE posts, blocks, mutes, muted_words');
    const plan = async (sql: string, params: unknown[]) => (await social.db.query(`EXPLAIN ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const latestParams: unknown[] = [viewer.id, 21];
    const latest = await plan(latestPostsSql(latestParams, { userId: null, after: null }), latestParams);
    expect(latest).toMatch(/posts_feed_idx/);
    expect(latest).not.toMatch(/Seq Scan on posts/);
    const profileParams: unknown[] = [viewer.id, 21];
    const profile = await plan(latestPostsSql(profileParams, { userId: '00000000-0000-4000-8000-000000000042', after: null }), profileParams);
    expect(profile).toMatch(/posts_user_feed_idx/);
    const trendingParams: unknown[] = [viewer.id, 21];
    expect(await plan(trendingPostsSql(trendingParams, null), trendingParams)).not.toMatch(/Seq Scan on post_trending/);
    const page = await social.call<Page<PostDto>>(P.listFeed, { limit: 50 }, viewer);
    expect(page.items).toHaveLength(50);
    expect(page.items.every((post) => !/^filler 7\b/.test(post.content))).toBe(true);
  }, 60_000);
});
