import { randomUUID } from 'node:crypto';
import {
  ModerationEvents, SocialEvents, SocialMessages as S, SocialPatterns as P, type Actor, type CommentDto, type Page, type PostDto, type ReportTargetDto,
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

describe('moderation.content.removed', () => {
  it('a removed post is gone from the feed, the profile, its topic and a direct read, at once', async () => {
    const post = await social.call<PostDto>(P.createPost, { content: 'Buy seeds here #SeedSwap' }, author);
    await social.call(P.createComment, { postId: post.id, content: 'me too' }, viewer);
    await removed('post', post.id);
    await social.waitForConsumerIdle();
    const feed = await social.call<Page<PostDto>>(P.listFeed, { limit: 100 }, viewer);
    expect(feed.items.map((item) => item.id)).not.toContain(post.id);
    const profile = await social.call<Page<PostDto>>(P.listUserPosts, { userId: author.id }, viewer);
    expect(profile.items.map((item) => item.id)).not.toContain(post.id);
    const topic = await social.call<Page<PostDto>>(P.listTopicPosts, { topic: 'SeedSwap' }, viewer);
    expect(topic.items).toEqual([]);
    expect(await rpcFailure(social.call(P.getPost, { id: post.id }, viewer))).toEqual({ status: 404, message: S.postNotFound });
    expect(await rpcFailure(social.call(P.getPost, { id: post.id }, author))).toEqual({ status: 404, message: S.postNotFound });
    // Its projections hear of it as of any deleted post.
    const deleted = (await social.db.query('SELECT payload FROM outbox WHERE name = $1', [SocialEvents.postDeleted])).rows.map((r) => r.payload);
    expect(deleted).toContainEqual({ postId: post.id, userId: author.id, mediaUrl: null });
  });

  it('a removed comment leaves its post\'s comments and count; a replay or an unknown target changes nothing', async () => {
    const post = await social.call<PostDto>(P.createPost, { content: 'Week 2' }, viewer);
    const bad = await social.call<CommentDto>(P.createComment, { postId: post.id, content: 'you are an idiot' }, author);
    await social.call<CommentDto>(P.createComment, { postId: post.id, content: 'looks great' }, author);
    const event = await removed('comment', bad.id);
    await social.waitForConsumerIdle();
    const comments = await social.call<Page<CommentDto>>(P.listComments, { postId: post.id }, viewer);
    expect(comments.items.map((comment) => comment.content)).toEqual(['looks great']);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, viewer)).commentsCount).toBe(1);
    await social.publish(ModerationEvents.contentRemoved, event.payload, { id: event.id });
    await removed('comment', randomUUID());
    await social.waitForConsumerIdle();
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, viewer)).commentsCount).toBe(1);
  });
});
