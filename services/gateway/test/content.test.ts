import { randomUUID } from 'node:crypto';
import { AdMessages, SocialMessages, StrainMessages, type AdDto, type Page, type PostDto, type StrainDto, type StrainMembersReportDto, type StrainReactionsDto, type StrainPage, type StrainSummary } from '@cannaverse/contracts';
import { GatewayStack, Member, registerMember } from './gateway-harness.js';

/** The content calls over HTTP on a real stack (identity, social, content; our own 34-strain catalogue). */
let stack: GatewayStack;

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social', 'content']).start();
  await stack.waitForService('social');
  await stack.waitForService('content');
  // The start-up import runs after the health answer; wait for it.
  for (let i = 0; i < 200 && (await stack.query<{ n: number }>('content', 'SELECT count(*)::int AS n FROM strains'))[0].n < 34; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 90_000);
afterAll(async () => stack?.stop());

async function premiumMember() {
  const registered = await registerMember(stack);
  expect((await registered.member.post('/api/membership/checkout', { plan: 'cannanaut', interval: 'month' })).status).toBe(200);
  return registered;
}

async function adminMember() {
  const admin = new Member(stack.url);
  expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password-for-tests' })).status).toBe(200);
  return admin;
}

const blueDreamId = async () => (await stack.query<{ id: number }>('content', "SELECT id FROM strains WHERE name = 'Blue Dream'"))[0].id;

describe('GET /api/strains', () => {
  it('passes filters through: repeated effects, type, THC range, sort, search and limit', async () => {
    const visitor = new Member(stack.url);
    const all = await visitor.get<Page<StrainSummary>>('/api/strains?limit=1000');
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(34);
    const filtered = await visitor.get<Page<StrainSummary>>('/api/strains?type=Indica&effects=Relaxed&effects=Sleepy&sortBy=name');
    expect(filtered.body.items.length).toBeGreaterThan(0);
    expect(filtered.body.items.every((s) => s.type === 'Indica' && s.effects.includes('Relaxed') && s.effects.includes('Sleepy'))).toBe(true);
    expect((await visitor.get<Page<StrainSummary>>('/api/strains?search=blue%20dreem')).body.items[0].name).toBe('Blue Dream');
    expect((await visitor.get<Page<StrainSummary>>('/api/strains?limit=3&sortBy=rating')).body.items).toHaveLength(3);
    expect(await visitor.get('/api/strains?limit=1001')).toMatchObject({ status: 400, body: { message: StrainMessages.invalidLimit } });
    expect(await visitor.get('/api/strains?thcMin=30&thcMax=10')).toMatchObject({ status: 400, body: { message: StrainMessages.thcRange } });
    expect(await visitor.get('/api/strains?sortBy=random')).toMatchObject({ status: 400, body: { message: StrainMessages.invalidSort } });
    // Issue 27: flavor and helps-with filters, tab counts, similar strains.
    const berry = await visitor.get<StrainPage>('/api/strains?flavors=berry&flavors=Sweet');
    expect(berry.status).toBe(200);
    expect(berry.body.items.every((s) => s.flavors.includes('Berry') && s.flavors.includes('Sweet'))).toBe(true);
    expect(berry.body.typeCounts?.all).toBe(berry.body.items.length);
    expect(await visitor.get(`/api/strains?helpsWith=${'x'.repeat(31)}`)).toMatchObject({ status: 400, body: { message: StrainMessages.invalidHelpsWith } });
    const similar = await visitor.get<StrainSummary[]>(`/api/strains/${await blueDreamId()}/similar`);
    expect(similar.status).toBe(200);
    expect(similar.body.length).toBeGreaterThan(0);
    expect(await visitor.get('/api/strains/999999/similar')).toMatchObject({ status: 404, body: { message: StrainMessages.notFound } });
  });
});

