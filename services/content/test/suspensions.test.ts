import { randomUUID } from 'node:crypto';
import { ContentPatterns as P, ModerationEvents, type Actor, type Page, type StrainStoryCreated, type StrainStoryDto } from '@cannaverse/contracts';
import { insertStrain, premium, rpcFailure, startContentService, type ContentHarness } from './stories-guides-harness.js';

/** A suspended member's stories are hidden from the lists and direct reads while suspended, and back once lifted (issue 24). */
let content: ContentHarness;
let author: Actor;
let reader: Actor;
const adminId = randomUUID();

beforeAll(async () => {
  content = await startContentService();
  author = premium(await content.member());
  reader = await content.member();
}, 60_000);
afterAll(async () => content?.close());

const shown = async (id: number) => {
  const [recent, popular] = await Promise.all([
    content.call<Page<StrainStoryDto>>(P.listStrainStories, { limit: '100' }, reader),
    content.call<Page<StrainStoryDto>>(P.listStrainStories, { filter: 'popular', limit: '100' }, reader),
  ]);
  const direct = await content.call<StrainStoryDto>(P.getStrainStory, { id }, reader).then(() => true, () => false);
  return { recent: recent.items.some((s) => s.id === id), popular: popular.items.some((s) => s.id === id), direct };
};

it('hides the stories of a suspended member everywhere and restores them when lifted; a timed one runs out by itself', async () => {
  const strain = await insertStrain(content.db, 'Suspension Kush', 'Indica');
  const { id } = await content.call<StrainStoryCreated>(P.createStrainStory, {
    title: 'A calm night', content: 'One small puff and the whole evening felt easy and slow.', strainId: strain.id, rating: 4, effects: ['Relaxed'],
  }, author);
  expect(await shown(id)).toEqual({ recent: true, popular: true, direct: true });

  await content.publish(ModerationEvents.memberSuspended, { userId: author.id, until: null, reason: 'Spam', decidedBy: adminId, at: new Date().toISOString() });
  await content.waitForConsumerIdle();
  expect(await shown(id)).toEqual({ recent: false, popular: false, direct: false });
  expect((await rpcFailure(content.call(P.getStrainStory, { id }, reader))).status).toBe(404);

  await content.publish(ModerationEvents.memberUnsuspended, { userId: author.id, liftedBy: adminId, at: new Date().toISOString() });
  await content.waitForConsumerIdle();
  expect(await shown(id)).toEqual({ recent: true, popular: true, direct: true });

  await content.publish(ModerationEvents.memberSuspended, { userId: author.id, until: new Date(Date.now() + 3_600_000).toISOString(), reason: 'Spam', decidedBy: adminId, at: new Date().toISOString() });
  await content.waitForConsumerIdle();
  expect((await shown(id)).direct).toBe(false);
  await content.db.query(`UPDATE suspended_members SET until = now() - interval '1 second' WHERE user_id = $1`, [author.id]);
  expect(await shown(id)).toEqual({ recent: true, popular: true, direct: true });
});
