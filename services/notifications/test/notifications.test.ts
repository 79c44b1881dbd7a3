import { ContentEvents, NotificationsEvents, NotificationsPatterns as P, SocialEvents, StreamingEvents, type Actor, type NotificationDto } from '@cannaverse/contracts';
import { listOf, rpcFailure, socialEvents, startNotifications, unread, type NotificationsHarness } from './notifications-harness.js';

let service: NotificationsHarness;
let social: ReturnType<typeof socialEvents>;
const card = (m: Actor & { username: string }) => ({ id: m.id, username: m.username, displayName: null, avatar: null });
const groupsOf = async (member: Actor, type: string) => (await listOf(service, member)).filter((n) => n.type === type);

beforeAll(async () => {
  service = await startNotifications();
  social = socialEvents(service);
}, 60_000);
afterAll(async () => service?.close());

describe('each type', () => {
  it('a like tells the post author, with the liker card and the post excerpt', async () => {
    const [author, fan] = [await service.member(), await service.member()];
    const post = await social.post(author, `Harvest day ${'!'.repeat(200)}`);
    await social.like(post, fan);
    const [like] = await listOf(service, author);
    expect(like).toEqual({
      id: expect.any(String), type: 'like', count: 1, actors: [card(fan)], read: false, createdAt: expect.any(String),
      target: { type: 'post', id: post.postId, excerpt: expect.stringMatching(/^Harvest day !+…$/) },
    });
    expect(like.target?.excerpt).toHaveLength(100);
    expect(await unread(service, author)).toBe(1);
    // The gateway's cue for the author's open app (published through the outbox, after commit).
    const { rows } = await service.db.query(`SELECT payload FROM outbox WHERE name = $1 AND payload->'recipientIds' ? $2`, [NotificationsEvents.created, author.id]);
    expect(rows).toEqual([{ payload: { recipientIds: [author.id] } }]);
  });

  it('a comment tells the post author', async () => {
    const [author, fan] = [await service.member(), await service.member()];
    const post = await social.post(author, 'Look at this');
    await social.comment(post, fan, 'Nice buds!');
    expect(await listOf(service, author)).toEqual([expect.objectContaining({ type: 'comment', count: 1, actors: [card(fan)], target: { type: 'post', id: post.postId, excerpt: 'Look at this' } })]);
  });

  it('@username in a post or a comment tells that member (case-insensitive, once per text); the post author is told of the comment only', async () => {
    const [author, fan, named] = [await service.member(), await service.member(), await service.member()];
    const post = await social.post(author, `Thanks @${named.username.toUpperCase()} and @${named.username}. Also @nobody_here`);
    expect(await listOf(service, named)).toEqual([expect.objectContaining({ type: 'mention', count: 1, actors: [card(author)], target: { type: 'post', id: post.postId, excerpt: expect.stringContaining('Thanks') } })]);
    await social.comment(post, fan, `@${named.username} @${author.username} look`);
    const mentions = await groupsOf(named, 'mention');
    expect(mentions).toHaveLength(2);
    expect(mentions[0]).toMatchObject({ actors: [card(fan)], target: { type: 'post', id: post.postId, excerpt: `@${named.username} @${author.username} look` } });
    expect((await listOf(service, author)).map((n) => n.type)).toEqual(['comment']);
  });

  it('a follow tells the member followed; an unfollow takes it back', async () => {
    const [star, fan] = [await service.member(), await service.member()];
    await social.follow(fan, star);
    expect(await listOf(service, star)).toEqual([expect.objectContaining({ type: 'follow', count: 1, actors: [card(fan)], target: null })]);
    await social.unfollow(fan, star);
    expect(await listOf(service, star)).toEqual([]);
  });

  it('a creator going live tells every follower (the follow graph kept from follow events), not a private stream, not unfollowers', async () => {
    const [creator, a, b, gone] = [await service.member(), await service.member(), await service.member(), await service.member()];
    for (const follower of [a, b, gone]) await social.follow(follower, creator);
    await social.unfollow(gone, creator);
    await service.publish(StreamingEvents.streamStarted, { streamId: 41, userId: creator.id, title: 'Private grow tour', isPrivate: true, startedAt: new Date().toISOString() });
    await service.publish(StreamingEvents.streamStarted, { streamId: 42, userId: creator.id, title: 'Trimming live', isPrivate: false, startedAt: new Date().toISOString() });
    await service.waitForConsumerIdle();
    for (const follower of [a, b]) {
      expect(await listOf(service, follower)).toEqual([expect.objectContaining({ type: 'live', count: 1, actors: [card(creator)], target: { type: 'stream', id: '42', excerpt: 'Trimming live' } })]);
    }
    expect(await listOf(service, gone)).toEqual([]);
    expect(await groupsOf(creator, 'live')).toEqual([]);
    const { rows } = await service.db.query(`SELECT payload FROM outbox WHERE name = $1 AND payload->'recipientIds' ? $2`, [NotificationsEvents.created, a.id]);
    expect(rows.map((r) => [...r.payload.recipientIds].sort())).toEqual([[a.id, b.id].sort()]);
  });

  it('strain story upvotes tell the author, grouped by story; a deleted story takes them', async () => {
    const [author, a, b] = [await service.member(), await service.member(), await service.member()];
    // A millisecond apart: two upvotes stamped in the same millisecond have no order between them.
    const at = Date.now();
    for (const [index, fan] of [a, b].entries()) {
      await service.publish(ContentEvents.storyUpvoted, { storyId: 7, storyAuthorId: author.id, title: 'Calm evening', userId: fan.id, at: new Date(at + index).toISOString() });
    }
    await service.waitForConsumerIdle();
    expect(await listOf(service, author)).toEqual([expect.objectContaining({ type: 'storyUpvote', count: 2, actors: [card(b), card(a)], target: { type: 'story', id: '7', excerpt: 'Calm evening' } })]);
    await service.publish(ContentEvents.storyDeleted, { storyId: 7, userId: author.id });
    await service.waitForConsumerIdle();
    expect(await listOf(service, author)).toEqual([]);
  });
});

