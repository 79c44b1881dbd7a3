import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { LiveChannelMessages, LiveCloseCodes, LivestreamMessages, StreamingPatterns as P, type Actor, type ChatRestrictionDto, type LiveChatMessageDto, type MyLiveStreamDto, type Page } from '@cannaverse/contracts';
import { admissionOf, LiveClient, liveBaseUrl, rpcFailure, startStreaming, upgradeStatus, waitFor, type StreamingHarness } from './streaming-harness.js';

describe('the live channel (/ws on a streaming replica)', () => {
  let streaming: StreamingHarness;
  let base: string;
  let host: Actor;
  let viewer: Actor;
  let other: Actor;
  const clients: LiveClient[] = [];
  const open = async (actor: Actor | null, query = '') => {
    const client = await LiveClient.open(base, actor, query);
    clients.push(client);
    return client;
  };
  const newStream = async (input: Record<string, unknown> = {}) =>
    streaming.call<MyLiveStreamDto>(P.create, { title: 'Live grow', ...input }, host);

  beforeAll(async () => {
    streaming = await startStreaming({ env: { CHAT_RATE_MAX: '5', CHAT_RATE_WINDOW_SECONDS: '60' } });
    base = liveBaseUrl(streaming);
    host = await streaming.member({ displayName: 'The Host' });
    viewer = await streaming.member({ displayName: 'Vera Viewer', avatar: '/media/avatars/2026/01/vera.jpg' });
    other = await streaming.member({ displayName: 'Otto' });
  }, 60_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => streaming?.close());

  it('refuses an upgrade without a valid assertion from the gateway', async () => {
    expect(await upgradeStatus(base, null)).toBe(401);
    const forged = await LiveClient.open(base, null, '', { 'x-cv-actor': 'eyJhIjp7fX0.forged' }).then(() => 101, (error: Error) => Number(/\d+/.exec(error.message)?.[0]));
    expect(forged).toBe(401);
    expect(await upgradeStatus(base, viewer)).toBe(101);
  });

  it('tells a joiner the stream status, the viewer count and the chat settings', async () => {
    const stream = await newStream();
    await streaming.call(P.start, { id: stream.id }, host);
    const client = await open(viewer, `?streamId=${stream.id}`);
    client.send({ type: 'join_stream', streamId: String(stream.id), userId: viewer.id });
    expect(await client.next('stream_status')).toMatchObject({ streamId: stream.id, status: 'live', endedAt: null });
    expect(await client.next('viewer_count')).toEqual({ type: 'viewer_count', streamId: stream.id, viewerCount: 1 });
    expect(await client.next('chat_settings')).toEqual({ type: 'chat_settings', streamId: stream.id, slowModeSeconds: 0 });
  });

  it('handles a socket\'s messages in the order sent: lines sent right after the join are not refused, and are stored in order', async () => {
    const stream = await newStream();
    const client = await open(other);
    // As the page does: the join is sent on open, and the Like button works from then on.
    client.send({ type: 'join_stream', streamId: stream.id });
    client.send({ type: 'reaction', streamId: stream.id, reactionType: 'love' });
    for (const content of ['first', 'second', 'third']) client.send({ type: 'chat_message', streamId: stream.id, content });
    expect(await client.next('reaction')).toMatchObject({ streamId: stream.id, userId: other.id, reactionType: 'love' });
    const lines = [await client.next('chat_message'), await client.next('chat_message'), await client.next('chat_message')];
    expect(lines.map((line) => line.content)).toEqual(['first', 'second', 'third']);
    await expect(client.next('error', () => true, 300)).rejects.toThrow(/no error frame/);
    const { rows } = await streaming.db.query('SELECT message FROM live_stream_chats WHERE stream_id = $1 ORDER BY id', [stream.id]);
    expect(rows.map((row) => row.message)).toEqual(['first', 'second', 'third']);
  });

  it("always takes the sender from the session: a spoofed userId changes nothing", async () => {
    const stream = await newStream();
    const [a, b] = [await open(viewer), await open(other)];
    await a.join(stream.id);
    await b.join(stream.id);
    a.send({ type: 'chat_message', streamId: stream.id, userId: other.id, content: '  I am Otto  ', timestamp: '1999-01-01T00:00:00.000Z' });
    for (const client of [a, b]) {
      const frame = await client.next('chat_message');
      expect(frame).toMatchObject({ streamId: stream.id, userId: viewer.id, content: 'I am Otto', user: { id: viewer.id, displayName: 'Vera Viewer', avatar: '/media/avatars/2026/01/vera.jpg' } });
      expect(Date.parse(frame.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    }
    const { rows } = await streaming.db.query('SELECT user_id, message FROM live_stream_chats WHERE stream_id = $1', [stream.id]);
    expect(rows).toEqual([{ user_id: viewer.id, message: 'I am Otto' }]);
    const history = await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: stream.id }, other);
    expect(history.items.map((m) => [m.userId, m.content])).toEqual([[viewer.id, 'I am Otto']]);
  });

  it('answers what it cannot understand with an error frame and keeps the socket open', async () => {
    const stream = await newStream();
    const client = await open(viewer);
    const cases: Array<[unknown, string]> = [
      ['not json', LiveChannelMessages.notUnderstood],
      [[1, 2], LiveChannelMessages.notUnderstood],
      [{ streamId: stream.id }, LiveChannelMessages.notUnderstood],
      [{ type: 'shout', streamId: stream.id }, 'Unknown message type: shout'],
      [{ type: 'join_stream', streamId: 'abc' }, LiveChannelMessages.invalidStreamId],
      [{ type: 'join_stream', streamId: 99_999_999 }, LivestreamMessages.notFound],
      [{ type: 'chat_message', streamId: stream.id, content: 'hello' }, LiveChannelMessages.notJoined],
    ];
    for (const [message, error] of cases) {
      client.send(message);
      expect((await client.next('error')).message).toBe(error);
    }
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await client.next('error')).message).toBe(LiveChannelMessages.binaryRefused);
    await client.join(stream.id);
    for (const [content, error] of [['   ', LiveChannelMessages.emptyChat], ['x'.repeat(501), LiveChannelMessages.chatTooLong], ['nul\u0000byte', LiveChannelMessages.notUnderstood], [42, LiveChannelMessages.emptyChat]] as const) {
      client.send({ type: 'chat_message', streamId: stream.id, content });
      expect((await client.next('error')).message).toBe(error);
    }
    client.send({ type: 'reaction', streamId: stream.id, reactionType: 'hate' });
    expect((await client.next('error')).message).toBe(LiveChannelMessages.invalidReaction);
    client.send({ type: 'chat_message', streamId: stream.id, content: 'still here' });
    expect((await client.next('chat_message')).content).toBe('still here');
    expect(client.closeCode).toBeNull();
  });

  it('limits how fast a member chats (per stream, whatever the socket)', async () => {
    const stream = await newStream();
    const [first, second] = [await open(other), await open(other)];
    await first.join(stream.id);
    await second.join(stream.id);
    for (let i = 0; i < 5; i++) (i % 2 ? second : first).send({ type: 'chat_message', streamId: stream.id, content: `line ${i}` });
    for (let i = 0; i < 5; i++) await first.next('chat_message', (m) => m.content === `line ${i}`);
    first.send({ type: 'chat_message', streamId: stream.id, content: 'one too many' });
    expect((await first.next('error')).message).toBe('You are sending messages too fast. Please slow down.');
    await waitFor(async () => (await streaming.db.query('SELECT 1 FROM live_stream_chats WHERE stream_id = $1', [stream.id])).rowCount === 5);
  });

  it('sends reactions to everyone in the stream', async () => {
    const stream = await newStream();
    const [a, b] = [await open(viewer), await open(host)];
    await a.join(stream.id);
    await b.join(stream.id);
    a.send({ type: 'reaction', streamId: stream.id, reactionType: 'love', userId: host.id });
    expect(await b.next('reaction')).toEqual({ type: 'reaction', streamId: stream.id, userId: viewer.id, reactionType: 'love' });
    const { rows } = await streaming.db.query('SELECT user_id, reaction_type FROM live_stream_reactions WHERE stream_id = $1', [stream.id]);
    expect(rows).toEqual([{ user_id: viewer.id, reaction_type: 'love' }]);
  });

  it('counts members, not sockets, and follows them as they leave', async () => {
    const stream = await newStream();
    await streaming.call(P.start, { id: stream.id }, host);
    const [a, a2, b] = [await open(viewer), await open(viewer), await open(other)];
    for (const client of [a, a2, b]) await client.join(stream.id);
    await b.next('viewer_count', (f) => f.viewerCount === 2);
    // The peak is sampled at each count tick.
    await waitFor(async () => (await streaming.db.query('SELECT max_viewer_count FROM live_streams WHERE id = $1', [stream.id])).rows[0].max_viewer_count === 2);
    a.send({ type: 'leave_stream', streamId: stream.id });
    a2.close();
    await b.next('viewer_count', (f) => f.viewerCount === 1);
    await waitFor(async () => (await streaming.db.query('SELECT 1 FROM live_stream_viewers WHERE stream_id = $1 AND left_at IS NOT NULL', [stream.id])).rowCount === 2);
    const { rows } = await streaming.db.query('SELECT total_views, max_viewer_count FROM live_streams WHERE id = $1', [stream.id]);
    expect(rows).toEqual([{ total_views: 3, max_viewer_count: 2 }]);
  });

  it('keeps private streams to their creator: others cannot join or even open a socket for them', async () => {
    const stream = await newStream({ isPrivate: true });
    expect(await upgradeStatus(base, viewer, `?streamId=${stream.id}`)).toBe(404);
    const client = await open(viewer);
    client.send({ type: 'join_stream', streamId: stream.id });
    expect((await client.next('error')).message).toBe(LivestreamMessages.notFound);
    const own = await open(host, `?streamId=${stream.id}`);
    await own.join(stream.id);
  });

  it('tells every viewer when the stream goes live and ends', async () => {
    const stream = await newStream();
    const client = await open(viewer);
    await client.join(stream.id);
    await client.next('stream_status', (f) => f.status === 'offline');
    await streaming.call(P.start, { id: stream.id }, host);
    expect(await client.next('stream_status')).toMatchObject({ status: 'live', endedAt: null });
    await streaming.call(P.end, { id: stream.id }, host);
    const ended = await client.next('stream_status');
    expect(ended).toMatchObject({ status: 'ended' });
    expect(ended.endedAt).not.toBeNull();
    client.send({ type: 'chat_message', streamId: stream.id, content: 'too late' });
    expect((await client.next('error')).message).toBe(LiveChannelMessages.streamEnded);
  });

  describe('moderation by the creator and admins', () => {
    it('deletes a message for every viewer and from history; others may not', async () => {
      const stream = await newStream();
      const [a, b] = [await open(viewer), await open(other)];
      await a.join(stream.id);
      await b.join(stream.id);
      a.send({ type: 'chat_message', streamId: stream.id, content: 'buy followers at spam.example' });
      const { id } = await b.next('chat_message');
      expect(await rpcFailure(streaming.call(P.deleteChat, { streamId: stream.id, messageId: id }, other))).toEqual({ status: 403, message: LivestreamMessages.notModerator });
      expect(await streaming.call(P.deleteChat, { streamId: stream.id, messageId: String(id) }, host)).toEqual({ ok: true });
      for (const client of [a, b]) expect(await client.next('chat_deleted')).toEqual({ type: 'chat_deleted', streamId: stream.id, messageId: id });
      expect((await streaming.call<Page<LiveChatMessageDto>>(P.listChats, { streamId: stream.id }, host)).items).toEqual([]);
      expect(await rpcFailure(streaming.call(P.deleteChat, { streamId: stream.id, messageId: 123456789 }, host))).toEqual({ status: 404, message: LivestreamMessages.chatMessageNotFound });
    });

    it("bans a member: their sockets close, a new socket is refused, their joins too; the creator can't be banned", async () => {
      const stream = await newStream();
      const admin = { ...(await streaming.member({ isAdmin: true })), isAdmin: true };
      const banned = await open(other, `?streamId=${stream.id}`);
      const bystander = await open(viewer);
      await banned.join(stream.id);
      await bystander.join(stream.id);
      expect(await rpcFailure(streaming.call(P.ban, { streamId: stream.id, userId: other.id }, viewer))).toEqual({ status: 403, message: LivestreamMessages.notModerator });
      expect(await rpcFailure(streaming.call(P.ban, { streamId: stream.id, userId: host.id }, admin))).toEqual({ status: 400, message: LivestreamMessages.cannotRestrictModerator });
      expect(await streaming.call(P.ban, { streamId: stream.id, userId: other.id }, admin)).toMatchObject({ userId: other.id, kind: 'ban', expiresAt: null });
      expect(await banned.closed()).toBe(LiveCloseCodes.banned);
      expect(bystander.closeCode).toBeNull();
      // A new socket for the stream opens only to say why and close with 4003, the code after
      // which clients stop reconnecting (a refused upgrade looks like a network drop: issue 21).
      const turnedAway = await open(other, `?streamId=${stream.id}`);
      expect(await turnedAway.next('error')).toEqual({ type: 'error', streamId: stream.id, message: "You are banned from this stream's chat" });
      expect(await turnedAway.closed()).toBe(LiveCloseCodes.banned);
      expect(await admissionOf(base, other, stream.id)).toBe(LiveCloseCodes.banned);
      const sneaky = await open(other);
      sneaky.send({ type: 'join_stream', streamId: stream.id });
      expect((await sneaky.next('error')).message).toBe(LiveChannelMessages.banned);
      expect((await streaming.call<Page<ChatRestrictionDto>>(P.listRestrictions, { streamId: stream.id }, host)).items).toEqual([expect.objectContaining({ userId: other.id, kind: 'ban' })]);
      await streaming.call(P.liftRestriction, { streamId: stream.id, userId: other.id }, host);
      // Replicas holding the stream learn of the lift over the bus, within milliseconds.
      await waitFor(async () => (await admissionOf(base, other, stream.id)) === 'joined');
    });

    it('answers 404 Member not found for a ban or timeout of a member that does not exist (issue 20)', async () => {
      const stream = await newStream();
      const nobody = '00000000-0000-4000-8000-000000000000';
      expect(await rpcFailure(streaming.call(P.ban, { streamId: stream.id, userId: nobody }, host))).toEqual({ status: 404, message: 'Member not found' });
      expect(await rpcFailure(streaming.call(P.timeout, { streamId: stream.id, changes: { userId: nobody, seconds: 60 } }, host))).toEqual({ status: 404, message: 'Member not found' });
      expect(await streaming.call(P.listRestrictions, { streamId: stream.id }, host)).toEqual({ items: [], nextCursor: null });
    });

    it('lists active bans and timeouts newest first, a page at a time, to the creator and admins only (issue 21)', async () => {
      const stream = await newStream();
      const admin = { ...(await streaming.member({ isAdmin: true })), isAdmin: true };
      const members = [await streaming.member({ displayName: 'First' }), await streaming.member({ displayName: 'Second' }), await streaming.member({ displayName: 'Third' })];
      await streaming.call(P.ban, { streamId: stream.id, userId: members[0].id }, host);
      await streaming.call(P.timeout, { streamId: stream.id, changes: { userId: members[1].id, seconds: 60 } }, admin);
      await streaming.call(P.ban, { streamId: stream.id, userId: members[2].id }, host);
      // An expired timeout is not active: it is left out of the list.
      await streaming.call(P.timeout, { streamId: stream.id, changes: { userId: viewer.id, seconds: 60 } }, host);
      await streaming.db.query(`UPDATE live_stream_chat_restrictions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [viewer.id]);

      const first = await streaming.call<Page<ChatRestrictionDto>>(P.listRestrictions, { streamId: stream.id, limit: 2 }, host);
      expect(first.items.map((r) => [r.user.displayName, r.kind])).toEqual([['Third', 'ban'], ['Second', 'timeout']]);
      expect(first.nextCursor).not.toBeNull();
      const second = await streaming.call<Page<ChatRestrictionDto>>(P.listRestrictions, { streamId: String(stream.id), limit: 2, cursor: first.nextCursor }, admin);
      expect(second).toEqual({ items: [expect.objectContaining({ userId: members[0].id, kind: 'ban', expiresAt: null })], nextCursor: null });

      expect(await rpcFailure(streaming.call(P.listRestrictions, { streamId: stream.id }, viewer))).toEqual({ status: 403, message: LivestreamMessages.notModerator });
      expect(await rpcFailure(streaming.call(P.listRestrictions, { streamId: stream.id, cursor: 'nonsense' }, host))).toMatchObject({ status: 400 });
      // The list reads the stream's rows in its index's order (no sort of every row of the stream).
      // (A few rows: the planner is told to skip the scans that a tiny table makes cheaper.)
      await streaming.db.query('SET enable_seqscan = off; SET enable_bitmapscan = off');
      const plan = await streaming.db.query(
        `EXPLAIN SELECT user_id FROM live_stream_chat_restrictions r WHERE r.stream_id = $1 AND (r.kind = 'ban' OR r.expires_at > now()) ORDER BY r.created_at DESC, r.user_id DESC LIMIT 3`,
        [stream.id],
      );
      await streaming.db.query('RESET enable_seqscan; RESET enable_bitmapscan');
      const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('live_stream_chat_restrictions_list_idx');
      expect(text).not.toContain('Sort');
    });

    it('times a member out for a while, then lets them chat again', async () => {
      const stream = await newStream();
      const client = await open(viewer);
      await client.join(stream.id);
      await streaming.call(P.timeout, { streamId: stream.id, changes: { userId: viewer.id, seconds: 60 } }, host);
      expect(await client.next('chat_restricted')).toMatchObject({ streamId: stream.id, kind: 'timeout' });
      await waitFor(async () => {
        client.send({ type: 'chat_message', streamId: stream.id, content: 'muted?' });
        return (await client.next('error')).message.startsWith('You are timed out from this chat for');
      });
      expect(await rpcFailure(streaming.call(P.timeout, { streamId: stream.id, changes: { userId: viewer.id, seconds: 0 } }, host))).toEqual({ status: 400, message: LivestreamMessages.timeoutRange });
      await streaming.call(P.liftRestriction, { streamId: stream.id, userId: viewer.id }, host);
      await waitFor(async () => {
        client.send({ type: 'chat_message', streamId: stream.id, content: 'free again' });
        const answer = await Promise.race([client.next('chat_message', (m) => m.content === 'free again', 1000).then(() => true), client.next('error', () => true, 1000).then(() => false)]).catch(() => false);
        return answer;
      });
    });

    it('turns on slow mode for members but not for the creator', async () => {
      const stream = await newStream();
      const [member, creator] = [await open(viewer), await open(host)];
      await member.join(stream.id);
      await creator.join(stream.id);
      expect(await rpcFailure(streaming.call(P.updateChatSettings, { streamId: stream.id, changes: { slowModeSeconds: 601 } }, host))).toEqual({ status: 400, message: LivestreamMessages.slowModeRange });
      const updated = await streaming.call<{ slowModeSeconds: number }>(P.updateChatSettings, { streamId: stream.id, changes: { slowModeSeconds: 30 } }, host);
      expect(updated.slowModeSeconds).toBe(30);
      expect(await member.next('chat_settings', (f) => f.slowModeSeconds === 30)).toBeTruthy();
      member.send({ type: 'chat_message', streamId: stream.id, content: 'first' });
      await member.next('chat_message', (m) => m.content === 'first');
      member.send({ type: 'chat_message', streamId: stream.id, content: 'second' });
      expect((await member.next('error')).message).toBe('Slow mode is on: you can send one message every 30 seconds.');
      creator.send({ type: 'chat_message', streamId: stream.id, content: 'host 1' });
      creator.send({ type: 'chat_message', streamId: stream.id, content: 'host 2' });
      await member.next('chat_message', (m) => m.content === 'host 2');
    });
  });
});
