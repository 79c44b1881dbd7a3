import {
  GrowGuideMessages as G, StrainStoryMessages as S,
  type GrowGuideDto, type GrowGuideSummary, type Page, type StoryUpvoteResult, type StrainStoryCreated, type StrainStoryDto,
} from '@cannaverse/contracts';
import { GatewayStack, Member, registerMember } from './gateway-harness.js';

let stack: GatewayStack;
let strainId: number;
const PREMIUM_GUIDE = 'deep-water-culture';
const FREE_GUIDE = 'soil-growing-for-beginners';

async function premiumMember() {
  const registered = await registerMember(stack);
  const checkout = await registered.member.post('/api/membership/checkout', { plan: 'cannanaut', interval: 'month' });
  if (checkout.status !== 200) throw new Error(`checkout failed: ${checkout.text}`);
  return registered;
}

async function adminMember() {
  const admin = new Member(stack.url);
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password-for-tests' })).status).toBe(200);
  return admin;
}

const story = (overrides: Record<string, unknown> = {}) => ({
  title: 'First night with it', content: 'Mellow, clear-headed and a little giggly for two hours.', strainId, rating: 5, effects: ['Happy', 'Giggly'], ...overrides,
});

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'content']).start();
  await stack.waitForService('content');
  // The strain library's import is another feature; a story only needs a row to point at.
  [{ id: strainId }] = await stack.query<{ id: number }>('content', `INSERT INTO strains (name, name_key, slug, type) VALUES ('Gateway Haze', 'gateway haze', 'gateway-haze', 'Sativa') RETURNING id`);
}, 90_000);
afterAll(async () => stack?.stop());

