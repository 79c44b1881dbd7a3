import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ContentPatterns as P, GROW_GUIDE_IMAGE_PREFIX, GrowGuideMessages as M,
  type Actor, type GrowGuideDto, type GrowGuideImageDto, type GrowGuideSummary, type Page,
} from '@cannaverse/contracts';
import { GROW_GUIDE_IMAGES_DIR, loadGrowGuides, type GrowGuideSeed } from '../src/grow-guides/content/grow-guides.loader.js';
import { GrowGuidesSeeder } from '../src/grow-guides/grow-guides.seeder.js';
import { imageEtag } from '../src/grow-guides/grow-guide-images.js';
import { connoisseur, premium, rpcFailure, startContentService, type ContentHarness } from './stories-guides-harness.js';

let content: ContentHarness;
let free: Actor;
let admin: Actor;
let seeds: GrowGuideSeed[];
const FREE_SLUG = 'your-first-indoor-grow';
const PREMIUM_SLUG = 'deep-water-culture';

const list = (query: Record<string, unknown> = {}, actor: Actor | null = free) => content.call<Page<GrowGuideSummary>>(P.listGrowGuides, query, actor);
const get = (slug: string, actor: Actor | null = free) => content.call<GrowGuideDto>(P.getGrowGuide, { slug }, actor);
const count = async (sql: string) => (await content.db.query<{ n: number }>(sql)).rows[0].n;

beforeAll(async () => {
  content = await startContentService();
  free = await content.member();
  admin = await content.member({ isAdmin: true });
  seeds = await loadGrowGuides();
}, 60_000);
afterAll(async () => content?.close());

describe('seeding the guides written as data', () => {
  it('stores every guide and step at start, with content-hashed image URLs', async () => {
    expect(await count('SELECT count(*)::int AS n FROM grow_guides WHERE is_published')).toBe(seeds.length);
    expect(await count('SELECT count(*)::int AS n FROM grow_guide_steps')).toBe(seeds.reduce((sum, guide) => sum + guide.steps.length, 0));
    const { rows } = await content.db.query<{ image_url: string }>('SELECT image_url FROM grow_guides WHERE slug = $1', [FREE_SLUG]);
    const svg = await readFile(path.join(GROW_GUIDE_IMAGES_DIR, `cover-${FREE_SLUG}.svg`), 'utf8');
    expect(rows[0].image_url).toBe(`${GROW_GUIDE_IMAGE_PREFIX}cover-${FREE_SLUG}.svg?v=${imageEtag(svg)}`);
  });

  it('is idempotent: seeding the same files again changes nothing', async () => {
    const before = await content.db.query('SELECT id, updated_at FROM grow_guides ORDER BY id');
    const result = await content.app().get(GrowGuidesSeeder).seed(seeds);
    expect(result).toEqual({ inserted: [], updated: [], unchanged: seeds.length, unpublished: [] });
    expect((await content.db.query('SELECT id, updated_at FROM grow_guides ORDER BY id')).rows).toEqual(before.rows);
  });

  it('upserts by slug: an edited file updates its guide and steps, a removed file unpublishes it; restoring them restores all', async () => {
    const seeder = content.app().get(GrowGuidesSeeder);
    const [first, second, ...rest] = seeds;
    const edited = { ...first, title: `${first.title} (revised)`, steps: first.steps.slice(0, -1).map((step, index) => (index === 0 ? { ...step, content: `${step.content} More.` } : step)) };
    expect(await seeder.seed([edited, ...rest])).toMatchObject({ inserted: [], updated: [first.slug], unpublished: [second.slug] });
    const guide = await get(first.slug, admin);
    expect(guide.title).toBe(edited.title);
    expect(guide.steps).toHaveLength(first.steps.length - 1);
    expect(guide.steps[0].content).toBe(`${first.steps[0].content} More.`);
    expect(await rpcFailure(get(second.slug, admin))).toEqual({ status: 404, message: M.notFound });

    expect(await seeder.seed(seeds)).toMatchObject({ inserted: [], updated: [first.slug, second.slug], unpublished: [] });
    const restored = await get(first.slug, admin);
    expect(restored.title).toBe(first.title);
    expect(restored.steps.map((step) => step.content)).toEqual(first.steps.map((step) => step.content));
    expect((await get(second.slug, admin)).slug).toBe(second.slug);
  });
});

