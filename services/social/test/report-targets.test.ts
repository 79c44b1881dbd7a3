import { randomUUID } from 'node:crypto';
import {
  ModerationEvents, SocialEvents, SocialMessages as S, SocialPatterns as P, type Actor, type CommentDto, type MemberStatsDto, type Page, type PostDto, type ProfileCounts, type ReportTargetDto,
} from '@cannaverse/contracts';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
let author: Actor;
let viewer: Actor;
const target = (targetType: string, targetId: string) => social.call<ReportTargetDto>(P.reportTarget, { targetType, targetId }, null);
const removed = (targetType: 'post' | 'comment', targetId: string) =>
  social.publish(ModerationEvents.contentRemoved, { decisionId: randomUUID(), targetType, targetId, authorId: author.id, rule: 'spam-or-selling' });

beforeAll(async () => {
  social = await startSocial();
  author = await social.member();
  viewer = await social.member();
}, 60_000);
afterAll(async () => social?.close());

describe('a reported post or comment, as moderation asks for it', () => {
  it('answers the author, an excerpt and where it is; 404 for an unknown one', async () => {
    const post = await social.call<PostDto>(P.createPost, { content: 'Clones for sale #GrowDiary' }, author);
    const comment = await social.call<CommentDto>(P.createComment, { postId: post.id, content: 'DM me for prices' }, author);
    expect(await target('post', post.id)).toEqual({ authorId: author.id, excerpt: 'Clones for sale #GrowDiary', mediaThumbnail: null, link: `/posts/${post.id}` });
    expect(await target('comment', comment.id)).toEqual({ authorId: author.id, excerpt: 'DM me for prices', mediaThumbnail: null, link: `/posts/${post.id}` });
    expect(await rpcFailure(target('post', randomUUID()))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(target('comment', 'not-a-uuid'))).toEqual({ status: 404, message: 'Comment not found' });
    expect(await rpcFailure(target('story', post.id))).toEqual({ status: 400, message: 'targetType must be post or comment' });
  });
});

const restored = (targetType: 'post' | 'comment', targetId: string, decisionId: string) =>
  social.publish(ModerationEvents.contentRestored, { decisionId, targetType, targetId, authorId: author.id });
const ids = (page: Page<PostDto>) => page.items.map((item) => item.id);