describe('grow guides over HTTP', () => {
  it('lists methods and guides, filters them, and shows a free guide with its steps', async () => {
    const { member } = await registerMember(stack);
    expect((await member.get('/api/grow-guides/methods')).body).toEqual(['indoor', 'hydroponics', 'outdoor', 'soil', 'autoflower']);
    const all = await member.get<Page<GrowGuideSummary>>('/api/grow-guides?limit=50');
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThanOrEqual(10);
    const soil = await member.get<Page<GrowGuideSummary>>('/api/grow-guides?method=soil&difficulty=1&search=soil');
    expect(soil.body.items.map((guide) => guide.slug)).toEqual([FREE_GUIDE]);
    const guide = await member.get<GrowGuideDto>(`/api/grow-guides/by-slug/${FREE_GUIDE}`);
    expect(guide.status).toBe(200);
    expect(guide.body.steps.map((step) => step.stepNumber)).toEqual(guide.body.steps.map((_, index) => index + 1));
    expect(await member.get('/api/grow-guides?difficulty=9')).toMatchObject({ status: 400, body: { message: G.invalidDifficulty } });
    expect(await member.get('/api/grow-guides/by-slug/nope')).toMatchObject({ status: 404, body: { message: G.notFound } });
  });

  it('answers a premium guide with 403 premiumContent to a free member, and in full to premium members and admins', async () => {
    const { member: free } = await registerMember(stack);
    expect(await free.get(`/api/grow-guides/by-slug/${PREMIUM_GUIDE}`)).toMatchObject({ status: 403, body: { message: 'Premium content requires membership', premiumContent: true, guide: { slug: PREMIUM_GUIDE } } });
    const { member: paying } = await premiumMember();
    expect(await paying.get<GrowGuideDto>(`/api/grow-guides/by-slug/${PREMIUM_GUIDE}`)).toMatchObject({ status: 200, body: { slug: PREMIUM_GUIDE, hasAccess: true } });
    const admin = await adminMember();
    expect((await admin.get(`/api/grow-guides/by-slug/${PREMIUM_GUIDE}`)).status).toBe(200);
  });

  it('answers 401 to visitors', async () => {
    const visitor = new Member(stack.url);
    for (const url of ['/api/grow-guides', '/api/grow-guides/methods', `/api/grow-guides/by-slug/${FREE_GUIDE}`]) {
      expect(await visitor.get(url)).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    }
  });

  it('serves the illustrations as SVG, cacheable for a year at their versioned URL, to anyone', async () => {
    const { member } = await registerMember(stack);
    const guide = (await member.get<GrowGuideDto>(`/api/grow-guides/by-slug/${FREE_GUIDE}`)).body;
    const url = guide.imageUrl as string;
    expect(url).toMatch(/^\/static\/grow-guides\/cover-soil-growing-for-beginners\.svg\?v=[0-9a-f]{16}$/);
    const visitor = new Member(stack.url);
    const image = await visitor.get(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.text).toMatch(/^<svg[^>]+role="img"/);
    const etag = image.headers.get('etag') as string;
    expect((await visitor.request('GET', url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await visitor.get(url.split('?')[0])).headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await visitor.get('/static/grow-guides/nope.svg')).toMatchObject({ status: 404, body: { message: G.imageNotFound } });
    expect((await visitor.get('/static/grow-guides/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});

describe('strain stories over HTTP', () => {
  it('a premium member writes (201 with the id), reads, edits, is upvoted once per member, and deletes a story', async () => {
    const { member: author, user } = await premiumMember();
    const created = await author.post<StrainStoryCreated>('/api/strain-stories', story());
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.story).toMatchObject({ id, title: 'First night with it', strain: { id: strainId, name: 'Gateway Haze', type: 'Sativa' }, userId: user.id });
    expect((await author.get<StrainStoryDto>(`/api/strain-stories/${id}`)).body.id).toBe(id);
    expect((await author.get<Page<StrainStoryDto>>('/api/strain-stories?filter=recent')).body.items[0].id).toBe(id);
    expect((await author.get<Page<StrainStoryDto>>('/api/strain-stories?filter=popular&limit=5')).body.items.map((s) => s.id)).toContain(id);
    expect(await author.put<StrainStoryDto>(`/api/strain-stories/${id}`, story({ title: 'Second look' }))).toMatchObject({ status: 200, body: { title: 'Second look' } });

    const { member: reader } = await registerMember(stack);
    expect(await reader.request('POST', `/api/strain-stories/${id}/upvote`)).toMatchObject({ status: 200, body: { id, upvotes: 1, upvotedByMe: true } });
    expect((await reader.post<StoryUpvoteResult>(`/api/strain-stories/${id}/upvote`)).body.upvotes).toBe(1);
    expect(await reader.put(`/api/strain-stories/${id}`, story())).toMatchObject({ status: 403, body: { message: S.notYourStory } });
    expect(await reader.request('DELETE', `/api/strain-stories/${id}`)).toMatchObject({ status: 403, body: { message: S.notYourStory } });

    expect(await author.request('DELETE', `/api/strain-stories/${id}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await author.get(`/api/strain-stories/${id}`)).toMatchObject({ status: 404, body: { message: S.storyNotFound } });
  });

  it('answers 403 premiumContent to a free member posting, 400 with the spec messages, 404 for bad ids', async () => {
    const { member: free } = await registerMember(stack);
    expect(await free.post('/api/strain-stories', story())).toMatchObject({ status: 403, body: { message: S.postingRequiresMembership, premiumContent: true } });
    const { member } = await premiumMember();
    expect(await member.post('/api/strain-stories', story({ title: 'ab' }))).toMatchObject({ status: 400, body: { message: 'Title must be at least 3 characters' } });
    expect(await member.post('/api/strain-stories', story({ content: 'short' }))).toMatchObject({ status: 400, body: { message: 'Content must be at least 30 characters' } });
    expect(await member.post('/api/strain-stories', story({ effects: [] }))).toMatchObject({ status: 400, body: { message: 'Select at least one effect' } });
    expect(await member.get('/api/strain-stories/abc')).toMatchObject({ status: 404, body: { message: S.storyNotFound } });
    expect(await member.get('/api/strain-stories?filter=best')).toMatchObject({ status: 400, body: { message: S.invalidFilter } });
  });

  it('lets an admin edit and delete any story', async () => {
    const { member: author } = await premiumMember();
    const { id } = (await author.post<StrainStoryCreated>('/api/strain-stories', story())).body;
    const admin = await adminMember();
    expect((await admin.put<StrainStoryDto>(`/api/strain-stories/${id}`, story({ title: 'Moderated title' }))).body.title).toBe('Moderated title');
    expect((await admin.request('DELETE', `/api/strain-stories/${id}`)).status).toBe(200);
  });

  it('answers 401 to visitors', async () => {
    const visitor = new Member(stack.url);
    for (const [method, url] of [['GET', '/api/strain-stories'], ['GET', '/api/strain-stories/1'], ['POST', '/api/strain-stories'], ['PUT', '/api/strain-stories/1'], ['DELETE', '/api/strain-stories/1'], ['POST', '/api/strain-stories/1/upvote']]) {
      expect(await visitor.request(method, url, method === 'GET' || method === 'DELETE' ? {} : { json: story() })).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    }
  });
});
