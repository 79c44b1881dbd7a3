import { MEMBER_EXPORT_PARTS, type Actor } from '@cannaverse/contracts';
import { exportedParts } from '@cannaverse/platform/testing';
import { insertStrain, startContentService, type ContentHarness } from './stories-guides-harness.js';

/** Content's part of a member's data export (issue 25): stories, upvotes, reactions, ratings; nothing of another member. */
let content: ContentHarness;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  content = await startContentService();
  alice = await content.member();
  bob = await content.member();
}, 60_000);
afterAll(async () => content?.close());

it('holds the member\'s stories (with media), story upvotes, strain reactions and post ratings, and nothing of another member', async () => {
  const strain = await insertStrain(content.db);
  const image = await content.upload('images', 'jpg', alice);
  const story = async (userId: string, title: string, mediaUrl: string | null) => (await content.db.query(
    `INSERT INTO strain_stories (user_id, strain_id, title, content, experience, effects_felt, media_url, media_type)
     VALUES ($1, $2, $3, 'A calm evening.', 'positive', '{relaxed}', $4, $5) RETURNING id`, [userId, strain.id, title, mediaUrl, mediaUrl ? 'image' : null])).rows[0].id as number;
  const aliceStory = await story(alice.id, 'Alice on the couch', image);
  const bobStory = await story(bob.id, 'Bob in the garden', null);
  await content.db.query(`INSERT INTO strain_story_upvotes (story_id, user_id) VALUES ($1, $2), ($3, $4)`, [bobStory, alice.id, aliceStory, bob.id]);
  await content.db.query(`INSERT INTO strain_emoji_reactions (strain_id, user_id, emoji_type) VALUES ($1, $2, '😊'), ($1, $3, '😊')`, [strain.id, alice.id, bob.id]);
  await content.db.query(`INSERT INTO strain_post_ratings (post_id, user_id, strain_key, rating, changed_at)
    VALUES (gen_random_uuid(), $1, 'blue dream', 4, now()), (gen_random_uuid(), $2, 'blue dream', 2, now())`, [alice.id, bob.id]);

  const { parts, media } = await exportedParts(content, 'content', Object.keys(MEMBER_EXPORT_PARTS.content), alice.id);
  expect(parts.stories).toEqual([expect.objectContaining({ id: aliceStory, title: 'Alice on the couch', strain_name: strain.name, media_url: image })]);
  expect(media).toEqual([image]);
  expect(parts['story-upvotes']).toEqual([expect.objectContaining({ story_id: bobStory })]);
  expect(parts.reactions).toEqual([expect.objectContaining({ strain_id: strain.id, emoji_type: '😊' })]);
  expect(parts.ratings).toEqual([expect.objectContaining({ strain_key: 'blue dream', rating: 4 })]);
  expect(JSON.stringify(parts)).not.toContain('Bob in the garden');
});
