import { SocialEvents, SocialMessages as S, SocialPatterns as P, type Actor, type Page, type PostDto } from '@cannaverse/contracts';
import { topicPostsSql } from '../src/community/community.repository.js';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

/** The community hub's discussions: posts by hashtag, from post_hashtags kept with each post. */
let social: SocialHarness;
let author: Actor;
let reader: Actor;

beforeAll(async () => {
  social = await startSocial();
  author = await social.member();
  reader = await social.member();
}, 60_000);
afterAll(async () => social?.close());

const create = (content: string, extra: Record<string, unknown> = {}) => social.call<PostDto>(P.createPost, { content, ...extra }, author);
const topic = (name: unknown, extra: Record<string, unknown> = {}, actor: Actor | null = reader) =>
  social.call<Page<PostDto>>(P.listTopicPosts, { topic: name, ...extra }, actor);

it('lists the posts carrying a hashtag, newest first, case-insensitively and with the feed card', async () => {
  const first = await create('Week 3 of flower #GrowDiary');
  const second = await create('Another #growdiary entry and #LivingSoil');
  await create('Nothing to see #Edibles');
  const page = await topic('GrowDiary');
  expect(page.items.map((p) => p.id)).toEqual([second.id, first.id]);
  expect(page.items[0]).toMatchObject({ user: { id: author.id }, likesCount: 0, likedByMe: false });
  expect((await topic('#livingsoil')).items.map((p) => p.id)).toEqual([second.id]);
  expect((await topic('NeverUsed')).items).toEqual([]);
});

it('pages a topic with a keyset cursor', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.unshift((await create(`Day ${i} #PhenoHunt`)).id);
  const one = await topic('PhenoHunt', { limit: 2 });
  const two = await topic('PhenoHunt', { limit: 2, cursor: one.nextCursor });
  const three = await topic('PhenoHunt', { limit: 2, cursor: two.nextCursor });
  expect([...one.items, ...two.items, ...three.items].map((p) => p.id)).toEqual(ids);
  expect(three.nextCursor).toBeNull();
});

it('follows edits and deletes: a hashtag removed from the text leaves the topic', async () => {
  const post = await create('Trying #Rosin today');
  expect((await topic('Rosin')).items.map((p) => p.id)).toEqual([post.id]);
  await social.call(P.updatePost, { id: post.id, changes: { content: 'Trying #Tinctures today' } }, author);
  expect((await topic('Rosin')).items).toEqual([]);
  expect((await topic('Tinctures')).items.map((p) => p.id)).toEqual([post.id]);
  await social.call(P.deletePost, { id: post.id }, author);
  expect((await topic('Tinctures')).items).toEqual([]);
});

it('records post.updated with the strain rating and hashtags, and post.created with the strain', async () => {
  const post = await create('Rated it #StrainReview', { strainName: 'Blue Dream', strainRating: 4 });
  await social.call(P.updatePost, { id: post.id, changes: { strainRating: 5, content: 'Rated it again #HybridLife' } }, author);
  const payloads = async (name: string) => (await social.db.query('SELECT payload FROM outbox WHERE name = $1 ORDER BY occurred_at', [name])).rows.map((r) => r.payload);
  expect((await payloads(SocialEvents.postCreated)).at(-1)).toMatchObject({ postId: post.id, strainName: 'Blue Dream', strainRating: 4, hashtags: ['strainreview'] });
  expect((await payloads(SocialEvents.postUpdated)).at(-1)).toEqual({
    postId: post.id, userId: author.id, strainName: 'Blue Dream', strainRating: 5, hashtags: ['hybridlife'], content: 'Rated it again #HybridLife', updatedAt: expect.any(String),
  });
});

it('answers 400 for a topic that is not a hashtag, 401 to visitors', async () => {
  for (const bad of ['', '#', '1abc', 'has space', 'x', 'a'.repeat(51), 42, null]) {
    expect(await rpcFailure(topic(bad))).toEqual({ status: 400, message: S.invalidTopic });
  }
  expect(await rpcFailure(topic('GrowDiary', { cursor: 'nonsense' }))).toEqual({ status: 400, message: 'Invalid cursor' });
  expect(await rpcFailure(topic('GrowDiary', {}, null))).toEqual({ status: 401, message: 'Not authenticated' });
});

it('walks post_hashtags_topic_idx, never the whole posts table', async () => {
  await social.db.query(`INSERT INTO posts (user_id, content, created_at)
    SELECT $1, 'filler #Filler' || (g % 200) || ' ' || repeat('words ', 20), now() - g * interval '1 minute' FROM generate_series(1, 20000) g`, [author.id]);
  await social.db.query(`INSERT INTO post_hashtags (post_id, tag, created_at)
    SELECT id, lower(substring(content from '#([A-Za-z0-9]+)')), created_at FROM posts WHERE content LIKE 'filler %'`);
  await social.db.query('ANALYZE posts, post_hashtags, likes, video_details, user_cards');
  const params: unknown[] = [reader.id, 21, 'filler7'];
  const plan = (await social.db.query(`EXPLAIN ${topicPostsSql(params, null)}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
  expect(plan).toMatch(/post_hashtags_topic_idx/);
  expect(plan).not.toMatch(/Seq Scan on (posts|post_hashtags)/);
  expect((await topic('Filler7', { limit: 20 })).items).toHaveLength(20);
});