describe('moderation.content.removed and .restored', () => {
  it('a removed post is hidden from the feeds, the profile, its topic, a direct read and its author\'s counts; restoring brings it all back', async () => {
    const follower = await social.member();
    await social.call(P.follow, { userId: author.id }, follower);
    const post = await social.call<PostDto>(P.createPost, { content: 'Buy seeds here #SeedSwap', strainName: 'Blue Dream', strainRating: 4, strainReview: 'Great' }, author);
    await social.call(P.createComment, { postId: post.id, content: 'me too' }, viewer);
    await social.call(P.toggleLike, { postId: post.id }, viewer);
    const statsBefore = await social.call<MemberStatsDto>(P.memberStats, { userId: author.id }, viewer);
    const countsBefore = await social.call<ProfileCounts>(P.profileCounts, { userId: author.id }, viewer);

    const removal = await removed('post', post.id);
    await social.waitForConsumerIdle();
    expect(ids(await social.call<Page<PostDto>>(P.listFeed, { limit: 100 }, viewer))).not.toContain(post.id);
    expect(ids(await social.call<Page<PostDto>>(P.listFeed, { sort: 'trending', limit: 100 }, viewer))).not.toContain(post.id);
    expect(ids(await social.call<Page<PostDto>>(P.listFollowingFeed, { limit: 100 }, follower))).not.toContain(post.id);
    expect(ids(await social.call<Page<PostDto>>(P.listUserPosts, { userId: author.id }, viewer))).not.toContain(post.id);
    expect((await social.call<Page<PostDto>>(P.listTopicPosts, { topic: 'SeedSwap' }, viewer)).items).toEqual([]);
    for (const actor of [viewer, author]) {
      expect(await rpcFailure(social.call(P.getPost, { id: post.id }, actor))).toEqual({ status: 404, message: S.postNotFound });
    }
    expect(await rpcFailure(social.call(P.listComments, { postId: post.id }, viewer))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(social.call(P.toggleLike, { postId: post.id }, follower))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(social.call(P.createComment, { postId: post.id, content: 'hello?' }, follower))).toMatchObject({ status: 404 });
    expect(await rpcFailure(social.call(P.updatePost, { id: post.id, changes: { content: 'edited' } }, author))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(target('post', post.id))).toEqual({ status: 404, message: S.postNotFound });
    expect(await social.call<MemberStatsDto>(P.memberStats, { userId: author.id }, viewer))
      .toEqual({ posts: statsBefore.posts - 1, likesReceived: statsBefore.likesReceived - 1, reviews: statsBefore.reviews - 1 });
    expect((await social.call<ProfileCounts>(P.profileCounts, { userId: author.id }, viewer)).postsCount).toBe(countsBefore.postsCount - 1);
    // Nothing is deleted: no social.post.deleted (its media stays); its projections hear it no longer rates a strain.
    const deleted = (await social.db.query('SELECT payload FROM outbox WHERE name = $1', [SocialEvents.postDeleted])).rows.map((r) => r.payload);
    expect(deleted.map((payload) => payload.postId)).not.toContain(post.id);
    const updates = async () => (await social.db.query('SELECT payload FROM outbox WHERE name = $1 AND payload->>\'postId\' = $2', [SocialEvents.postUpdated, post.id])).rows.map((r) => r.payload);
    expect(await updates()).toEqual([expect.objectContaining({ hashtags: [], strainName: null, strainRating: null })]);

    // Another decision's restore is not this removal's.
    await restored('post', post.id, randomUUID());
    await social.waitForConsumerIdle();
    expect(await rpcFailure(social.call(P.getPost, { id: post.id }, viewer))).toMatchObject({ status: 404 });

    await restored('post', post.id, removal.payload.decisionId);
    await social.waitForConsumerIdle();
    const back = await social.call<PostDto>(P.getPost, { id: post.id }, viewer);
    expect(back).toMatchObject({ id: post.id, content: 'Buy seeds here #SeedSwap', likesCount: 1, commentsCount: 1, likedByMe: true });
    expect(ids(await social.call<Page<PostDto>>(P.listFeed, { limit: 100 }, viewer))).toContain(post.id);
    expect(ids(await social.call<Page<PostDto>>(P.listFollowingFeed, { limit: 100 }, follower))).toContain(post.id);
    expect(ids(await social.call<Page<PostDto>>(P.listTopicPosts, { topic: 'SeedSwap' }, viewer))).toEqual([post.id]);
    expect((await social.call<Page<CommentDto>>(P.listComments, { postId: post.id }, viewer)).items.map((c) => c.content)).toEqual(['me too']);
    expect(await social.call<MemberStatsDto>(P.memberStats, { userId: author.id }, viewer)).toEqual(statsBefore);
    expect((await social.call<ProfileCounts>(P.profileCounts, { userId: author.id }, viewer)).postsCount).toBe(countsBefore.postsCount);
    expect(await updates()).toContainEqual(expect.objectContaining({ hashtags: ['seedswap'], strainName: 'Blue Dream', strainRating: 4, content: 'Buy seeds here #SeedSwap' }));
  });

  it('a removed comment leaves its post\'s comments and count and comes back with it; a replay or an unknown target changes nothing', async () => {
    const post = await social.call<PostDto>(P.createPost, { content: 'Week 2' }, viewer);
    const bad = await social.call<CommentDto>(P.createComment, { postId: post.id, content: 'you are an idiot' }, author);
    await social.call<CommentDto>(P.createComment, { postId: post.id, content: 'looks great' }, author);
    const event = await removed('comment', bad.id);
    await social.waitForConsumerIdle();
    const comments = await social.call<Page<CommentDto>>(P.listComments, { postId: post.id }, viewer);
    expect(comments.items.map((comment) => comment.content)).toEqual(['looks great']);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, viewer)).commentsCount).toBe(1);
    expect(await rpcFailure(target('comment', bad.id))).toEqual({ status: 404, message: 'Comment not found' });
    await social.publish(ModerationEvents.contentRemoved, event.payload, { id: event.id });
    await removed('comment', randomUUID());
    await social.waitForConsumerIdle();
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, viewer)).commentsCount).toBe(1);

    const restore = await restored('comment', bad.id, event.payload.decisionId);
    await social.waitForConsumerIdle();
    expect((await social.call<Page<CommentDto>>(P.listComments, { postId: post.id }, viewer)).items.map((c) => c.content)).toEqual(['you are an idiot', 'looks great']);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, viewer)).commentsCount).toBe(2);
    await social.publish(ModerationEvents.contentRestored, restore.payload, { id: randomUUID() });
    await social.waitForConsumerIdle();
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, viewer)).commentsCount).toBe(2);
  });
});
