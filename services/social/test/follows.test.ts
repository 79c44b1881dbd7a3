import { SocialEvents, SocialMessages as S, SocialPatterns as P, type Actor, type FollowResult, type MemberStatsDto, type PostDto, type ProfileCounts } from '@cannaverse/contracts';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
const events = async (name: string) => (await social.db.query('SELECT payload FROM outbox WHERE name = $1', [name])).rows.map((r) => r.payload);
const counts = (userId: string, actor: Actor | null) => social.call<ProfileCounts>(P.profileCounts, { userId }, actor);

beforeAll(async () => { social = await startSocial(); }, 60_000);
afterAll(async () => social?.close());

describe('follow / unfollow', () => {
  it('follows once however often asked, publishes only real changes, and unfollows idempotently', async () => {
    const [a, b] = [await social.member(), await social.member()];
    const before = (await events(SocialEvents.userFollowed)).length;
    expect(await social.call<FollowResult>(P.follow, { userId: b.id }, a)).toEqual({ following: true, followersCount: 1 });
    expect(await social.call<FollowResult>(P.follow, { userId: b.id }, a)).toEqual({ following: true, followersCount: 1 });
    expect((await events(SocialEvents.userFollowed)).length).toBe(before + 1);
    expect((await events(SocialEvents.userFollowed)).at(-1)).toEqual({ followerId: a.id, followingId: b.id });
    expect(await counts(b.id, a)).toEqual({ followersCount: 1, followingCount: 0, postsCount: 0, isFollowing: true });
    expect(await counts(a.id, b)).toEqual({ followersCount: 0, followingCount: 1, postsCount: 0, isFollowing: false });

    const unfollowsBefore = (await events(SocialEvents.userUnfollowed)).length;
    expect(await social.call<FollowResult>(P.unfollow, { userId: b.id }, a)).toEqual({ following: false, followersCount: 0 });
    expect(await social.call<FollowResult>(P.unfollow, { userId: b.id }, a)).toEqual({ following: false, followersCount: 0 });
    expect((await events(SocialEvents.userUnfollowed)).length).toBe(unfollowsBefore + 1);
    const logged = await social.db.query(`SELECT metadata FROM user_interactions WHERE user_id = $1 AND interaction_type = 'follow'`, [a.id]);
    expect(logged.rows).toEqual([{ metadata: { followingId: b.id } }]);
  });

  it('concurrent follows leave one row', async () => {
    const [a, b] = [await social.member(), await social.member()];
    await Promise.all(Array.from({ length: 8 }, () => social.call(P.follow, { userId: b.id }, a)));
    expect((await social.db.query('SELECT count(*)::int AS n FROM follows WHERE following_id = $1', [b.id])).rows[0].n).toBe(1);
  });

  it('refuses self-follow (400), unknown or non-UUID members (404), visitors (401)', async () => {
    const a = await social.member();
    expect(await rpcFailure(social.call(P.follow, { userId: a.id }, a))).toEqual({ status: 400, message: S.cannotFollowSelf });
    expect(await rpcFailure(social.call(P.unfollow, { userId: a.id }, a))).toEqual({ status: 400, message: S.cannotFollowSelf });
    expect(await rpcFailure(social.call(P.follow, { userId: '00000000-0000-4000-8000-000000000000' }, a))).toEqual({ status: 404, message: S.userNotFound });
    expect(await rpcFailure(social.call(P.follow, { userId: 'robert' }, a))).toEqual({ status: 404, message: S.userNotFound });
    expect(await rpcFailure(social.call(P.follow, { userId: a.id }, null))).toEqual({ status: 401, message: 'Not authenticated' });
    expect(await rpcFailure(social.call(P.follow, { userId: a.id, x: 1 }, a))).toEqual({ status: 400, message: 'Unknown field: x' });
  });
});

describe('profile counts and member stats', () => {
  it('answers visitors with isFollowing false and zeros for a member without activity', async () => {
    const a = await social.member();
    expect(await counts(a.id, null)).toEqual({ followersCount: 0, followingCount: 0, postsCount: 0, isFollowing: false });
    expect(await rpcFailure(counts('not-a-uuid', null))).toEqual({ status: 404, message: S.userNotFound });
  });

  it('counts posts, likes received and reviews', async () => {
    const [a, b, c] = [await social.member(), await social.member(), await social.member()];
    const review = await social.call<PostDto>(P.createPost, { content: 'r', strainName: 'OG', strainReview: 'Earthy' }, a);
    const plain = await social.call<PostDto>(P.createPost, { content: 'p', strainName: 'OG' }, a);
    await social.call(P.toggleLike, { postId: review.id }, b);
    await social.call(P.toggleLike, { postId: review.id }, c);
    await social.call(P.toggleLike, { postId: plain.id }, b);
    expect(await social.call<MemberStatsDto>(P.memberStats, { userId: a.id }, b)).toEqual({ posts: 2, likesReceived: 3, reviews: 1 });
    expect((await counts(a.id, b)).postsCount).toBe(2);
    expect(await social.call<MemberStatsDto>(P.memberStats, { userId: b.id }, b)).toEqual({ posts: 0, likesReceived: 0, reviews: 0 });
    expect(await rpcFailure(social.call(P.memberStats, { userId: a.id }, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });

  it('keeps the counts in step through edits, unlikes, deletes and unfollows (counters, not count(*))', async () => {
    const [a, b] = [await social.member(), await social.member()];
    const post = await social.call<PostDto>(P.createPost, { content: 'r', strainName: 'OG', strainReview: 'Earthy' }, a);
    const other = await social.call<PostDto>(P.createPost, { content: 'o' }, a);
    await social.call(P.toggleLike, { postId: post.id, liked: true }, b);
    await social.call(P.toggleLike, { postId: other.id, liked: true }, b);
    await social.call(P.follow, { userId: a.id }, b);
    expect(await social.call<MemberStatsDto>(P.memberStats, { userId: a.id }, b)).toEqual({ posts: 2, likesReceived: 2, reviews: 1 });
    await social.call(P.updatePost, { id: post.id, changes: { strainReview: '' } }, a);
    await social.call(P.toggleLike, { postId: other.id, liked: false }, b);
    expect(await social.call<MemberStatsDto>(P.memberStats, { userId: a.id }, b)).toEqual({ posts: 2, likesReceived: 1, reviews: 0 });
    await social.call(P.deletePost, { id: post.id }, a);
    await social.call(P.unfollow, { userId: a.id }, b);
    expect(await social.call<MemberStatsDto>(P.memberStats, { userId: a.id }, b)).toEqual({ posts: 1, likesReceived: 0, reviews: 0 });
    expect(await counts(a.id, b)).toEqual({ followersCount: 0, followingCount: 0, postsCount: 1, isFollowing: false });
    // The answer is the stored counter row: a drift there would show, a count(*) would not.
    await social.db.query('UPDATE member_counts SET posts = 41 WHERE user_id = $1', [a.id]);
    expect((await counts(a.id, b)).postsCount).toBe(41);
  });
});