describe('GET /api/grow-guides/methods', () => {
  it('lists the methods that have a guide, in the spec order', async () => {
    expect(await content.call(P.listGrowGuideMethods, {}, free)).toEqual(['indoor', 'hydroponics', 'outdoor', 'soil', 'autoflower']);
  });

  it('needs a session', async () => {
    expect(await rpcFailure(content.call(P.listGrowGuideMethods, {}, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('GET /api/grow-guides', () => {
  it('lists every published guide, newest first, with card fields only', async () => {
    const page = await list({ limit: 50 });
    const expected = [...seeds].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).map((guide) => guide.slug);
    expect(page.items.map((guide) => guide.slug)).toEqual(expected);
    expect(page.nextCursor).toBeNull();
    const card = page.items.find((guide) => guide.slug === FREE_SLUG);
    expect(Object.keys(card ?? {}).sort()).toEqual(
      ['difficulty', 'hasAccess', 'id', 'imageUrl', 'isPremium', 'method', 'publishedAt', 'slug', 'summary', 'timeToHarvest', 'title'].sort(),
    );
  });

  it('pages with a keyset cursor without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<GrowGuideSummary> = await list({ limit: '5', cursor });
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items.map((guide) => guide.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual((await list({ limit: 50 })).items.map((guide) => guide.slug));
  });

  it('filters by method, difficulty and a case- and accent-insensitive search', async () => {
    const hydro = await list({ method: 'hydroponics' });
    expect(new Set(hydro.items.map((guide) => guide.method))).toEqual(new Set(['hydroponics']));
    expect(hydro.items).toHaveLength(seeds.filter((guide) => guide.method === 'hydroponics').length);
    const expert = await list({ difficulty: '5' });
    expect(expert.items.map((guide) => guide.slug)).toEqual(seeds.filter((guide) => guide.difficulty === 5).map((guide) => guide.slug));
    expect((await list({ search: 'DÉEP WATER' })).items.map((guide) => guide.slug)).toEqual([PREMIUM_SLUG]);
    expect((await list({ search: 'trichome' })).items.length).toBeGreaterThan(0);
    expect((await list({ method: 'soil', difficulty: 4 })).items.map((guide) => guide.slug)).toEqual(['living-soil-no-till']);
    expect((await list({ search: '100%_' })).items).toEqual([]);
    expect((await list({ method: '', difficulty: '', search: '  ' })).items).toHaveLength(seeds.length > 20 ? 20 : seeds.length);
  });

  it('marks premium guides without access for free members, and with access for premium, connoisseur and admin', async () => {
    const access = async (actor: Actor) => Object.fromEntries((await list({ limit: 50 }, actor)).items.map((guide) => [guide.slug, guide.hasAccess]));
    const forFree = await access(free);
    expect(forFree[PREMIUM_SLUG]).toBe(false);
    expect(forFree[FREE_SLUG]).toBe(true);
    for (const actor of [premium(free), connoisseur(free), admin]) expect(Object.values(await access(actor)).every(Boolean)).toBe(true);
  });

  it.each([
    [{ method: 'aeroponics' }, M.invalidMethod],
    [{ difficulty: '6' }, M.invalidDifficulty],
    [{ difficulty: '0' }, M.invalidDifficulty],
    [{ difficulty: 'easy' }, M.invalidDifficulty],
    [{ difficulty: 2.5 }, M.invalidDifficulty],
    [{ search: 'x'.repeat(101) }, M.searchMax],
    [{ limit: '0' }, 'limit must be a whole number from 1 to 100'],
    [{ cursor: 'garbage!' }, 'Invalid cursor'],
    [{ method: ['soil', 'indoor'] }, 'method must be a string'],
    [{ sort: 'title' }, 'Unknown field: sort'],
  ])('answers 400 for bad query #%#', async (query, message) => {
    expect(await rpcFailure(list(query))).toEqual({ status: 400, message });
  });

  it('needs a session', async () => {
    expect(await rpcFailure(list({}, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('GET /api/grow-guides/by-slug/{slug}', () => {
  it('answers a free guide to a free member, with steps in stepNumber order', async () => {
    const guide = await get(FREE_SLUG);
    const seed = seeds.find((entry) => entry.slug === FREE_SLUG)!;
    expect(guide).toMatchObject({ slug: FREE_SLUG, title: seed.title, content: seed.content, isPremium: false, hasAccess: true, difficulty: seed.difficulty, method: seed.method });
    expect(guide.steps.map((step) => step.stepNumber)).toEqual(seed.steps.map((_, index) => index + 1));
    expect(guide.steps.map((step) => step.title)).toEqual(seed.steps.map((step) => step.title));
    expect(guide.steps[0].imageUrl).toMatch(/^\/static\/grow-guides\/[a-z0-9-]+\.svg\?v=[0-9a-f]{16}$/);
  });

  it('answers 403 with premiumContent to a free member for a premium guide', async () => {
    const failure = await rpcFailure(get(PREMIUM_SLUG));
    expect(failure).toEqual({ status: 403, message: 'Premium content requires membership', extra: { premiumContent: true, guide: expect.objectContaining({ slug: PREMIUM_SLUG, isPremium: true, hasAccess: false }) } });
    expect(failure.extra?.guide).not.toHaveProperty('content');
    expect(failure.extra?.guide).not.toHaveProperty('steps');
  });

  it('answers a premium guide to premium and connoisseur members and to admins', async () => {
    for (const actor of [premium(free), connoisseur(free), admin]) {
      const guide = await get(PREMIUM_SLUG, actor);
      expect(guide).toMatchObject({ slug: PREMIUM_SLUG, isPremium: true, hasAccess: true });
      expect(guide.steps).toHaveLength(12);
    }
  });

  it('answers 404 for unknown and malformed slugs, 401 signed out', async () => {
    for (const slug of ['no-such-guide', 'Your-First-Indoor-Grow', '../etc/passwd', "x' OR '1'='1", 'a'.repeat(300)]) {
      expect(await rpcFailure(get(slug))).toEqual({ status: 404, message: M.notFound });
    }
    expect(await rpcFailure(get(FREE_SLUG, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});

describe('the guide illustrations', () => {
  it('answers an image by file name with its hash, to anyone', async () => {
    const file = `cover-${FREE_SLUG}.svg`;
    const svg = await readFile(path.join(GROW_GUIDE_IMAGES_DIR, file), 'utf8');
    expect(await content.call<GrowGuideImageDto>(P.getGrowGuideImage, { file }, null)).toEqual({ svg, etag: imageEtag(svg) });
  });

  it('answers 404 for unknown or unsafe names', async () => {
    for (const file of ['nope.svg', '../grow-guides/x.svg', 'cover.png', '.svg']) {
      expect(await rpcFailure(content.call(P.getGrowGuideImage, { file }, null))).toEqual({ status: 404, message: M.imageNotFound });
    }
  });
});

describe('the list query plans', () => {
  it('use the guides indexes once the table is big and a filter selective (5,000 guides, rolled back)', async () => {
    const db = content.db;
    await db.query('BEGIN');
    try {
      await db.query(`
        INSERT INTO grow_guides (slug, title, summary, content, method, difficulty, is_published, published_at)
        SELECT 'bulk-' || n, 'Bulk guide ' || n, md5(n::text), md5((n * 7)::text) || ' ' || md5((n * 13)::text),
               CASE WHEN n % 100 = 0 THEN 'soil' ELSE 'indoor' END, CASE WHEN n % 100 = 0 THEN 3 ELSE 1 END,
               true, now() - n * interval '1 minute'
          FROM generate_series(1, 5000) AS n`);
      await db.query('ANALYZE grow_guides');
      const plan = async (where: string) => {
        const { rows } = await db.query(`EXPLAIN SELECT id FROM grow_guides g WHERE g.is_published ${where} ORDER BY g.published_at DESC, g.id DESC LIMIT 21`);
        return rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      };
      expect(await plan('')).toContain('grow_guides_published_idx');
      expect(await plan("AND g.method = 'soil'")).toContain('grow_guides_method_idx');
      expect(await plan('AND g.difficulty = 3')).toContain('grow_guides_difficulty_idx');
      expect(await plan(`AND strain_search_key(g.title || ' ' || g.summary || ' ' || g.content) LIKE '%' || strain_search_key('water cult') || '%'`))
        .toContain('grow_guides_search_trgm_idx');
    } finally {
      await db.query('ROLLBACK');
    }
  });
});