describe('rules', () => {
  it('never for one\'s own actions', async () => {
    const me = await service.member();
    const post = await social.post(me, `Note to self @${me.username}`);
    await social.like(post, me);
    await social.comment(post, me, `me again @${me.username}`);
    expect(await listOf(service, me)).toEqual([]);
  });

  it('a like undone before it is read makes nothing; the group of others stays with the right count', async () => {
    const [author, a, b] = [await service.member(), await service.member(), await service.member()];
    const post = await social.post(author, 'Like then unlike');
    await social.like(post, a);
    await social.unlike(post, a);
    expect(await listOf(service, author)).toEqual([]);
    expect(await unread(service, author)).toBe(0);
    await social.like(post, a);
    await social.like(post, b);
    await social.unlike(post, a);
    expect(await listOf(service, author)).toEqual([expect.objectContaining({ type: 'like', count: 1, actors: [card(b)] })]);
  });

  it('a deleted post takes its likes, comments and mentions with it', async () => {
    const [author, fan, named] = [await service.member(), await service.member(), await service.member()];
    const post = await social.post(author, `Soon gone @${named.username}`);
    await social.like(post, fan);
    await social.comment(post, fan, 'Comment');
    expect(await unread(service, author)).toBe(2);
    await social.deletePost(post);
    expect(await listOf(service, author)).toEqual([]);
    expect(await listOf(service, named)).toEqual([]);
    expect(await unread(service, author)).toBe(0);
  });

  it('replaying an event (a new delivery of the same id) makes no duplicate', async () => {
    const [author, fan] = [await service.member(), await service.member()];
    const post = await social.post(author, 'Once');
    const like = await social.like(post, fan);
    // Past JetStream's dedupe window and the inbox: the same event id under another message id.
    await service.db.query('DELETE FROM inbox WHERE event_id = $1', [like.id]);
    await service.publish(SocialEvents.postLiked, like.payload, { id: like.id, msgID: `${like.id}-again` });
    await service.waitForConsumerIdle();
    expect(await listOf(service, author)).toEqual([expect.objectContaining({ type: 'like', count: 1 })]);
    expect((await service.db.query('SELECT count(*)::int AS n FROM notification_items WHERE event_id = $1', [like.id])).rows[0].n).toBe(1);
  });

  it('events made while the service was down are turned into notifications when it returns', async () => {
    const [author, fan] = [await service.member(), await service.member()];
    const post = await social.post(author, 'While you were out');
    await service.stop();
    await social.like(post, fan, false);
    await social.comment(post, fan, `hey @${author.username}`, false);
    await service.start();
    await service.waitForConsumerIdle();
    expect((await listOf(service, author)).map((n) => n.type).sort()).toEqual(['comment', 'like']);
  });
});

describe('grouping', () => {
  it('likes on one post are one group: count, latest actors first (at most 3), latest time', async () => {
    const author = await service.member();
    const fans = [await service.member(), await service.member(), await service.member(), await service.member()];
    const post = await social.post(author, 'Popular');
    const other = await social.post(author, 'Less popular');
    for (const fan of fans) await social.like(post, fan);
    await social.like(other, fans[0]);
    const likes = await groupsOf(author, 'like');
    expect(likes.map((n) => [n.target?.id, n.count])).toEqual([[other.postId, 1], [post.postId, 4]]);
    expect(likes[1].actors).toEqual([card(fans[3]), card(fans[2]), card(fans[1])]);
    expect(await unread(service, author)).toBe(2);
  });

  it('follows group by day; a new like on a read group makes it unread and newest again', async () => {
    const [star, a, b] = [await service.member(), await service.member(), await service.member()];
    await social.follow(a, star);
    await social.follow(b, star);
    expect(await listOf(service, star)).toEqual([expect.objectContaining({ type: 'follow', count: 2, actors: [card(b), card(a)] })]);
    const post = await social.post(star, 'Hello');
    await social.like(post, a);
    await service.call(P.markRead, {}, star);
    expect(await unread(service, star)).toBe(0);
    await social.like(post, b);
    const [first] = await listOf(service, star);
    expect(first).toMatchObject({ type: 'like', count: 2, read: false });
    expect(await unread(service, star)).toBe(1);
  });
});

