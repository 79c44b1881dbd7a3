import { randomUUID } from 'node:crypto';
import { ModerationEvents, SocialPatterns as P, type Actor, type CommentDto, type Page, type PostDto } from '@cannaverse/contracts';
import { latestPostsSql, trendingPostsSql } from '../src/posts/posts.repository.js';
import { topicPostsSql } from '../src/community/community.repository.js';
import { TrendingRankRepository } from '../src/posts/trending-rank.repository.js';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

/** A suspended member's posts and comments are hidden from every list and direct read, and back once lifted (issue 24). */
let social: SocialHarness;
let author: Actor;
let reader: Actor;
const adminId = randomUUID();

const ids = (page: Page<{ id: string }>) => page.items.map((item) => item.id);
const suspend = async (userId: string, until: string | null = null) => {
  await social.publish(ModerationEvents.memberSuspended, { userId, until, reason: 'Spam', decidedBy: adminId, at: new Date().toISOString() });
  await social.waitForConsumerIdle();
};
const lift = async (userId: string) => {
  await social.publish(ModerationEvents.memberUnsuspended, { userId, liftedBy: adminId, at: new Date().toISOString() });
  await social.waitForConsumerIdle();
};

beforeAll(async () => {
  social = await startSocial();
  author = await social.member();
  reader = await social.member();
}, 60_000);
afterAll(async () => social?.close());

async function everywhere(postId: string, commentId: string) {
  await social.app().get(TrendingRankRepository).refresh(new Date());
  const [latest, trending, byUser, following, topic, comments] = await Promise.all([
    social.call<Page<PostDto>>(P.listFeed, { limit: 100 }, reader),
    social.call<Page<PostDto>>(P.listFeed, { sort: 'trending', limit: 100 }, reader),
    social.call<Page<PostDto>>(P.listUserPosts, { userId: author.id }, reader),
    social.call<Page<PostDto>>(P.listFollowingFeed, {}, reader),
    social.call<Page<PostDto>>(P.listTopicPosts, { topic: 'SuspendTest' }, reader),
    social.call<Page<CommentDto>>(P.listComments, { postId: readerPostId }, reader),
  ]);
  const direct = await social.call<PostDto>(P.getPost, { id: postId }, reader).then(() => true, () => false);
  return {
    latest: ids(latest).includes(postId), trending: ids(trending).includes(postId), byUser: ids(byUser).includes(postId),
    following: ids(following).includes(postId), topic: ids(topic).includes(postId), comment: ids(comments).includes(commentId), direct,
  };
}
let readerPostId: string;

describe('a suspended member', () => {
  it('their posts and comments are hidden everywhere while suspended and restored on lifting', async () => {
    await social.call(P.follow, { userId: author.id }, reader);
    const post = await social.call<PostDto>(P.createPost, { content: 'Selling clones #SuspendTest' }, author);
    readerPostId = (await social.call<PostDto>(P.createPost, { content: 'My grow diary' }, reader)).id;
    const comment = await social.call<CommentDto>(P.createComment, { postId: readerPostId, content: 'DM me for clones' }, author);
    const shown = { latest: true, trending: true, byUser: true, following: true, topic: true, comment: true, direct: true };
    expect(await everywhere(post.id, comment.id)).toEqual(shown);

    await suspend(author.id);
    expect(await everywhere(post.id, comment.id)).toEqual({ latest: false, trending: false, byUser: false, following: false, topic: false, comment: false, direct: false });
    expect(await rpcFailure(social.call(P.getPost, { id: post.id }, reader))).toEqual({ status: 404, message: 'Post not found' });
    expect(await rpcFailure(social.call(P.listComments, { postId: post.id }, reader))).toEqual({ status: 404, message: 'Post not found' });
    // The reader's own post is untouched.
    expect((await social.call<PostDto>(P.getPost, { id: readerPostId }, reader)).id).toBe(readerPostId);

    await lift(author.id);
    expect(await everywhere(post.id, comment.id)).toEqual(shown);
  });

  it('a timed suspension ends by itself at its end date', async () => {
    const post = await social.call<PostDto>(P.createPost, { content: 'Back soon' }, author);
    await suspend(author.id, new Date(Date.now() + 3_600_000).toISOString());
    expect(await rpcFailure(social.call(P.getPost, { id: post.id }, reader))).toMatchObject({ status: 404 });
    await social.db.query(`UPDATE suspended_members SET until = now() - interval '1 second' WHERE user_id = $1`, [author.id]);
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, reader)).id).toBe(post.id);
  });

  it('the feeds still walk their indexes with suspensions in force', async () => {
    await social.db.query(`
      INSERT INTO posts (user_id, content, created_at)
      SELECT ('00000000-0000-4000-8000-' || lpad((g % 500)::text, 12, '0'))::uuid, 'filler #Filler' || (g % 50), now() - g * interval '1 minute'
        FROM generate_series(1, 30000) g`);
    await social.db.query(`INSERT INTO post_hashtags (post_id, tag, created_at)
      SELECT id, lower(substring(content from '#([A-Za-z0-9]+)')), created_at FROM posts WHERE content LIKE 'filler %'`);
    await social.db.query(`
      INSERT INTO suspended_members (user_id, until, reason, changed_at)
      SELECT ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, NULL, 'x', now() FROM generate_series(1, 500, 7) g`);
    await social.db.query('ANALYZE posts, post_hashtags, suspended_members, likes, video_details, user_cards');
    const plans: Array<[string, string, unknown[]]> = [];
    const latest: unknown[] = [reader.id, 21];
    plans.push(['latest', latestPostsSql(latest, { userId: null, after: null }), latest]);
    const byUser: unknown[] = [reader.id, 21];
    plans.push(['by user', latestPostsSql(byUser, { userId: '00000000-0000-4000-8000-000000000003', after: null }), byUser]);
    const topic: unknown[] = [reader.id, 21, 'filler7'];
    plans.push(['topic', topicPostsSql(topic, null), topic]);
    const trending: unknown[] = [reader.id, 21];
    plans.push(['trending', trendingPostsSql(trending, null), trending]);
    for (const [name, sql, params] of plans) {
      const plan = (await social.db.query(`EXPLAIN ${sql}`, params)).rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      expect({ name, seqScan: /Seq Scan on (posts|post_hashtags)/.test(plan) }).toEqual({ name, seqScan: false });
      if (name === 'latest') expect(plan).toMatch(/posts_feed_idx/);
      if (name === 'by user') expect(plan).toMatch(/posts_user_feed_idx/);
      if (name === 'topic') expect(plan).toMatch(/post_hashtags_topic_idx/);
    }
    const page = await social.call<Page<PostDto>>(P.listFeed, { limit: 50 }, reader);
    const suspendedAuthors = new Set((await social.db.query('SELECT user_id FROM suspended_members WHERE lifted_at IS NULL AND (until IS NULL OR until > now())')).rows.map((r) => r.user_id));
    expect(page.items.filter((item) => suspendedAuthors.has(item.userId))).toEqual([]);
    expect(page.items).toHaveLength(50);
  }, 60_000);
});
