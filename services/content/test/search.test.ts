import { randomUUID } from 'node:crypto';
import { ContentPatterns as P, type Actor, type GrowGuideSummary, type Page, type StrainStoryDto, type StrainSummary } from '@cannaverse/contracts';
import { hasGivenCsv, premiumActor, rpcFailure, startContent, type ContentHarness } from './content-harness.js';

let content: ContentHarness;
let reader: Actor;
const word = `zq${Date.now().toString(36)}`;
const search = <T>(pattern: string, data: Record<string, unknown>, actor: Actor = reader) => content.call<Page<T>>(pattern, { limit: 5, ...data }, actor);
const names = async (q: string) => (await search<StrainSummary>(P.searchStrains, { q })).items.map((s) => s.name);

async function story(userId: string, title: string, text: string, published = true): Promise<number> {
  const { rows: [{ id: strainId }] } = await content.db.query('SELECT min(id) AS id FROM strains');
  const { rows: [{ id }] } = await content.db.query(
    `INSERT INTO strain_stories (user_id, strain_id, title, content, experience, effects_felt, published)
     VALUES ($1, $2, $3, $4, 'positive', '{Relaxed}', $5) RETURNING id`, [userId, strainId, title, text, published]);
  return id;
}

async function guide(slug: string, title: string, summary: string, text: string, isPremium: boolean): Promise<void> {
  await content.db.query(
    `INSERT INTO grow_guides (slug, title, summary, content, method, difficulty, is_premium, is_published, published_at)
     VALUES ($1, $2, $3, $4, 'indoor', 2, $5, true, now())`, [slug, title, summary, text, isPremium]);
}

beforeAll(async () => {
  content = await startContent({ catalogue: hasGivenCsv ? 'given' : 'own' });
  reader = await content.member();
}, 180_000);
afterAll(async () => content?.close());

describe('search: strains', () => {
  (hasGivenCsv ? it : it.skip)('puts the closest name first for typos and finds aliases (the given catalogue)', async () => {
    expect((await names('blu drem'))[0]).toBe('Blue Dream');
    expect((await names('sour diesle'))[0]).toBe('Sour Diesel');
    expect((await names('GG4'))[0]).toBe('GG4');
    expect((await names('gorilla glue #4'))[0]).toBe('GG4');
  });

  it('pages with the library\'s cursor, no repeats', async () => {
    const first = await search<StrainSummary>(P.searchStrains, { q: 'kush', limit: 3 });
    expect(first.items).toHaveLength(3);
    const second = await search<StrainSummary>(P.searchStrains, { q: 'kush', limit: 3, cursor: first.nextCursor });
    expect(second.items.some((s) => first.items.some((f) => f.id === s.id))).toBe(false);
  });

  it('answers 400 for a blank text', async () => {
    expect(await rpcFailure(search(P.searchStrains, { q: ' ' }))).toMatchObject({ status: 400, message: 'Enter something to search for' });
  });
});

describe('search: stories', () => {
  it('finds published stories by word forms, newest first, never unpublished ones or a hidden member\'s', async () => {
    const author = randomUUID();
    const hidden = randomUUID();
    const older = await story(author, `Harvesting ${word}`, 'First try');
    const newer = await story(author, `Second go`, `It harvested ${word} nicely`);
    await story(author, `Draft ${word}`, 'not out yet', false);
    const blockedOne = await story(hidden, `Harvest ${word} too`, 'from someone blocked');
    const all = await search<StrainStoryDto>(P.searchStories, { q: `harvest ${word}` });
    expect(all.items.map((s) => s.id)).toEqual([blockedOne, newer, older]);
    const filtered = await search<StrainStoryDto>(P.searchStories, { q: `harvest ${word}`, hiddenUserIds: [hidden] });
    expect(filtered.items.map((s) => s.id)).toEqual([newer, older]);
    const paged = await search<StrainStoryDto>(P.searchStories, { q: `harvest ${word}`, hiddenUserIds: [hidden], limit: 1 });
    const next = await search<StrainStoryDto>(P.searchStories, { q: `harvest ${word}`, hiddenUserIds: [hidden], limit: 1, cursor: paged.nextCursor });
    expect([...paged.items, ...next.items].map((s) => s.id)).toEqual([newer, older]);
  });
});

describe('search: guides', () => {
  it('searches a premium guide\'s text only for those who may read it; its card for everyone', async () => {
    await guide(`free-${word}`, `Watering ${word}`, 'How much and when', 'Water slowly.', false);
    await guide(`premium-${word}`, 'Advanced training', 'Bend and tie', `The secret ${word}premium technique`, true);
    const free = (await search<GrowGuideSummary>(P.searchGuides, { q: `${word}premium` })).items;
    expect(free.map((g) => g.slug)).not.toContain(`premium-${word}`);
    const paid = (await search<GrowGuideSummary>(P.searchGuides, { q: `${word}premium` }, premiumActor(reader))).items;
    expect(paid[0]?.slug).toBe(`premium-${word}`);
    // The card is public: a free member finds the premium guide by its title, shown as a preview.
    const card = (await search<GrowGuideSummary>(P.searchGuides, { q: 'advanced training' })).items.find((g) => g.slug === `premium-${word}`);
    expect(card).toMatchObject({ isPremium: true, hasAccess: false });
    expect(card).not.toHaveProperty('content');
  });

  it('finds a guide by a typo in its title, best match first', async () => {
    await guide(`typo-${word}`, `Defoliation ${word}`, 'Removing leaves', 'Take a few leaves.', false);
    const found = (await search<GrowGuideSummary>(P.searchGuides, { q: `defoliaton ${word}` })).items;
    expect(found[0]?.slug).toBe(`typo-${word}`);
  });
});
