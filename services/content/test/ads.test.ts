import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { AdMessages, ContentPatterns, type AdDto } from '@cannaverse/contracts';
import { AdsService } from '../src/ads/ads.service.js';
import { HouseAdsSeeder } from '../src/ads/house-ads.seeder.js';
import { connoisseurActor, adminActor, premiumActor, rpcFailure, startContent, waitFor, type ContentHarness } from './content-harness.js';

/** Ads over NATS against a real database, with the counting job on the harness's Redis. */
jest.setTimeout(60_000);

let content: ContentHarness;
beforeAll(async () => {
  content = await startContent({ catalogue: 'none' });
  await content.app().get(HouseAdsSeeder).ready();
});
afterAll(async () => content?.close());

const list = (placement: unknown, actor = null as Parameters<ContentHarness['call']>[2]) => content.call<AdDto[]>(ContentPatterns.listAds, { placement }, actor);
const track = (id: string, kind: string, sessionId: unknown) => content.call<{ ok: true }>(ContentPatterns.trackAd, { id, kind, sessionId }, null);
const stats = async (id: string) => (await content.db.query<{ impressions: string; clicks: string }>('SELECT impressions, clicks FROM ads WHERE id = $1', [id])).rows[0];

it('seeds the four house ads once, sanitised, and serves them to visitors and free members', async () => {
  const ads = await list('sidebar');
  expect(ads).toHaveLength(4);
  expect(ads.every((ad) => Object.keys(ad).sort().join() === 'adCode,id' && ad.adCode.includes('target="_top"'))).toBe(true);
  expect(await list('sidebar', await content.member())).toEqual(ads);
  await content.app().get(HouseAdsSeeder).onApplicationBootstrap();
  await content.app().get(HouseAdsSeeder).ready();
  expect((await content.db.query('SELECT count(*)::int AS n FROM ads')).rows[0].n).toBe(4);
  expect(await list('footer')).toEqual([]);
});

it('answers premium members with no ads at all (decided on the server); admins on the free plan see them', async () => {
  const member = await content.member();
  expect(await list('sidebar', premiumActor(member))).toEqual([]);
  expect(await list('sidebar', connoisseurActor(member))).toEqual([]);
  expect(await list('sidebar', adminActor(member))).toHaveLength(4);
});

it('sanitises markup on save: scripts, handlers and foreign targets never reach the table', async () => {
  await content.app().get(AdsService).saveHouseAds([{
    key: 'test-hostile', name: 'Hostile', placement: 'test-slot', href: '/strains',
    adCode: '<a href="/strains" target="_top" onclick="steal()">Go</a><script>alert(1)</script><a href="/x" target="evil">x</a><img src=x onerror=alert(1)>',
  }]);
  const [ad] = await list('test-slot');
  expect(ad.adCode).toBe('<a href="/strains" target="_top">Go</a><a href="/x">x</a><img src="x">');
});

it('counts impressions and clicks through the job, once per browser session and day', async () => {
  const [ad] = await list('sidebar');
  const session = randomUUID();
  expect(await track(ad.id, 'impression', session)).toEqual({ ok: true });
  await track(ad.id, 'impression', session);
  await track(ad.id, 'impression', randomUUID());
  await track(ad.id, 'click', session);
  await waitFor(async () => (await content.db.query('SELECT coalesce(sum(count), 0)::int AS n FROM ad_events WHERE ad_id = $1', [ad.id])).rows[0].n === 4);
  expect(await stats(ad.id)).toEqual({ impressions: '2', clicks: '1' });
});

it('answers 400 for a bad session id or placement and 404 for an unknown ad', async () => {
  const [ad] = await list('sidebar');
  for (const bad of [undefined, null, '', 'not-a-uuid', 42]) {
    expect(await rpcFailure(track(ad.id, 'impression', bad))).toEqual({ status: 400, message: AdMessages.invalidSession });
  }
  expect(await rpcFailure(track(randomUUID(), 'click', randomUUID()))).toEqual({ status: 404, message: AdMessages.notFound });
  expect(await rpcFailure(track('nope', 'click', randomUUID()))).toEqual({ status: 404, message: AdMessages.notFound });
  for (const bad of ['Side Bar', '', '../x', 'x'.repeat(61), '2147483648', '-sidebar']) {
    expect(await rpcFailure(list(bad))).toEqual({ status: 400, message: AdMessages.invalidPlacement });
  }
});
