import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { ContentPatterns, SocialEvents, StrainMessages, type Page, type StrainMembersReportDto, type StrainPage, type StrainSummary } from '@cannaverse/contracts';
import { membersScore } from '../src/strains/members-report/members-score.js';
import { MembersReportRepository } from '../src/strains/members-report/members-report.repository.js';
import { rpcFailure, startContent, waitFor, type ContentHarness } from './content-harness.js';

/** The members report and review_count from social's post events, through the real consumer. */
jest.setTimeout(60_000);

let content: ContentHarness;
let blueDream: number;
let gelato: number;
beforeAll(async () => {
  content = await startContent();
  const id = async (name: string) => (await content.db.query<{ id: number }>('SELECT id FROM strains WHERE name = $1', [name])).rows[0].id;
  blueDream = await id('Blue Dream');
  gelato = await id('Gelato');
});
afterAll(async () => content?.close());

const report = (id: unknown) => content.call<StrainMembersReportDto>(ContentPatterns.strainMembersReport, { id }, null);
const reviewCount = async (id: number) => (await content.db.query<{ n: number }>('SELECT review_count AS n FROM strains WHERE id = $1', [id])).rows[0].n;
const created = (postId: string, userId: string, strainName: string | null, strainRating: number | null) => content.publish(SocialEvents.postCreated, {
  postId, userId, mediaType: null, mediaUrl: null, hashtags: [], strainName, strainRating, createdAt: new Date().toISOString(),
});
const updated = (postId: string, userId: string, strainName: string | null, strainRating: number | null, occurredAt?: string) => content.publish(SocialEvents.postUpdated, {
  postId, userId, hashtags: [], strainName, strainRating, updatedAt: new Date().toISOString(),
}, { occurredAt });

it('counts members who rated a strain in posts (matched by folded name), their average, and review_count', async () => {
  const [ann, bob, cy] = [randomUUID(), randomUUID(), randomUUID()];
  const annPost = randomUUID();
  await created(annPost, ann, 'blue dream', 4);
  await created(randomUUID(), bob, '  BLÜE DREAM ', 5);
  await created(randomUUID(), cy, 'Gelato', 3);
  await created(randomUUID(), cy, null, null);
  await content.waitForConsumerIdle();
  expect(await report(blueDream)).toEqual({
    postRatings: { count: 2, averageRating: 4.5 }, storyRatings: { count: 0, averageRating: null }, averageRating: 4.5, topEffects: [],
  });
  expect(await reviewCount(blueDream)).toBe(2);
  expect(await reviewCount(gelato)).toBe(1);
  // The library card shows the same number.
  const cards = await content.call<Page<StrainSummary>>(ContentPatterns.listStrains, { search: 'Blue Dream', limit: '1' }, null);
  expect(cards.items[0]).toMatchObject({ name: 'Blue Dream', reviewCount: 2 });

  // A member posting about the strain again counts once, with their latest rating.
  await created(randomUUID(), ann, 'Blue Dream', 2);
  await content.waitForConsumerIdle();
  expect((await report(blueDream)).postRatings).toEqual({ count: 2, averageRating: 3.5 });

  // An edit that moves a rating to another strain leaves the first and reaches the second.
  await updated(annPost, ann, 'Gelato', 5);
  await content.waitForConsumerIdle();
  expect((await report(gelato)).postRatings).toEqual({ count: 2, averageRating: 4 });
  expect(await reviewCount(gelato)).toBe(2);
});

it('forgets deleted posts and ignores an older event that arrives late', async () => {
  const dee = randomUUID();
  const post = randomUUID();
  const before = (await report(gelato)).postRatings.count;
  await created(post, dee, 'Gelato', 1);
  await content.waitForConsumerIdle();
  expect((await report(gelato)).postRatings.count).toBe(before + 1);
  await content.publish(SocialEvents.postDeleted, { postId: post, userId: dee });
  await content.waitForConsumerIdle();
  expect((await report(gelato)).postRatings.count).toBe(before);
  await updated(post, dee, 'Gelato', 5, new Date(Date.now() - 60_000).toISOString());
  await content.waitForConsumerIdle();
  expect((await report(gelato)).postRatings.count).toBe(before);
});

it('counts a rating of a strain the catalogue learns about later, at its import', async () => {
  await created(randomUUID(), randomUUID(), 'Not Yet Imported Haze', 4);
  await content.waitForConsumerIdle();
  await content.call(ContentPatterns.importStrains, {
    format: 'own-catalogue', content: JSON.stringify({ strains: [{ name: 'Not Yet Imported Haze', type: 'sativa' }] }), source: 'test',
  }, null);
  const id = (await content.db.query<{ id: number }>("SELECT id FROM strains WHERE name = 'Not Yet Imported Haze'")).rows[0].id;
  await waitFor(async () => (await reviewCount(id)) === 1);
  expect((await report(id)).postRatings).toEqual({ count: 1, averageRating: 4 });
});

