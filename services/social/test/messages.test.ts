import {
  DirectMessageMessages as E, SocialEvents, SocialPatterns as P, type Actor, type ConversationDto, type MessageDto, type Page, type UnreadCountDto,
} from '@cannaverse/contracts';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const send = (from: Actor, to: { id: string }, content: string) => social.call<MessageDto>(P.sendMessage, { userId: to.id, content }, from);
const conversation = (actor: Actor, peer: { id: string }, extra: Record<string, unknown> = {}) =>
  social.call<Page<MessageDto>>(P.getConversation, { userId: peer.id, ...extra }, actor);
const unread = async (actor: Actor) => (await social.call<UnreadCountDto>(P.unreadCount, {}, actor)).count;
const events = async (name: string) => (await social.db.query('SELECT payload FROM outbox WHERE name = $1 ORDER BY occurred_at', [name])).rows.map((r) => r.payload);

beforeAll(async () => { social = await startSocial(); }, 60_000);
afterAll(async () => social?.close());

describe('sending and reading a conversation', () => {
  it('stores the trimmed text, shows both directions newest first, and publishes social.message.sent', async () => {
    const [a, b] = [await social.member(), await social.member()];
    const first = await send(a, b, '  Hi there!  ');
    expect(first).toMatchObject({ senderId: a.id, receiverId: b.id, content: 'Hi there!', read: false });
    const reply = await send(b, a, 'Hello back');
    const page = await conversation(a, b);
    expect(page.items.map((m) => m.content)).toEqual(['Hello back', 'Hi there!']);
    expect(page.nextCursor).toBeNull();
    expect((await conversation(b, a)).items.map((m) => m.id)).toEqual([reply.id, first.id]);
    expect((await events(SocialEvents.messageSent)).find((e) => e.messageId === first.id)).toEqual({
      messageId: first.id, senderId: a.id, receiverId: b.id, content: 'Hi there!', createdAt: first.createdAt,
    });
  });

  it('pages long histories newest first with a keyset cursor (no repeats, no gaps)', async () => {
    const [a, b] = [await social.member(), await social.member()];
    for (let i = 1; i <= 7; i++) await send(i % 2 ? a : b, i % 2 ? b : a, `m${i}`);
    const first = await conversation(a, b, { limit: 3 });
    const second = await conversation(a, b, { limit: 3, cursor: first.nextCursor });
    const third = await conversation(a, b, { limit: 3, cursor: second.nextCursor });
    expect([...first.items, ...second.items, ...third.items].map((m) => m.content)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3', 'm2', 'm1']);
    expect(third.nextCursor).toBeNull();
    expect(await rpcFailure(conversation(a, b, { cursor: 'garbage!' }))).toEqual({ status: 400, message: 'Invalid cursor' });
    expect(await rpcFailure(conversation(a, b, { limit: 0 }))).toMatchObject({ status: 400 });
  });

  it('counts unread for the receiver only; opening the conversation marks them read and publishes social.message.read', async () => {
    const [a, b, c] = [await social.member(), await social.member(), await social.member()];
    await send(a, b, 'one');
    await send(a, b, 'two');
    await send(c, b, 'from c');
    expect(await unread(b)).toBe(3);
    expect(await unread(a)).toBe(0);
    // The sender reading does not mark anything.
    await conversation(a, b);
    expect(await unread(b)).toBe(3);
    const page = await conversation(b, a);
    expect(page.items.every((m) => m.read)).toBe(true);
    expect(await unread(b)).toBe(1);
    const read = (await events(SocialEvents.messagesRead)).filter((e) => e.readerId === b.id);
    expect(read).toEqual([{ readerId: b.id, senderId: a.id, readUpTo: page.items[0].createdAt }]);
    // Reading again changes nothing and publishes nothing more.
    await conversation(b, a);
    expect((await events(SocialEvents.messagesRead)).filter((e) => e.readerId === b.id)).toHaveLength(1);
    const { rows } = await social.db.query('SELECT read FROM messages WHERE sender_id = $1', [c.id]);
    expect(rows).toEqual([{ read: false }]);
  });

  it('lists the inbox newest conversation first with the other member, the last message and the unread count', async () => {
    const [me, x, y] = [await social.member({ displayName: 'Me' }), await social.member({ displayName: 'Xavier' }), await social.member()];
    await send(x, me, 'x1');
    await send(y, me, 'y1');
    await send(x, me, 'x2');
    const inbox = await social.call<Page<ConversationDto>>(P.listConversations, {}, me);
    expect(inbox.items.map((c) => [c.user.id, c.lastMessage.content, c.unreadCount])).toEqual([[x.id, 'x2', 2], [y.id, 'y1', 1]]);
    expect(inbox.items[0].user).toEqual({ id: x.id, username: x.username, displayName: 'Xavier', avatar: null });
    await send(me, y, 'reply to y');
    const after = await social.call<Page<ConversationDto>>(P.listConversations, { limit: 1 }, me);
    expect(after.items.map((c) => [c.user.id, c.lastMessage.content])).toEqual([[y.id, 'reply to y']]);
    const next = await social.call<Page<ConversationDto>>(P.listConversations, { limit: 1, cursor: after.nextCursor }, me);
    expect(next.items.map((c) => c.user.id)).toEqual([x.id]);
    expect((await social.call<Page<ConversationDto>>(P.listConversations, {}, x)).items[0]).toMatchObject({ user: { id: me.id }, unreadCount: 0 });
  });

  it('keeps both inbox lines right when two members write to each other at the same moment', async () => {
    const [a, b] = [await social.member(), await social.member()];
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? send(a, b, `a${i}`) : send(b, a, `b${i}`))));
    expect(await unread(a)).toBe(5);
    expect(await unread(b)).toBe(5);
    const { rows } = await social.db.query(
      `SELECT c.last_message_id = (SELECT id FROM messages WHERE sender_id = ANY($1) ORDER BY created_at DESC, id DESC LIMIT 1) AS newest,
              c.last_message_at = (SELECT max(created_at) FROM messages WHERE sender_id = ANY($1)) AS exact
         FROM conversations c WHERE c.owner_id = ANY($1)`, [[a.id, b.id]]);
    expect(rows).toEqual([{ newest: true, exact: true }, { newest: true, exact: true }]);
  });
});

