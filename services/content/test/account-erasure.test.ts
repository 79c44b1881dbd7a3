import { randomUUID } from 'node:crypto';
import { ContentEvents, ContentPatterns as P, SocialEvents, type StrainStoryCreated } from '@cannaverse/contracts';
import { deleteAccount, noneOf, replayAccountDeleted, rowsNaming } from '@cannaverse/platform/testing';
import { connoisseur, insertStrain, startContentService, type ContentHarness } from './stories-guides-harness.js';

let content: ContentHarness;

beforeAll(async () => {
  content = await startContentService();
}, 60_000);
afterAll(async () => content?.close());

const MEMBER_COLUMNS = {
  strain_stories: ['user_id'], strain_story_upvotes: ['user_id'], strain_emoji_reactions: ['user_id'], strain_post_ratings: ['user_id'],
  ad_events: ['user_id'], grow_guides: ['author_id'], user_cards: ['id'],
};
const story = (strainId: number, rating: number) => ({
  title: 'Calm evening', content: 'Two small puffs after dinner and the evening felt easy.', strainId, rating, effects: ['Relaxed'],
});

it('a deleted account leaves nothing in content and the strains\' members report is recomputed; a replay changes nothing', async () => {
  const [leaving, other] = [connoisseur(await content.member()), connoisseur(await content.member())];
  const strain = await insertStrain(content.db);
  const rated = await insertStrain(content.db);
  const { id: theirs } = await content.call<StrainStoryCreated>(P.createStrainStory, story(strain.id, 5), leaving);
  const { id: others } = await content.call<StrainStoryCreated>(P.createStrainStory, story(strain.id, 3), other);
  await content.call(P.upvoteStrainStory, { id: others }, leaving);
  await content.call(P.upvoteStrainStory, { id: theirs }, other);
  await content.call(P.addStrainReaction, { strainId: strain.id, emojiType: '😊' }, leaving);
  await content.call(P.addStrainReaction, { strainId: strain.id, emojiType: '😊' }, other);
  await content.publish(SocialEvents.postCreated, {
    postId: randomUUID(), userId: leaving.id, mediaType: null, mediaUrl: null, hashtags: [], strainName: rated.name, strainRating: 5, createdAt: new Date().toISOString(),
  });
  await content.waitForConsumerIdle();
  const figures = async (id: number) => (await content.db.query('SELECT review_count, members_rating FROM strains WHERE id = $1', [id])).rows[0];
  expect(await figures(strain.id)).toEqual({ review_count: 2, members_rating: 4 });
  expect(await figures(rated.id)).toEqual({ review_count: 1, members_rating: 5 });

  const envelope = await deleteAccount(content, leaving.id);
  expect(await rowsNaming(content.db, leaving.id, MEMBER_COLUMNS)).toEqual(noneOf(MEMBER_COLUMNS));
  expect(await figures(strain.id)).toEqual({ review_count: 1, members_rating: 3 });
  expect(await figures(rated.id)).toEqual({ review_count: 0, members_rating: null });
  const { rows: [kept] } = await content.db.query('SELECT upvotes FROM strain_stories WHERE id = $1', [others]);
  expect(kept).toEqual({ upvotes: 0 });
  const { rows: counts } = await content.db.query('SELECT count FROM strain_reaction_counts WHERE strain_id = $1', [strain.id]);
  expect(counts).toEqual([{ count: 1 }]);
  const { rows } = await content.db.query(`SELECT payload FROM outbox WHERE name = $1`, [ContentEvents.accountErased]);
  expect(rows).toEqual([{ payload: { userId: leaving.id, service: 'content', at: expect.any(String) } }]);

  const { before, after } = await replayAccountDeleted(content, envelope);
  expect(after).toEqual(before);
}, 90_000);