describe('read state and the list', () => {
  it('marks all read, or up to a time; pages newest group first with a cursor', async () => {
    const [author, ...fans] = [await service.member(), await service.member(), await service.member(), await service.member()];
    const posts = [];
    for (const text of ['one', 'two', 'three']) posts.push(await social.post(author, text));
    for (const [i, post] of posts.entries()) await social.like(post, fans[i]);
    const all = await listOf(service, author);
    expect(all.map((n) => n.target?.excerpt)).toEqual(['three', 'two', 'one']);
    const first = await service.call<{ items: NotificationDto[]; nextCursor: string | null }>(P.list, { limit: 2 }, author);
    expect(first.items.map((n) => n.id)).toEqual(all.slice(0, 2).map((n) => n.id));
    const second = await service.call<{ items: NotificationDto[]; nextCursor: string | null }>(P.list, { limit: 2, cursor: first.nextCursor }, author);
    expect(second).toEqual({ items: [all[2]], nextCursor: null });

    expect(await service.call(P.markRead, { upTo: all[1].createdAt }, author)).toEqual({ count: 1 });
    expect((await listOf(service, author)).map((n) => n.read)).toEqual([false, true, true]);
    expect(await service.call(P.markRead, {}, author)).toEqual({ count: 0 });
    // Only the actor's own notifications are ever read or marked.
    expect(await listOf(service, fans[0])).toEqual([]);
  });

  it('refuses bad input with 400 and visitors with 401', async () => {
    const member = await service.member();
    expect(await rpcFailure(service.call(P.markRead, { upTo: 'yesterday' }, member))).toEqual({ status: 400, message: 'upTo must be an ISO date' });
    expect(await rpcFailure(service.call(P.markRead, { all: true }, member))).toEqual({ status: 400, message: 'Unknown field: all' });
    expect(await rpcFailure(service.call(P.list, { cursor: 'garbage' }, member))).toMatchObject({ status: 400 });
    expect(await rpcFailure(service.call(P.list, { limit: 'many' }, member))).toMatchObject({ status: 400 });
    for (const pattern of [P.list, P.unreadCount, P.markRead, P.getSettings, P.updateSettings]) {
      expect(await rpcFailure(service.call(pattern, {}, null))).toEqual({ status: 401, message: 'Not authenticated' });
    }
  });
});

describe('settings', () => {
  it('start all on, from everyone; a partial update keeps the rest; bad values are 400s', async () => {
    const member = await service.member();
    const defaults = { like: true, comment: true, follow: true, mention: true, live: true, storyUpvote: true, from: 'everyone' };
    expect(await service.call(P.getSettings, {}, member)).toEqual(defaults);
    expect(await service.call(P.updateSettings, { like: false, from: 'following' }, member)).toEqual({ ...defaults, like: false, from: 'following' });
    expect(await service.call(P.getSettings, {}, member)).toEqual({ ...defaults, like: false, from: 'following' });
    expect(await rpcFailure(service.call(P.updateSettings, { like: 'no' }, member))).toEqual({ status: 400, message: 'like must be a boolean' });
    expect(await rpcFailure(service.call(P.updateSettings, { from: 'friends' }, member))).toEqual({ status: 400, message: "from must be 'everyone' or 'following'" });
    expect(await rpcFailure(service.call(P.updateSettings, { email: true }, member))).toEqual({ status: 400, message: 'Unknown field: email' });
  });

  it('a type switched off makes nothing; "following" lets only members the recipient follows through', async () => {
    const [author, friend, stranger] = [await service.member(), await service.member(), await service.member()];
    const post = await social.post(author, 'Selective');
    await service.call(P.updateSettings, { comment: false }, author);
    await social.comment(post, friend, 'muted type');
    expect(await listOf(service, author)).toEqual([]);
    await service.call(P.updateSettings, { from: 'following' }, author);
    await social.follow(author, friend);
    await social.like(post, stranger);
    await social.like(post, friend);
    expect(await listOf(service, author)).toEqual([expect.objectContaining({ type: 'like', count: 1, actors: [card(friend)] })]);
  });
});
