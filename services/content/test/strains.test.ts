import { jest } from '@jest/globals';
import { ContentPatterns, StrainMessages, type Page, type StrainDto, type StrainSummary } from '@cannaverse/contracts';
import { adminActor, connoisseurActor, premiumActor, rpcFailure, startContent, type ContentHarness } from './content-harness.js';
import { StrainImportService } from '../src/strains/import/strain-import.service.js';

/** The catalogue over NATS against a real database holding our own 34-strain catalogue. */
jest.setTimeout(60_000);

let content: ContentHarness;
beforeAll(async () => { content = await startContent(); });
afterAll(async () => content?.close());

const list = (query: Record<string, unknown> = {}) => content.call<Page<StrainSummary>>(ContentPatterns.listStrains, query, null);
const idOf = async (name: string) => (await content.db.query<{ id: number }>('SELECT id FROM strains WHERE name = $1', [name])).rows[0].id;

describe('the start-up import', () => {
  it('imported our own catalogue once, with generated descriptions and premium data where curated', async () => {
    const { rows } = await content.db.query<{ n: number; premium: number; described: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE terpene_analysis IS NOT NULL)::int AS premium,
              count(*) FILTER (WHERE description <> '')::int AS described FROM strains`);
    expect(rows[0]).toEqual({ n: 34, premium: 15, described: 34 });
    const imports = await content.db.query('SELECT source, report FROM strain_imports');
    expect(imports.rows).toEqual([expect.objectContaining({ source: 'own-catalogue.json' })]);
  });
});

describe('GET /api/strains', () => {
  it('puts equal ratings A to Z and pages every sort without gaps or repeats', async () => {
    await content.db.query(`UPDATE strains SET rating = CASE WHEN name < 'M' THEN 4.5 ELSE 4.8 END, thc_content = CASE WHEN name < 'G' THEN 20 ELSE NULL END`);
    for (const sortBy of ['rating', 'name', 'thc']) {
      const all = (await list({ sortBy })).items;
      const paged: StrainSummary[] = [];
      let cursor: string | null = null;
      do {
        const page: Page<StrainSummary> = await list({ sortBy, limit: '7', ...(cursor ? { cursor } : {}) });
        paged.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged.map((s) => s.id)).toEqual(all.map((s) => s.id));
    }
    const byRating = (await list({ sortBy: 'rating' })).items;
    const top = byRating.filter((s) => s.rating === 4.8).map((s) => s.name.toLowerCase());
    expect(top).toEqual([...top].sort());
    expect(byRating[0].rating).toBe(4.8);
    const byThc = (await list({ sortBy: 'thc' })).items;
    expect(byThc.slice(0, byThc.filter((s) => s.thcContent === 20).length).every((s) => s.thcContent === 20)).toBe(true);
    await content.db.query('UPDATE strains SET rating = NULL, thc_content = NULL');
  });

  it('refuses bad flavor and helps-with filters, and answers 404 for the similar strains of an unknown strain (issue 27)', async () => {
    expect(await rpcFailure(list({ flavors: Array.from({ length: 11 }, (_, i) => `F${i}`) }))).toEqual({ status: 400, message: StrainMessages.invalidFlavors });
    expect(await rpcFailure(list({ helpsWith: 'x'.repeat(31) }))).toEqual({ status: 400, message: StrainMessages.invalidHelpsWith });
    expect(await rpcFailure(content.call(ContentPatterns.listSimilarStrains, { id: 999999 }, null))).toEqual({ status: 404, message: StrainMessages.notFound });
    expect(await rpcFailure(content.call(ContentPatterns.listSimilarStrains, { id: 'x' }, null))).toEqual({ status: 404, message: StrainMessages.notFound });
    const [gelato] = (await list({ search: 'Gelato', limit: '1' })).items;
    const similar = await content.call<StrainSummary[]>(ContentPatterns.listSimilarStrains, { id: gelato.id }, null);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
  });

  it('finds a strain by its alias and keeps aliases in step with the curated file at every start (issue 27)', async () => {
    expect((await list({ search: 'girl scout cookies', limit: '3' })).items[0].name).toBe('GSC');
    expect((await list({ search: 'girl scout cookie', limit: '3' })).items[0].name).toBe('GSC');
    // An alias the file no longer lists is gone after the next start.
    await content.db.query(`UPDATE strains SET aliases = '{Old Name}' WHERE name = 'Gelato'`);
    expect((await list({ search: 'old name', limit: '3' })).items[0].name).toBe('Gelato');
    await content.stop();
    await content.start();
    await content.app().get(StrainImportService).startupImport();
    expect((await content.db.query(`SELECT aliases FROM strains WHERE name = 'Gelato'`)).rows[0].aliases).toEqual([]);
    expect((await content.db.query(`SELECT aliases FROM strains WHERE name = 'GSC'`)).rows[0].aliases).toEqual(['Girl Scout Cookies']);
  });

  it('sorts by rating, name or THC and pages with a cursor', async () => {
    const byName = await list({ sortBy: 'name', limit: '10' });
    expect(byName.items).toHaveLength(10);
    const names = byName.items.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const next = await list({ sortBy: 'name', limit: '10', cursor: byName.nextCursor });
    expect(next.items[0].name.toLowerCase() > names[9]).toBe(true);
    const all = await list({ sortBy: 'name' });
    expect(all.items).toHaveLength(34);
    expect(all.nextCursor).toBeNull();
    expect(all.items[0]).toEqual({
      id: expect.any(Number), name: expect.any(String), type: expect.stringMatching(/^(Indica|Sativa|Hybrid)$/), rating: null, reviewCount: 0, membersRating: null,
      thcContent: null, cbdContent: null, description: expect.any(String), effects: expect.any(Array), flavors: expect.any(Array),
      imageUrl: `/api/strains/${all.items[0].id}/image.svg`,
    });
  });

  it('filters by type and by effects that must all match', async () => {
    const indica = await list({ type: 'Indica' });
    expect(indica.items.length).toBeGreaterThan(0);
    expect(indica.items.every((s) => s.type === 'Indica')).toBe(true);
    const both = await list({ effects: ['Relaxed', 'sleepy'] });
    expect(both.items.length).toBeGreaterThan(0);
    expect(both.items.every((s) => s.effects.includes('Relaxed') && s.effects.includes('Sleepy'))).toBe(true);
    const one = await list({ effects: 'Relaxed' });
    expect(one.items.length).toBeGreaterThan(both.items.length);
  });

  it('searches by name ignoring case and accents, and forgives a typo', async () => {
    expect((await list({ search: 'BLUE dream' })).items[0].name).toBe('Blue Dream');
    expect((await list({ search: 'blüe dreàm' })).items[0].name).toBe('Blue Dream');
    expect((await list({ search: 'blue dreem' })).items.map((s) => s.name)).toContain('Blue Dream');
    expect((await list({ search: 'zzzzqqq' })).items).toEqual([]);
  });

  it('answers 400 with a message for each bad parameter', async () => {
    for (const [query, message] of [
      [{ type: 'Ruderalis' }, StrainMessages.invalidType],
      [{ sortBy: 'popularity' }, StrainMessages.invalidSort],
      [{ thcMin: 'lots' }, StrainMessages.invalidThcMin],
      [{ thcMax: '101' }, StrainMessages.invalidThcMax],
      [{ thcMin: '20', thcMax: '10' }, StrainMessages.thcRange],
      [{ limit: '1001' }, StrainMessages.invalidLimit],
      [{ limit: '0' }, StrainMessages.invalidLimit],
      [{ search: 'x'.repeat(101) }, StrainMessages.searchMax],
      [{ effects: Array.from({ length: 11 }, (_, i) => `E${i}`) }, StrainMessages.invalidEffects],
      [{ cursor: 'garbage!' }, 'Invalid cursor'],
      [{ colour: 'green' }, 'Unknown field: colour'],
    ] as const) {
      expect(await rpcFailure(list(query))).toEqual({ status: 400, message });
    }
  });
});

describe('GET /api/strains/{id}', () => {
  it('sends the premium sections to premium members and admins only', async () => {
    const id = await idOf('Blue Dream');
    const member = await content.member();
    const free = await content.call<StrainDto>(ContentPatterns.getStrain, { id: String(id) }, member);
    expect(free).toMatchObject({ id, name: 'Blue Dream', terpeneProfile: { primary: expect.any(Array), secondary: [] } });
    for (const key of ['enhancedDescription', 'terpeneAnalysis', 'growTips', 'premiumSources']) expect(free).not.toHaveProperty(key);
    expect(await content.call<StrainDto>(ContentPatterns.getStrain, { id }, null)).not.toHaveProperty('terpeneAnalysis');
    for (const actor of [premiumActor(member), connoisseurActor(member), adminActor(member)]) {
      const full = await content.call<StrainDto>(ContentPatterns.getStrain, { id }, actor);
      expect(full.enhancedDescription).toEqual(expect.any(String));
      expect(full.terpeneAnalysis).toEqual({ myrcene: expect.any(Number), limonene: expect.any(Number), caryophyllene: expect.any(Number), pinene: expect.any(Number), linalool: expect.any(Number) });
      expect(full.growTips).toMatchObject({ difficulty: 2, floweringTime: '63 days' });
    }
  });

  it("answers 404 'Strain Not Found' for unknown and malformed ids", async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '99999999999']) {
      expect(await rpcFailure(content.call(ContentPatterns.getStrain, { id }, null))).toEqual({ status: 404, message: StrainMessages.notFound });
    }
  });

  it('draws the illustration as a self-contained SVG with an ETag', async () => {
    const image = await content.call<{ svg: string; etag: string }>(ContentPatterns.getStrainImage, { id: await idOf('Blue Dream') }, null);
    expect(image.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(image.svg).not.toMatch(/<script|href=|foreignObject/i);
    expect(image.etag).toMatch(/^"[\w-]+"$/);
  });
});
