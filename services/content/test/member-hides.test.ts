import { ContentPatterns as P, SocialEvents, StrainStoryMessages as M, type Actor, type Page, type StrainStoryCreated, type StrainStoryDto } from '@cannaverse/contracts';
import { insertStrain, premium, rpcFailure, startContentService, type ContentHarness } from './stories-guides-harness.js';

/** Issue 24: strain stories leave the views of a member either side of a block, and of a muter, from social's events. */
let content: ContentHarness;
let strainId: number;

beforeAll(async () => {
  content = await startContentService();
  strainId = (await insertStrain(content.db, 'Hide Test Haze', 'Sativa')).id;
}, 60_000);
afterAll(async () => content?.close());

const story = async (author: Actor) => (await content.call<StrainStoryCreated>(P.createStrainStory, {
  title: 'A quiet afternoon', content: 'Half a joint in the garden and an afternoon of reading.', strainId, rating: 4, effects: ['Relaxed'],
}, premium(author))).id;
const seen = async (viewer: Actor) => {
  const recent = await content.call<Page<StrainStoryDto>>(P.listStrainStories, { limit: 50 }, viewer);
  const popular = await content.call<Page<StrainStoryDto>>(P.listStrainStories, { limit: 50, filter: 'popular' }, viewer);
  return [...recent.items, ...popular.items].map((s) => s.id);
};
const at = () => new Date().toISOString();

it('a block hides each member\'s stories (lists and the story page) from the other, and unblocking restores them', async () => {
  const [blocker, blocked, other] = [await content.member(), await content.member(), await content.member()];
  const [theirs, mine] = [await story(blocked), await story(blocker)];
  await content.publish(SocialEvents.memberBlocked, { blockerId: blocker.id, blockedId: blocked.id, at: at() });
  await content.waitForConsumerIdle();
  expect(await seen(blocker)).not.toContain(theirs);
  expect(await seen(blocked)).not.toContain(mine);
  expect(await seen(other)).toEqual(expect.arrayContaining([theirs, mine]));
  expect(await rpcFailure(content.call(P.getStrainStory, { id: theirs }, blocker))).toEqual({ status: 404, message: M.storyNotFound });
  expect(await rpcFailure(content.call(P.getStrainStory, { id: mine }, blocked))).toEqual({ status: 404, message: M.storyNotFound });

  await content.publish(SocialEvents.memberUnblocked, { blockerId: blocker.id, blockedId: blocked.id, at: at() });
  await content.waitForConsumerIdle();
  expect(await seen(blocker)).toContain(theirs);
  expect((await content.call<StrainStoryDto>(P.getStrainStory, { id: mine }, blocked)).id).toBe(mine);
});

it('a mute hides the muted member\'s stories from the muter only; an older event replayed later changes nothing', async () => {
  const [muter, muted] = [await content.member(), await content.member()];
  const [theirs, mine] = [await story(muted), await story(muter)];
  const mutedAt = new Date(Date.now() - 60_000).toISOString();
  await content.publish(SocialEvents.memberMuted, { muterId: muter.id, mutedId: muted.id, at: mutedAt }, { occurredAt: mutedAt });
  await content.waitForConsumerIdle();
  expect(await seen(muter)).not.toContain(theirs);
  expect(await seen(muted)).toContain(mine);
  // An unmute from before the mute (a late redelivery) leaves the mute in place.
  const earlier = new Date(Date.now() - 120_000).toISOString();
  await content.publish(SocialEvents.memberUnmuted, { muterId: muter.id, mutedId: muted.id, at: earlier }, { occurredAt: earlier });
  await content.waitForConsumerIdle();
  expect(await seen(muter)).not.toContain(theirs);
  await content.publish(SocialEvents.memberUnmuted, { muterId: muter.id, mutedId: muted.id, at: at() });
  await content.waitForConsumerIdle();
  expect(await seen(muter)).toContain(theirs);
});