describe('GET /api/strains/{id}', () => {
  it('answers a free member without the premium keys, a premium member and an admin with them', async () => {
    const id = await blueDreamId();
    const { member } = await registerMember(stack);
    const free = await member.get<StrainDto>(`/api/strains/${id}`);
    expect(free.status).toBe(200);
    expect(free.body.name).toBe('Blue Dream');
    expect(free.body).not.toHaveProperty('enhancedDescription');
    expect(free.body).not.toHaveProperty('terpeneAnalysis');
    expect(free.body).not.toHaveProperty('growTips');
    const premium = (await premiumMember()).member;
    expect((await premium.get<{ active: boolean }>('/api/premium/status')).body).toEqual({ active: true });
    const full = await premium.get<StrainDto>(`/api/strains/${id}`);
    expect(full.body.enhancedDescription).toEqual(expect.any(String));
    expect(full.body.terpeneAnalysis?.myrcene).toEqual(expect.any(Number));
    const admin = await adminMember();
    expect((await admin.get<StrainDto>(`/api/strains/${id}`)).body.growTips).toMatchObject({ difficulty: 2 });
  });

  it("answers 404 'Strain Not Found'", async () => {
    expect(await new Member(stack.url).get('/api/strains/999999')).toMatchObject({ status: 404, body: { message: StrainMessages.notFound } });
    expect(await new Member(stack.url).get('/api/strains/abc')).toMatchObject({ status: 404, body: { message: StrainMessages.notFound } });
  });

  it('serves the illustration as SVG with caching, an ETag and a locked-down CSP', async () => {
    const id = await blueDreamId();
    const visitor = new Member(stack.url);
    const image = await visitor.get(`/api/strains/${id}/image.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.text).toMatch(/^<svg /);
    const again = await visitor.request('GET', `/api/strains/${id}/image.svg`, { headers: { 'if-none-match': image.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await visitor.get('/api/strains/999999/image.svg')).status).toBe(404);
  });
});

describe('reactions', () => {
  it('adds and removes a reaction by URL-encoded emoji; visitors get 401', async () => {
    const id = await blueDreamId();
    const { member, user } = await registerMember(stack);
    const added = await member.post<StrainReactionsDto>(`/api/strains/${id}/reactions`, { emojiType: '🎭' });
    expect(added).toMatchObject({ status: 200, body: { reactions: { '🎭': 1 }, total: 1, details: [{ userId: user.id, emojiType: '🎭' }] } });
    expect((await new Member(stack.url).get<StrainReactionsDto>(`/api/strains/${id}/reactions`)).body.total).toBe(1);
    const removed = await member.request<StrainReactionsDto>('DELETE', `/api/strains/${id}/reactions/${encodeURIComponent('🎭')}`);
    expect(removed).toMatchObject({ status: 200, body: { reactions: {}, total: 0 } });
    expect(await member.post(`/api/strains/${id}/reactions`, { emojiType: '👍' })).toMatchObject({ status: 400, body: { message: StrainMessages.invalidEmoji } });
    const visitor = new Member(stack.url);
    expect(await visitor.post(`/api/strains/${id}/reactions`, { emojiType: '😊' })).toMatchObject({ status: 401, body: { message: StrainMessages.reactionRequiresSignIn } });
    expect((await visitor.request('DELETE', `/api/strains/${id}/reactions/${encodeURIComponent('😊')}`)).status).toBe(401);
  });
});

describe('members report', () => {
  it('shows a post that rates a strain in that strain\'s report (social → content by event)', async () => {
    const id = await blueDreamId();
    const { member, user } = await registerMember(stack);
    for (let i = 0; i < 200 && (await stack.query('social', 'SELECT 1 FROM user_cards WHERE id = $1', [user.id])).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await member.post<PostDto>('/api/posts', { content: 'Lovely #HybridLife', strainName: 'blue dream', strainRating: 4 })).status).toBe(201);
    let report: StrainMembersReportDto | null = null;
    for (let i = 0; i < 200; i++) {
      report = (await member.get<StrainMembersReportDto>(`/api/strains/${id}/members-report`)).body;
      if (report.postRatings.count > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(report?.postRatings).toEqual({ count: 1, averageRating: 4 });
    expect((await member.get<StrainDto>(`/api/strains/${id}`)).body.reviewCount).toBe(1);
    // And the hub lists it under its hashtag.
    const topic = await member.get<Page<PostDto>>('/api/community/discussions?topic=HybridLife');
    expect(topic.body.items.map((p) => p.user.id)).toEqual([user.id]);
    expect(await member.get('/api/community/discussions?topic=no%20way')).toMatchObject({ status: 400, body: { message: SocialMessages.invalidTopic } });
    expect((await new Member(stack.url).get('/api/community/discussions?topic=HybridLife')).status).toBe(401);
  });
});

describe('ads', () => {
  it('gives visitors and free members the house ads, premium members none, and accepts tracking', async () => {
    const visitorAds = await new Member(stack.url).get<AdDto[]>('/api/ads/sidebar');
    expect(visitorAds.status).toBe(200);
    expect(visitorAds.body).toHaveLength(4);
    const { member } = await registerMember(stack);
    expect((await member.get<AdDto[]>('/api/ads/sidebar')).body).toHaveLength(4);
    expect((await (await premiumMember()).member.get<AdDto[]>('/api/ads/sidebar')).body).toEqual([]);
    const ad = visitorAds.body[0];
    expect(await member.post(`/api/ads/impression/${ad.id}`, { sessionId: randomUUID() })).toMatchObject({ status: 202, body: { ok: true } });
    expect(await member.post(`/api/ads/click/${ad.id}`, { sessionId: randomUUID() })).toMatchObject({ status: 202, body: { ok: true } });
    expect(await member.post(`/api/ads/click/${ad.id}`, { sessionId: 'abc' })).toMatchObject({ status: 400, body: { message: AdMessages.invalidSession } });
    expect(await member.post(`/api/ads/click/${randomUUID()}`, { sessionId: randomUUID() })).toMatchObject({ status: 404, body: { message: AdMessages.notFound } });
    expect(await member.get('/api/ads/Not%20A%20Slot')).toMatchObject({ status: 400, body: { message: AdMessages.invalidPlacement } });
  });
});
