import { randomUUID } from 'node:crypto';
import {
  ContentPatterns as P, ModerationEvents, StrainStoryMessages as M, type Actor, type Page, type ReportTargetDto, type StrainStoryCreated, type StrainStoryDto,
} from '@cannaverse/contracts';
import { insertStrain, premium, rpcFailure, startContentService, type ContentHarness } from './stories-guides-harness.js';

let content: ContentHarness;
let author: Actor;
let reader: Actor;
let strain: { id: number };
const story = () => content.call<StrainStoryCreated>(P.createStrainStory, {
  title: 'Selling my harvest', content: 'Message me to buy an ounce of this, cash or crypto, delivery possible.', strainId: strain.id, rating: 4, effects: ['Relaxed'],
}, author);
const target = (targetId: string, targetType = 'story') => content.call<ReportTargetDto>(P.reportTarget, { targetType, targetId }, null);

beforeAll(async () => {
  content = await startContentService();
  author = premium(await content.member());
  reader = await content.member();
  strain = await insertStrain(content.db, 'Report Target Kush', 'Indica');
}, 60_000);
afterAll(async () => content?.close());

it('answers moderation about a reported story; 404 for an unknown one', async () => {
  const { id } = await story();
  expect(await target(String(id))).toEqual({
    authorId: author.id, excerpt: 'Selling my harvest: Message me to buy an ounce of this, cash or crypto, delivery possible.', mediaThumbnail: null, link: `/strain-stories/${id}`,
  });
  expect(await rpcFailure(target('999999'))).toEqual({ status: 404, message: M.storyNotFound });
  expect(await rpcFailure(target('abc'))).toEqual({ status: 404, message: M.storyNotFound });
  expect(await rpcFailure(target(String(id), 'post'))).toEqual({ status: 400, message: 'targetType must be story' });
});

it('a story moderators removed is gone from the list and a direct read at once; a replay changes nothing', async () => {
  const { id } = await story();
  const event = await content.publish(ModerationEvents.contentRemoved, { decisionId: randomUUID(), targetType: 'story', targetId: String(id), authorId: author.id, rule: 'illegal-sales' });
  await content.waitForConsumerIdle();
  expect(await rpcFailure(content.call(P.getStrainStory, { id }, reader))).toEqual({ status: 404, message: M.storyNotFound });
  const list = await content.call<Page<StrainStoryDto>>(P.listStrainStories, { limit: 100 }, reader);
  expect(list.items.map((item) => item.id)).not.toContain(id);
  await content.publish(ModerationEvents.contentRemoved, event.payload, { id: event.id });
  await content.publish(ModerationEvents.contentRemoved, { decisionId: randomUUID(), targetType: 'post', targetId: String(id), authorId: author.id, rule: 'other' });
  await content.waitForConsumerIdle();
});

it('restoring the removal (that decision only) publishes the story again, with its strain\'s review count', async () => {
  const own = await insertStrain(content.db, 'Restored Story Haze', 'Sativa');
  const reviewCount = async () => (await content.db.query<{ n: number }>('SELECT review_count AS n FROM strains WHERE id = $1', [own.id])).rows[0].n;
  const { id } = await content.call<StrainStoryCreated>(P.createStrainStory, {
    title: 'A calm evening', content: 'Slept well after a small dose, no grogginess in the morning at all.', strainId: own.id, rating: 5, effects: ['Sleepy'],
  }, author);
  const before = await reviewCount();
  const removal = await content.publish(ModerationEvents.contentRemoved, { decisionId: randomUUID(), targetType: 'story', targetId: String(id), authorId: author.id, rule: 'illegal-sales' });
  await content.waitForConsumerIdle();
  expect(await reviewCount()).toBe(before - 1);
  await content.publish(ModerationEvents.contentRestored, { decisionId: randomUUID(), targetType: 'story', targetId: String(id), authorId: author.id });
  await content.waitForConsumerIdle();
  expect(await rpcFailure(content.call(P.getStrainStory, { id }, reader))).toEqual({ status: 404, message: M.storyNotFound });
  await content.publish(ModerationEvents.contentRestored, { decisionId: removal.payload.decisionId, targetType: 'story', targetId: String(id), authorId: author.id });
  await content.waitForConsumerIdle();
  expect((await content.call<StrainStoryDto>(P.getStrainStory, { id }, reader)).id).toBe(id);
  expect((await content.call<Page<StrainStoryDto>>(P.listStrainStories, { limit: 100 }, reader)).items.map((item) => item.id)).toContain(id);
  expect(await reviewCount()).toBe(before);
});
