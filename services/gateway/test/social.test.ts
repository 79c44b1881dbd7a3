import { SocialMessages as S, ValidationMessages as M, type CommentDto, type LikeDto, type Page, type PostDto } from '@cannaverse/contracts';
import { GatewayStack, Member, registerMember } from './gateway-harness.js';

let stack: GatewayStack;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Social learns about a member from identity's event; wait for it before following them. */
async function knownToSocial(userId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await stack.query('social', 'SELECT 1 FROM user_cards WHERE id = $1', [userId])).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('social never heard of the member');
}

async function signedUp() {
  const registered = await registerMember(stack);
  await knownToSocial(registered.user.id);
  return registered;
}

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social']).start();
  await stack.waitForService('social');
}, 90_000);
afterAll(async () => stack?.stop());

describe('posts over HTTP', () => {
  it('creates (201), reads, lists, edits and deletes a post with the author card', async () => {
    const { member, user } = await signedUp();
    const created = await member.post<PostDto>('/api/posts', { content: ' Hello #Cannaverse ', strainName: 'OG Kush', strainRating: 4 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ content: 'Hello #Cannaverse', strainRating: 4, user: { id: user.id, username: user.username }, likesCount: 0, commentsCount: 0 });
    const id = created.body.id;
    expect((await member.get<PostDto>(`/api/posts/${id}`)).body.id).toBe(id);
    const feed = await member.get<Page<PostDto>>('/api/posts?limit=5&sort=latest');
    expect(feed.status).toBe(200);
    expect(feed.body.items[0].id).toBe(id);
    expect((await member.get<Page<PostDto>>('/api/posts?sort=trending')).body.items.map((p) => p.id)).toContain(id);
    expect((await member.get<Page<PostDto>>(`/api/posts/user/${user.id}`)).body.items.map((p) => p.id)).toEqual([id]);
    const edited = await member.patch<PostDto>(`/api/posts/${id}`, { content: 'Edited' });
    expect(edited).toMatchObject({ status: 200, body: { content: 'Edited', strainName: 'OG Kush' } });
    expect(await member.request('DELETE', `/api/posts/${id}`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await member.get(`/api/posts/${id}`)).toMatchObject({ status: 404, body: { message: S.postNotFound } });
  });

  it('GET /api/posts/following: only posts by members the caller follows, newest first, paged; 401 to visitors, 400 on a bad page', async () => {
    const { member: reader } = await signedUp();
    const { member: followed, user: followedUser } = await signedUp();
    const { member: other } = await signedUp();
    expect(await reader.get('/api/posts/following')).toMatchObject({ status: 200, body: { items: [], nextCursor: null } });
    await reader.post(`/api/users/${followedUser.id}/follow`);
    const ids: string[] = [];
    for (const content of ['first followed', 'second followed', 'third followed']) ids.unshift((await followed.post<PostDto>('/api/posts', { content })).body.id);
    await other.post('/api/posts', { content: 'not followed' });
    const first = await reader.get<Page<PostDto>>('/api/posts/following?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((p) => p.id)).toEqual(ids.slice(0, 2));
    const second = await reader.get<Page<PostDto>>(`/api/posts/following?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ items: [{ id: ids[2], user: { id: followedUser.id } }], nextCursor: null });
    expect(await new Member(stack.url).get('/api/posts/following')).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect(await reader.get('/api/posts/following?limit=0')).toMatchObject({ status: 400, body: { message: S.invalidLimit } });
    expect(await reader.get('/api/posts/following?cursor=%%%')).toMatchObject({ status: 400, body: { message: S.invalidCursor } });
  });

  it('accepts an uploaded image by the spec field `image`', async () => {
    const { member } = await signedUp();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const upload = await member.upload<{ url: string }>('/api/upload', 'file', png, 'dot.png', 'image/png');
    expect(upload.status).toBe(201);
    const created = await member.post<PostDto>('/api/posts', { content: 'pic', image: upload.body.url });
    expect(created).toMatchObject({ status: 201, body: { mediaUrl: upload.body.url, mediaType: 'image' } });
    expect(await member.post('/api/posts', { content: 'pic', image: '/media/avatars/2026/01/x.jpg' })).toMatchObject({ status: 400, body: { message: S.mediaInvalid } });
  });

  it("issue 20: refuses another member's upload and a file a post already has, so deleting a post never takes another member's file", async () => {
    const { member: uploader } = await signedUp();
    const { member: other } = await signedUp();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const { url } = (await uploader.upload<{ url: string }>('/api/upload', 'file', png, 'dot.png', 'image/png')).body;
    expect(await other.post('/api/posts', { content: 'claimed', mediaUrl: url })).toMatchObject({ status: 400, body: { message: S.mediaInvalid } });
    expect(await uploader.post('/api/posts', { content: 'mine', mediaUrl: url })).toMatchObject({ status: 201, body: { mediaUrl: url } });
    expect(await uploader.post('/api/posts', { content: 'again', mediaUrl: url })).toMatchObject({ status: 400, body: { message: S.mediaInvalid } });
    expect((await fetch(stack.url + url)).status).toBe(200);
  });

  it('answers 401 to visitors, with the spec sentence on create', async () => {
    const visitor = new Member(stack.url);
    expect(await visitor.post('/api/posts', { content: 'hi' })).toMatchObject({ status: 401, body: { message: M.mustBeLoggedInToPost } });
    for (const [method, url] of [['GET', '/api/posts'], ['GET', `/api/posts/${UNKNOWN}`], ['POST', `/api/posts/${UNKNOWN}/like`], ['GET', `/api/posts/${UNKNOWN}/comments`], ['POST', `/api/users/${UNKNOWN}/follow`], ['GET', `/api/users/${UNKNOWN}/stats`]]) {
      expect(await visitor.request(method, url, method === 'POST' ? { json: {} } : {})).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    }
  });

  it('403s another member editing or deleting; an admin may delete', async () => {
    const { member: owner } = await signedUp();
    const { member: other } = await signedUp();
    const post = (await owner.post<PostDto>('/api/posts', { content: 'mine' })).body;
    expect(await other.patch(`/api/posts/${post.id}`, { content: 'theirs' })).toMatchObject({ status: 403, body: { message: S.notYourPost } });
    expect(await other.request('DELETE', `/api/posts/${post.id}`)).toMatchObject({ status: 403, body: { message: S.notYourPost } });
    const admin = new Member(stack.url);
    expect((await admin.post('/api/login', { username: 'admin', password: 'admin-password-for-tests' })).status).toBe(200);
    expect((await admin.request('DELETE', `/api/posts/${post.id}`)).status).toBe(200);
  });

  it('404s unknown and non-UUID ids and 400s bad input with exact messages, never a 500', async () => {
    const { member } = await signedUp();
    for (const id of [UNKNOWN, 'not-a-uuid', "1'%20OR%20'1'='1"]) {
      expect(await member.get(`/api/posts/${id}`)).toMatchObject({ status: 404, body: { message: S.postNotFound } });
      expect(await member.post(`/api/posts/${id}/like`)).toMatchObject({ status: 404, body: { message: S.postNotFound } });
      expect(await member.get(`/api/posts/${id}/likes`)).toMatchObject({ status: 404 });
      expect(await member.post(`/api/posts/${id}/comments`, { content: 'x' })).toMatchObject({ status: 404 });
      expect(await member.post(`/api/users/${id}/follow`)).toMatchObject({ status: 404, body: { message: S.userNotFound } });
    }
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/posts', { content: '  ' }, S.contentRequired],
      ['POST', '/api/posts', { content: 'x'.repeat(5001) }, S.contentMax],
      ['POST', '/api/posts', { content: 'x', strainName: 'OG', strainRating: 7 }, S.ratingRange],
      ['POST', '/api/posts', { content: 'x', isPremium: true }, 'Unknown field: isPremium'],
      ['POST', '/api/posts', [1, 2], 'Request body must be a JSON object'],
      ['GET', '/api/posts?limit=1000', undefined, S.invalidLimit],
      ['GET', '/api/posts?limit=abc', undefined, S.invalidLimit],
      ['GET', '/api/posts?sort=best', undefined, S.invalidSort],
      ['GET', '/api/posts?cursor=%%%', undefined, S.invalidCursor],
      ['GET', '/api/posts?cursor=eyJ0IjoxfQ', undefined, S.invalidCursor],
    ];
    for (const [method, url, json, message] of cases) {
      expect(await member.request(method, url, json === undefined ? {} : { json })).toMatchObject({ status: 400, body: { message } });
    }
  });
});

describe('likes and comments over HTTP', () => {
  it('toggles with no body, sets with {liked}, lists likes; comments 201 and list oldest first', async () => {
    const { member: author } = await signedUp();
    const { member: fan, user: fanUser } = await signedUp();
    const post = (await author.post<PostDto>('/api/posts', { content: 'like me' })).body;
    expect(await fan.request('POST', `/api/posts/${post.id}/like`)).toMatchObject({ status: 200, body: { liked: true, likesCount: 1 } });
    expect(await fan.post(`/api/posts/${post.id}/like`, { liked: true })).toMatchObject({ status: 200, body: { liked: true, likesCount: 1 } });
    expect((await fan.get<PostDto>(`/api/posts/${post.id}`)).body.likedByMe).toBe(true);
    const likes = await fan.get<Page<LikeDto>>(`/api/posts/${post.id}/likes`);
    expect(likes.body.items.map((l) => l.userId)).toEqual([fanUser.id]);
    expect(await fan.post(`/api/posts/${post.id}/like`)).toMatchObject({ body: { liked: false, likesCount: 0 } });
    expect(await fan.post(`/api/posts/${post.id}/like`, { liked: 'yes' })).toMatchObject({ status: 400, body: { message: 'liked must be a boolean' } });
    // "No payload" (spec) sent with a JSON content type, as generic fetch helpers do: still a toggle.
    const emptyJson = { body: '', headers: { 'content-type': 'application/json' } };
    expect(await fan.request('POST', `/api/posts/${post.id}/like`, emptyJson)).toMatchObject({ status: 200, body: { liked: true, likesCount: 1 } });
    expect(await fan.request('POST', `/api/posts/${post.id}/like`, emptyJson)).toMatchObject({ status: 200, body: { liked: false, likesCount: 0 } });

    expect(await fan.post(`/api/posts/${post.id}/comments`, { content: '   ' })).toMatchObject({ status: 400, body: { message: S.commentRequired } });
    expect(await fan.post(`/api/posts/${post.id}/comments`, { content: 'x'.repeat(2001) })).toMatchObject({ status: 400, body: { message: S.commentMax } });
    for (const content of ['first', 'second', 'third']) {
      expect((await fan.post<CommentDto>(`/api/posts/${post.id}/comments`, { content })).status).toBe(201);
    }
    const page1 = await author.get<Page<CommentDto>>(`/api/posts/${post.id}/comments?limit=2`);
    const page2 = await author.get<Page<CommentDto>>(`/api/posts/${post.id}/comments?limit=2&cursor=${page1.body.nextCursor}`);
    expect([...page1.body.items, ...page2.body.items].map((c) => c.content)).toEqual(['first', 'second', 'third']);
    expect(page2.body.nextCursor).toBeNull();
    expect(page1.body.items[0].user).toMatchObject({ id: fanUser.id });
    expect((await author.get<PostDto>(`/api/posts/${post.id}`)).body.commentsCount).toBe(3);
  });
});

describe('follows, profile counts and stats over HTTP', () => {
  it('follow changes the profile counts; repeat is idempotent; self-follow 400', async () => {
    const { member: a, user: userA } = await signedUp();
    const { member: b, user: userB } = await signedUp();
    expect(await a.get(`/api/users/${userB.id}`)).toMatchObject({ status: 200, body: { followersCount: 0, followingCount: 0, postsCount: 0, isFollowing: false } });
    expect(await a.post(`/api/users/${userB.id}/follow`)).toMatchObject({ status: 200, body: { following: true, followersCount: 1 } });
    expect(await a.post(`/api/users/${userB.id}/follow`)).toMatchObject({ status: 200, body: { following: true, followersCount: 1 } });
    expect((await a.get(`/api/users/${userB.id}`)).body).toMatchObject({ followersCount: 1, isFollowing: true });
    expect((await b.get(`/api/users/${userA.id}`)).body).toMatchObject({ followingCount: 1, isFollowing: false });
    expect((await new Member(stack.url).get(`/api/users/${userB.id}`)).body).toMatchObject({ followersCount: 1, isFollowing: false });
    expect(await a.request('DELETE', `/api/users/${userB.id}/follow`)).toMatchObject({ status: 200, body: { following: false, followersCount: 0 } });
    expect(await a.post(`/api/users/${userA.id}/follow`)).toMatchObject({ status: 400, body: { message: S.cannotFollowSelf } });

    await b.post('/api/posts', { content: 'review', strainName: 'Haze', strainReview: 'Citrus' });
    expect((await a.get(`/api/users/${userB.id}`)).body).toMatchObject({ postsCount: 1 });
    expect(await a.get(`/api/users/${userB.id}/stats`)).toMatchObject({ status: 200, body: { posts: 1, likesReceived: 0, reviews: 1 } });
    expect(await a.get('/api/users/not-a-uuid/stats')).toMatchObject({ status: 404, body: { message: S.userNotFound } });
  });

  it('serves trending topics', async () => {
    const { member } = await signedUp();
    const topics = await member.get<unknown[]>('/api/topics/trending');
    expect(topics.status).toBe(200);
    expect(Array.isArray(topics.body)).toBe(true);
  });
});
