import type { NotificationDto, Page, PostDto } from '@cannaverse/contracts';
import { GatewayStack, Member, registerMember } from './gateway-harness.js';

let stack: GatewayStack;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never: ${what}`);
}

async function signedUp() {
  const registered = await registerMember(stack);
  for (const service of ['social', 'notifications']) {
    await until(() => stack.query(service, 'SELECT 1 FROM user_cards WHERE id = $1', [registered.user.id]), (rows) => rows.length > 0, `${service} knows the member`);
  }
  return registered;
}

/** A member's live channel as a browser's EventSource reads it: the event names as they arrive. */
async function openChannel(member: Member) {
  const controller = new AbortController();
  const response = await fetch(`${stack.url}/api/live-updates`, { headers: { cookie: member.cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: Array<{ name: string; at: number }> = [];
  const reader = response.body!.getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += new TextDecoder().decode(value);
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const name = /^event: (.+)$/m.exec(frame)?.[1];
        if (name) events.push({ name, at: Date.now() });
      }
    }
  })();
  return { response, events, close: () => controller.abort() };
}

const groups = async (member: Member) => (await member.get<Page<NotificationDto>>('/api/notifications')).body.items;

beforeAll(async () => {
  stack = await new GatewayStack(['identity', 'social', 'notifications']).start();
  await stack.waitForService('social');
  await stack.waitForService('notifications');
}, 90_000);
afterAll(async () => stack?.stop());

describe('notifications over HTTP', () => {
  it('a like, a comment and a mention reach the author: bell, grouped list, mark read, and the answers match the OpenAPI document', async () => {
    const { member: author, user: authorUser } = await signedUp();
    const { member: fan, user: fanUser } = await signedUp();
    const { member: other } = await signedUp();
    const post = (await author.post<PostDto>('/api/posts', { content: 'First harvest' })).body;
    expect((await fan.post(`/api/posts/${post.id}/like`)).status).toBe(200);
    expect((await other.post(`/api/posts/${post.id}/like`)).status).toBe(200);
    expect((await fan.post(`/api/posts/${post.id}/comments`, { content: `Congrats @${authorUser.username}!` })).status).toBe(201);
    expect((await fan.post('/api/posts', { content: `Shout-out to @${authorUser.username}` })).status).toBe(201);

    const count = await until(() => author.get<{ count: number }>('/api/notifications/unread/count'), (a) => a.body.count === 3, 'three unread groups');
    expect(count).toMatchObject({ status: 200, body: { count: 3 } });
    const items = await groups(author);
    expect(items.map((n) => [n.type, n.count])).toEqual([['mention', 1], ['comment', 1], ['like', 2]]);
    expect(items[2]).toMatchObject({ actors: [{ username: expect.any(String) }, { id: fanUser.id }], target: { type: 'post', id: post.id, excerpt: 'First harvest' }, read: false });

    expect(await author.post('/api/notifications/read', { upTo: items[1].createdAt })).toMatchObject({ status: 200, body: { count: 1 } });
    expect(await author.post('/api/notifications/read')).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await author.post('/api/notifications/read', { upTo: 'soon' })).toMatchObject({ status: 400, body: { message: 'upTo must be an ISO date' } });
    expect(await author.get('/api/notifications?cursor=nope')).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });

  it('the live channel tells an open app of a new notification and a new direct message within 2 s, and nobody else', async () => {
    const { member: author, user: authorUser } = await signedUp();
    const { member: fan } = await signedUp();
    const { member: bystander } = await signedUp();
    const channel = await openChannel(author);
    const other = await openChannel(bystander);
    try {
      expect(channel.response.status).toBe(200);
      expect(channel.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await until(async () => channel.events, (events) => events.some((e) => e.name === 'ready'), 'the channel is open');
      const post = (await author.post<PostDto>('/api/posts', { content: 'Live please' })).body;
      const liked = Date.now();
      expect((await fan.post(`/api/posts/${post.id}/like`)).status).toBe(200);
      const notified = await until(async () => channel.events.find((e) => e.name === 'notification'), Boolean, 'a notification event');
      expect(notified!.at - liked).toBeLessThan(2000);
      expect(await author.get('/api/notifications/unread/count')).toMatchObject({ body: { count: 1 } });
      const sent = Date.now();
      expect((await fan.post(`/api/messages/${authorUser.id}`, { content: 'psst' })).status).toBe(201);
      const messaged = await until(async () => channel.events.find((e) => e.name === 'message'), Boolean, 'a message event');
      expect(messaged!.at - sent).toBeLessThan(2000);
      expect(other.events.map((e) => e.name)).toEqual(['ready']);
    } finally {
      channel.close();
      other.close();
    }
    const visitor = await fetch(`${stack.url}/api/live-updates`);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ message: 'Not authenticated' });
  });

  it('settings: read and change; visitors get 401', async () => {
    const { member } = await signedUp();
    expect(await member.get('/api/notifications/settings')).toMatchObject({
      status: 200, body: { like: true, comment: true, follow: true, mention: true, live: true, storyUpvote: true, from: 'everyone' },
    });
    expect(await member.request('PUT', '/api/notifications/settings', { json: { like: false, from: 'following' } })).toMatchObject({ status: 200, body: { like: false, from: 'following' } });
    expect(await member.request('PUT', '/api/notifications/settings', { json: { from: 'nobody' } })).toMatchObject({ status: 400, body: { message: "from must be 'everyone' or 'following'" } });
    const visitor = new Member(stack.url);
    for (const [method, url] of [['GET', '/api/notifications'], ['GET', '/api/notifications/unread/count'], ['POST', '/api/notifications/read'], ['GET', '/api/notifications/settings'], ['PUT', '/api/notifications/settings']]) {
      expect(await visitor.request(method, url, method === 'GET' ? {} : { json: {} })).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    }
  });

  it('members by username (mentions as links): one look-up for many names, unknown names left out, any case; bad input 400, unknown 404', async () => {
    const { member, user } = await signedUp();
    const { user: other } = await signedUp();
    const card = (u: typeof user) => ({ id: u.id, username: u.username, displayName: null, avatar: null });
    const many = await member.get<unknown[]>(`/api/users/by-username?usernames=${user.username.toUpperCase()},nobody_at_all,${other.username}`);
    expect(many.status).toBe(200);
    expect(many.body).toEqual(expect.arrayContaining([card(user), card(other)]));
    expect(many.body).toHaveLength(2);
    const visitor = new Member(stack.url);
    expect(await visitor.get(`/api/users/by-username/${other.username}`)).toMatchObject({ status: 200, body: card(other) });
    expect(await visitor.get('/api/users/by-username/nobody_at_all')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const tooMany = Array.from({ length: 51 }, (_, i) => `name${i}`).join(',');
    for (const bad of ['', 'usernames=', `usernames=${tooMany}`, 'usernames=a%20b']) {
      expect(await visitor.get(`/api/users/by-username?${bad}`)).toMatchObject({ status: 400, body: { message: 'usernames must be a comma-separated list of at most 50 usernames' } });
    }
  });

  it('with the notifications service down every other route works; what happened meanwhile appears when it returns', async () => {
    const { member: author } = await signedUp();
    const { member: fan } = await signedUp();
    await stack.stopService('notifications');
    const post = await author.post<PostDto>('/api/posts', { content: 'Posted while notifications sleep' });
    expect(post.status).toBe(201);
    expect(await fan.post(`/api/posts/${post.body.id}/like`)).toMatchObject({ status: 200, body: { liked: true } });
    expect((await fan.post(`/api/posts/${post.body.id}/comments`, { content: 'still works' })).status).toBe(201);
    expect((await author.get('/api/messages/unread/count')).status).toBe(200);
    expect((await author.get('/api/notifications/unread/count')).status).toBe(503);
    stack.startService('notifications');
    await stack.waitForService('notifications');
    await until(() => author.get<{ count: number }>('/api/notifications/unread/count'), (a) => a.body?.count === 2, 'the missed like and comment');
    expect((await groups(author)).map((n) => n.type)).toEqual(['comment', 'like']);
  }, 120_000);
});
