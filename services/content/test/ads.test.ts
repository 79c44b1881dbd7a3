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
const track = (id: string, kind: string, sessionId: unknown, actor = null as Parameters<ContentHarness['call']>[2]) =>
  content.call<{ ok: true }>(ContentPatterns.trackAd, { id, kind, sessionId }, actor);
const reports = async (id: string, sessionId: string) =>
  (await content.db.query<{ n: number }>('SELECT coalesce(sum(count), 0)::int AS n FROM ad_events WHERE ad_id = $1 AND session_id = $2', [id, sessionId])).rows[0].n;
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

describe('issue 20: an impression counts once per session and ad, a click only after it, a premium member\'s never', () => {
  it('counts a session\'s impression of an ad once, however often (and on whatever day) it is reported again', async () => {
    const [, ad] = await list('sidebar');
    const session = randomUUID();
    const before = await stats(ad.id);
    for (let i = 0; i < 3; i++) expect(await track(ad.id, 'impression', session)).toEqual({ ok: true });
    await waitFor(async () => (await reports(ad.id, session)) === 3);
    // A report the next day (the job counts on the report's day) is the same session's impression still.
    await content.db.query(`UPDATE ad_events SET day = day - 1 WHERE ad_id = $1 AND session_id = $2`, [ad.id, session]);
    await track(ad.id, 'impression', session);
    await waitFor(async () => (await reports(ad.id, session)) === 4);
    expect(Number((await stats(ad.id)).impressions)).toBe(Number(before.impressions) + 1);
  });

  it('does not count a click without that session\'s impression of that ad, and counts a click after one once', async () => {
    const [, , ad, other] = await list('sidebar');
    const session = randomUUID();
    const before = await stats(ad.id);
    await track(other.id, 'impression', session); // an impression of another ad
    const otherSession = randomUUID();
    await track(ad.id, 'impression', otherSession); // another session's impression
    expect(await track(ad.id, 'click', session)).toEqual({ ok: true });
    await waitFor(async () => (await reports(ad.id, session)) === 1 && (await reports(ad.id, otherSession)) === 1);
    expect(await stats(ad.id)).toEqual({ impressions: String(Number(before.impressions) + 1), clicks: before.clicks });
    await track(ad.id, 'impression', session);
    await track(ad.id, 'click', session);
    await track(ad.id, 'click', session);
    await waitFor(async () => (await reports(ad.id, session)) === 4);
    expect(await stats(ad.id)).toEqual({ impressions: String(Number(before.impressions) + 2), clicks: String(Number(before.clicks) + 1) });
  });

  it('never counts a premium member\'s impressions or clicks (a free member\'s count)', async () => {
    const [ad] = await list('sidebar');
    const member = await content.member();
    const before = await stats(ad.id);
    const premiumSession = randomUUID();
    for (const actor of [premiumActor(member), connoisseurActor(member)]) {
      expect(await track(ad.id, 'impression', premiumSession, actor)).toEqual({ ok: true });
      expect(await track(ad.id, 'click', premiumSession, actor)).toEqual({ ok: true });
    }
    const freeSession = randomUUID();
    await track(ad.id, 'impression', freeSession, member);
    await track(ad.id, 'click', freeSession, member);
    await waitFor(async () => (await reports(ad.id, freeSession)) === 2);
    expect(await reports(ad.id, premiumSession)).toBe(0);
    expect(await stats(ad.id)).toEqual({ impressions: String(Number(before.impressions) + 1), clicks: String(Number(before.clicks) + 1) });
  });
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
