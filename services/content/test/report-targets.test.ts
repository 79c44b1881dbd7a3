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