describe('what a member may not do', () => {
  it('a third member cannot read or write into a conversation: theirs with each member is separate and empty', async () => {
    const [a, b, c] = [await social.member(), await social.member(), await social.member()];
    await send(a, b, 'private');
    expect((await conversation(c, a)).items).toEqual([]);
    expect((await conversation(c, b)).items).toEqual([]);
    await send(c, a, 'hello a');
    expect((await conversation(a, b)).items.map((m) => m.content)).toEqual(['private']);
    expect((await conversation(b, a)).items.map((m) => m.content)).toEqual(['private']);
  });

  it('refuses blank and overlong text, self-messages, unknown members, visitors and unknown fields', async () => {
    const [a, b] = [await social.member(), await social.member()];
    expect(await rpcFailure(send(a, b, '   '))).toEqual({ status: 400, message: E.contentRequired });
    // Issue 20: a message of invisible characters only is empty too.
    expect(await rpcFailure(send(a, b, '\u200B\u200D\u2069\uFE0F\u3000'))).toEqual({ status: 400, message: E.contentRequired });
    expect(await rpcFailure(social.call(P.sendMessage, { userId: b.id }, a))).toEqual({ status: 400, message: E.contentRequired });
    expect(await rpcFailure(send(a, b, 'x'.repeat(2001)))).toEqual({ status: 400, message: E.contentMax });
    expect((await send(a, b, 'x'.repeat(2000))).content).toHaveLength(2000);
    expect(await rpcFailure(social.call(P.sendMessage, { userId: b.id, content: 42 }, a))).toEqual({ status: 400, message: 'content must be a string' });
    expect(await rpcFailure(send(a, a, 'me'))).toEqual({ status: 400, message: E.cannotMessageSelf });
    expect(await rpcFailure(send(a, { id: UNKNOWN }, 'hi'))).toEqual({ status: 404, message: E.userNotFound });
    expect(await rpcFailure(send(a, { id: 'bob' }, 'hi'))).toEqual({ status: 404, message: E.userNotFound });
    expect(await rpcFailure(conversation(a, { id: UNKNOWN }))).toEqual({ status: 404, message: E.userNotFound });
    expect(await rpcFailure(social.call(P.sendMessage, { userId: b.id, content: 'hi' }, null))).toEqual({ status: 401, message: 'Not authenticated' });
    expect(await rpcFailure(social.call(P.unreadCount, {}, null))).toEqual({ status: 401, message: 'Not authenticated' });
    expect(await rpcFailure(social.call(P.sendMessage, { userId: b.id, content: 'hi', read: true }, a))).toEqual({ status: 400, message: 'Unknown field: read' });
    const { rows } = await social.db.query('SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [a.id]);
    expect(rows[0].n).toBe(1);
  });
});

describe('who may message me', () => {
  it("defaults to everyone; 'people I follow' refuses a stranger and accepts someone followed; 'nobody' refuses all", async () => {
    const [me, friend, stranger] = [await social.member(), await social.member(), await social.member()];
    expect(await social.call(P.getMessageSettings, {}, me)).toEqual({ allowMessagesFrom: 'everyone' });
    expect(await social.call(P.updateMessageSettings, { allowMessagesFrom: 'following' }, me)).toEqual({ allowMessagesFrom: 'following' });
    expect(await social.call(P.getMessageSettings, {}, me)).toEqual({ allowMessagesFrom: 'following' });
    await social.call(P.follow, { userId: friend.id }, me);
    expect((await send(friend, me, 'hi friend')).content).toBe('hi friend');
    expect(await rpcFailure(send(stranger, me, 'hi'))).toEqual({ status: 403, message: E.cannotMessage });
    // Following me is not enough: it is whom I follow.
    await social.call(P.follow, { userId: me.id }, stranger);
    expect(await rpcFailure(send(stranger, me, 'hi'))).toEqual({ status: 403, message: E.cannotMessage });

    await social.call(P.updateMessageSettings, { allowMessagesFrom: 'nobody' }, me);
    expect(await rpcFailure(send(friend, me, 'still there?'))).toEqual({ status: 403, message: E.cannotMessage });
    // My own setting never stops me writing to others.
    expect((await send(me, stranger, 'I can still write')).content).toBe('I can still write');
    expect(await rpcFailure(social.call(P.updateMessageSettings, { allowMessagesFrom: 'friends' }, me))).toEqual({ status: 400, message: E.invalidPrivacy });
    expect(await rpcFailure(social.call(P.updateMessageSettings, {}, me))).toEqual({ status: 400, message: E.invalidPrivacy });
  });
});

describe('admin figures', () => {
  it('counts posts and messages for admins only', async () => {
    const [a, b] = [await social.member(), await social.member()];
    const admin = await social.member({ isAdmin: true });
    const before = await social.call<{ posts: number; messages: number }>(P.stats, {}, admin);
    await send(a, b, 'counted');
    await social.call(P.createPost, { content: 'counted too' }, a);
    expect(await social.call(P.stats, {}, admin)).toEqual({ posts: before.posts + 1, messages: before.messages + 1 });
    expect(await rpcFailure(social.call(P.stats, {}, a))).toEqual({ status: 403, message: 'Administrators only' });
    expect(await rpcFailure(social.call(P.stats, {}, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});