it('reads stories through the strain_story_reports hook: members, average and the most reported effects', async () => {
  // What the strain stories migration does: replace the empty view with one over its table.
  await content.db.query(`CREATE TABLE fake_stories (strain_id integer, user_id uuid, rating integer, effects text[], updated_at timestamptz)`);
  // The service runs as its own role (the database's owner), as the migration's table would be its.
  await content.db.query(`ALTER TABLE fake_stories OWNER TO ${content.config.PGUSER}`);
  await content.db.query(`CREATE OR REPLACE VIEW strain_story_reports AS SELECT strain_id, user_id, rating, effects, updated_at FROM fake_stories`);
  const [eve, fay] = [randomUUID(), randomUUID()];
  await content.db.query(`INSERT INTO fake_stories VALUES
    ($1, $2, 5, '{Relaxed,Happy,Sleepy}', now()), ($1, $3, 4, '{Relaxed,Happy}', now()), ($1, $3, 2, '{Relaxed}', now() - interval '1 day')`,
  [blueDream, eve, fay]);
  await content.app().get(MembersReportRepository).refreshReviewCountsById(content.dataSource().manager, [blueDream]);
  const now = await report(blueDream);
  expect(now.storyRatings).toEqual({ count: 2, averageRating: 4.5 });
  expect(now.topEffects).toEqual([{ effect: 'Relaxed', count: 3 }, { effect: 'Happy', count: 2 }, { effect: 'Sleepy', count: 1 }]);
  expect(now.averageRating).toBe(Math.round(((now.postRatings.averageRating ?? 0) * now.postRatings.count + 9) / (now.postRatings.count + 2) * 10) / 10);
  expect(await reviewCount(blueDream)).toBe(now.postRatings.count + 2);
});

it("answers 404 'Strain Not Found' for an unknown strain", async () => {
  expect(await rpcFailure(report(999999))).toEqual({ status: 404, message: StrainMessages.notFound });
  expect(await rpcFailure(report('x'))).toEqual({ status: 404, message: StrainMessages.notFound });
});

describe('Top Rated (issue 27)', () => {
  const list = (query: Record<string, unknown>) => content.call<StrainPage>(ContentPatterns.listStrains, query, null);

  it('ranks by the Bayesian average of members\' ratings, unrated strains last, and shows one rating', async () => {
    // One member's 5 stars against six members averaging 4.5: the many win.
    await created(randomUUID(), randomUUID(), 'Sour Diesel', 5);
    for (const rating of [4, 5, 4, 5, 4, 5]) await created(randomUUID(), randomUUID(), 'OG Kush', rating);
    await content.waitForConsumerIdle();
    expect(membersScore(1, 5)).toBeCloseTo(20 / 6);
    expect(membersScore(6, 27)).toBeCloseTo(42 / 11);
    expect(membersScore(0, 0)).toBeNull();

    const ranked = (await list({ sortBy: 'rating', limit: '1000' })).items;
    const position = (name: string) => ranked.findIndex((s) => s.name === name);
    expect(position('OG Kush')).toBeLessThan(position('Sour Diesel'));
    const firstUnrated = ranked.findIndex((s) => s.reviewCount === 0);
    expect(firstUnrated).toBeGreaterThan(0);
    expect(ranked.slice(firstUnrated).every((s) => s.reviewCount === 0)).toBe(true);
    expect(ranked[0].reviewCount).toBeGreaterThan(0);
    // The sidebar's three use the same order.
    expect((await list({ sortBy: 'rating', limit: '3' })).items).toEqual(ranked.slice(0, 3));

    // The card's (and the page header's) members rating is the members report's average.
    const ogKush = ranked[position('OG Kush')];
    expect(ogKush).toMatchObject({ reviewCount: 6, membersRating: 4.5 });
    expect((await report(ogKush.id)).averageRating).toBe(ogKush.membersRating);
    const unrated = ranked[firstUnrated];
    expect(unrated.membersRating).toBeNull();
  });

  it('pages Top Rated across rated and unrated strains without gaps or repeats', async () => {
    const everything = (await list({ sortBy: 'rating', limit: '1000' })).items.map((s) => s.id);
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: StrainPage = await list({ sortBy: 'rating', limit: '4', ...(cursor ? { cursor } : {}) });
      paged.push(...page.items.map((s) => s.id));
      expect(page.typeCounts === null).toBe(cursor !== null);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(everything);
  });
});
