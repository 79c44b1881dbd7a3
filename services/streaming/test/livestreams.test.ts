import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LivestreamMessages, PageMessages, StreamingPatterns as P, type Actor, type LiveStreamDto, type MyLiveStreamDto, type Page } from '@cannaverse/contracts';
import { rpcFailure, startStreaming, type StreamingHarness } from './streaming-harness.js';

describe('live streams over NATS', () => {
  let streaming: StreamingHarness;
  let alice: Actor;
  let bob: Actor;
  let admin: Actor;
  const create = (actor: Actor, input: Record<string, unknown>) => streaming.call<MyLiveStreamDto>(P.create, input, actor);

  beforeAll(async () => {
    streaming = await startStreaming();
    alice = await streaming.member({ displayName: 'Alice Grows', avatar: '/media/avatars/2026/01/alice.jpg' });
    bob = await streaming.member({ displayName: 'Bob' });
    admin = await streaming.member({ isAdmin: true });
    admin = { ...admin, isAdmin: true };
  }, 60_000);
  afterAll(async () => streaming?.close());

  describe('creating', () => {
    it('answers the id, the key and where to publish; tags arrive comma-separated and are tidied', async () => {
      const stream = await create(alice, { title: '  Topping day  ', description: 'Week 4', tags: 'LST, indoor, lst, ', isPrivate: false });
      expect(stream).toMatchObject({
        title: 'Topping day', description: 'Week 4', tags: 'LST, indoor', isPrivate: false, status: 'offline', playbackUrl: null,
        viewerCount: 0, startedAt: null, endedAt: null, slowModeSeconds: 0, canModerate: true, ingestUrl: 'rtmp://127.0.0.1:1935/live',
        userId: alice.id, user: { id: alice.id, displayName: 'Alice Grows', avatar: '/media/avatars/2026/01/alice.jpg' },
      });
      expect(stream.id).toEqual(expect.any(Number));
      expect(stream.streamKey).toMatch(/^cvk_[A-Za-z0-9_-]{43}$/);
      const { rows } = await streaming.db.query('SELECT tags, status FROM live_streams WHERE id = $1', [stream.id]);
      expect(rows).toEqual([{ tags: ['LST', 'indoor'], status: 'offline' }]);
    });

    it("answers the spec's title message, and 401 for a visitor", async () => {
      for (const input of [{}, { title: '   ' }, { title: null }]) {
        expect(await rpcFailure(create(alice, input))).toEqual({ status: 400, message: 'Please enter a title for your stream' });
      }
      expect(await rpcFailure(streaming.call(P.create, { title: 'x' }, null))).toEqual({ status: 401, message: LivestreamMessages.signInToView });
    });

    it('refuses what is not a stream: unknown fields, wrong types, too long, too many tags', async () => {
      expect(await rpcFailure(create(alice, { title: 'x', streamKey: 'mine' }))).toEqual({ status: 400, message: 'Unknown field: streamKey' });
      expect(await rpcFailure(create(alice, { title: 'x', isPrivate: 'yes' }))).toEqual({ status: 400, message: 'isPrivate must be a boolean' });
      expect(await rpcFailure(create(alice, { title: 'x'.repeat(101) }))).toEqual({ status: 400, message: LivestreamMessages.titleMax });
      expect(await rpcFailure(create(alice, { title: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }))).toEqual({ status: 400, message: LivestreamMessages.tagsMax });
      expect(await rpcFailure(streaming.call(P.create, 'not an object', alice))).toMatchObject({ status: 400 });
    });

    it('refuses a title or tags that could deceive: bidi overrides, zero-width characters, controls (issue 20)', async () => {
      for (const title of ['Free seeds \u202Egnp.exe', 'Night\u200Bgrow', 'Night\u0085grow', 'Night grow\uFFFF']) {
        expect(await rpcFailure(create(alice, { title }))).toEqual({ status: 400, message: 'Title contains characters that are not allowed' });
      }
      expect(await rpcFailure(create(alice, { title: 'Night grow', tags: 'indoor, l\u2066st' }))).toEqual({ status: 400, message: 'Tags contain characters that are not allowed' });
      expect((await create(alice, { title: 'Night grow 👩‍🌾', tags: 'indoor, 🌿' })).title).toBe('Night grow 👩‍🌾');
    });
  });

  describe('reading', () => {
    it('lists public streams live first, then the most recent, across pages; private ones never', async () => {
      const ids: number[] = [];
      for (const title of ['Old', 'Live one', 'Newer', 'Live two', 'Newest']) ids.push((await create(bob, { title })).id);
      const secret = await create(bob, { title: 'Rehearsal', isPrivate: true });
      for (const id of [ids[1], ids[3], secret.id]) await streaming.call(P.start, { id }, bob);

      const titles: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page<LiveStreamDto> = await streaming.call(P.list, { limit: 2, ...(cursor ? { cursor } : {}) }, alice);
        expect(page.items.length).toBeLessThanOrEqual(2);
        titles.push(...page.items.map((item) => item.title));
        cursor = page.nextCursor;
      } while (cursor);
      expect(titles.slice(0, 2)).toEqual(['Live two', 'Live one']);
      expect(titles.slice(2, 5)).toEqual(['Newest', 'Newer', 'Old']);
      expect(titles).not.toContain('Rehearsal');
      expect(new Set(titles).size).toBe(titles.length);
    });

    it('shows visitors the list without playback URLs and never a key', async () => {
      const page = await streaming.call<Page<LiveStreamDto>>(P.list, {}, null);
      expect(page.items.length).toBeGreaterThan(0);
      for (const item of page.items) {
        expect(item.playbackUrl).toBeNull();
        expect(item).not.toHaveProperty('streamKey');
        expect(item.canModerate).toBe(false);
      }
    });

    it('refuses forged cursors and bad limits', async () => {
      const forged = Buffer.from(JSON.stringify({ p: 'live', t: '2026-02-30 10:00:00+00', i: 1 })).toString('base64url');
      const wrongPart = Buffer.from(JSON.stringify({ p: 'ended', t: '2026-01-05 10:00:00+00', i: 1 })).toString('base64url');
      for (const cursor of [forged, wrongPart, 'garbage!']) {
        expect(await rpcFailure(streaming.call(P.list, { cursor }, alice))).toEqual({ status: 400, message: PageMessages.invalidCursor });
      }
      expect(await rpcFailure(streaming.call(P.list, { limit: 0 }, alice))).toEqual({ status: 400, message: PageMessages.invalidLimit });
    });

    it('answers one stream to members; visitors are asked to sign in; bad or unknown ids are 404', async () => {
      const stream = await create(alice, { title: 'One' });
      const read = await streaming.call<LiveStreamDto>(P.get, { id: String(stream.id) }, bob);
      expect(read).toMatchObject({ id: stream.id, title: 'One', tags: '', canModerate: false, user: { displayName: 'Alice Grows' } });
      expect(read).not.toHaveProperty('streamKey');
      expect(await rpcFailure(streaming.call(P.get, { id: stream.id }, null))).toEqual({ status: 401, message: 'Please sign in to view live streams.' });
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', 2_000_000_000]) {
        expect(await rpcFailure(streaming.call(P.get, { id }, bob))).toEqual({ status: 404, message: 'Stream not found or unavailable.' });
      }
    });

    it('shows a private stream only to its creator and administrators', async () => {
      const secret = await create(alice, { title: 'Private test', isPrivate: true });
      expect(await rpcFailure(streaming.call(P.get, { id: secret.id }, bob))).toEqual({ status: 404, message: LivestreamMessages.notFound });
      expect((await streaming.call<LiveStreamDto>(P.get, { id: secret.id }, alice)).title).toBe('Private test');
      expect(await streaming.call<LiveStreamDto>(P.get, { id: secret.id }, admin)).toMatchObject({ title: 'Private test', canModerate: true });
    });
  });

  describe('My Streams and keys', () => {
    it("lists only the member's own streams, private ones included, with key and ingest URL", async () => {
      const carol = await streaming.member();
      const first = await create(carol, { title: 'First', isPrivate: true });
      const second = await create(carol, { title: 'Second' });
      const page = await streaming.call<Page<MyLiveStreamDto>>(P.listMine, { limit: 1 }, carol);
      expect(page.items.map((s) => [s.id, s.streamKey])).toEqual([[second.id, second.streamKey]]);
      const rest = await streaming.call<Page<MyLiveStreamDto>>(P.listMine, { cursor: page.nextCursor }, carol);
      expect(rest).toEqual({ items: [expect.objectContaining({ id: first.id, isPrivate: true, ingestUrl: 'rtmp://127.0.0.1:1935/live' })], nextCursor: null });
      expect(await rpcFailure(streaming.call(P.listMine, {}, null))).toMatchObject({ status: 401 });
    });

    it('regenerates a key for its creator only, and not while live', async () => {
      const stream = await create(alice, { title: 'Keys' });
      const renewed = await streaming.call<MyLiveStreamDto>(P.regenerateKey, { id: stream.id }, alice);
      expect(renewed.streamKey).not.toBe(stream.streamKey);
      expect(await rpcFailure(streaming.call(P.regenerateKey, { id: stream.id }, bob))).toEqual({ status: 403, message: LivestreamMessages.notYourStream });
      await streaming.call(P.start, { id: stream.id }, alice);
      expect(await rpcFailure(streaming.call(P.regenerateKey, { id: stream.id }, alice))).toEqual({ status: 409, message: LivestreamMessages.endBeforeNewKey });
    });
  });

  describe('going live and ending', () => {
    it('lets an admin end any stream, private ones included, and nobody else but its creator (issue 21)', async () => {
      const stream = await create(alice, { title: 'Out of hand', isPrivate: true });
      await streaming.call(P.start, { id: stream.id }, alice);
      expect(await rpcFailure(streaming.call(P.end, { id: stream.id }, bob))).toEqual({ status: 404, message: LivestreamMessages.notFound });
      const open = await create(alice, { title: 'Public and out of hand' });
      await streaming.call(P.start, { id: open.id }, alice);
      expect(await rpcFailure(streaming.call(P.end, { id: open.id }, bob))).toEqual({ status: 403, message: "Only the stream's creator or an administrator can end it" });
      expect((await streaming.call<LiveStreamDto>(P.get, { id: open.id }, alice)).status).toBe('live');
      for (const id of [stream.id, open.id]) {
        const ended = await streaming.call<LiveStreamDto>(P.end, { id }, admin);
        expect(ended).toMatchObject({ status: 'ended' });
        expect(ended.endedAt).not.toBeNull();
      }
    });

    it('lets only the creator start and end, records the times and publishes the events', async () => {
      const stream = await create(alice, { title: 'Harvest' });
      expect(await rpcFailure(streaming.call(P.start, { id: stream.id }, bob))).toEqual({ status: 403, message: 'Only the creator of this stream can do that' });
      expect(await rpcFailure(streaming.call(P.start, { id: stream.id }, admin))).toEqual({ status: 403, message: LivestreamMessages.notYourStream });

      const live = await streaming.call<LiveStreamDto>(P.start, { id: stream.id }, alice);
      expect(live).toMatchObject({ status: 'live', endedAt: null, playbackUrl: null });
      expect(Date.parse(live.startedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const again = await streaming.call<LiveStreamDto>(P.start, { id: stream.id }, alice);
      expect(again.startedAt).toBe(live.startedAt);

      const ended = await streaming.call<LiveStreamDto>(P.end, { id: stream.id }, alice);
      expect(ended).toMatchObject({ status: 'ended', startedAt: live.startedAt, viewerCount: 0 });
      expect(Date.parse(ended.endedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(live.startedAt ?? ''));

      const { rows } = await streaming.db.query<{ name: string; payload: Record<string, unknown> }>(
        `SELECT name, payload FROM outbox WHERE name LIKE 'streaming.stream.%' AND (payload->>'streamId')::int = $1 ORDER BY occurred_at`, [stream.id],
      );
      expect(rows).toEqual([
        { name: 'streaming.stream.started', payload: { streamId: stream.id, userId: alice.id, title: 'Harvest', isPrivate: false, startedAt: live.startedAt } },
        { name: 'streaming.stream.ended', payload: { streamId: stream.id, userId: alice.id, startedAt: live.startedAt, endedAt: ended.endedAt } },
      ]);
    });

    it('counts the live streams for the admin dashboard', async () => {
      const before = (await streaming.call<{ liveNow: number }>(P.stats, {}, admin)).liveNow;
      const stream = await create(bob, { title: 'Count me' });
      await streaming.call(P.start, { id: stream.id }, bob);
      expect(await streaming.call(P.stats, {}, admin)).toEqual({ liveNow: before + 1 });
      await streaming.call(P.end, { id: stream.id }, bob);
      expect(await streaming.call(P.stats, {}, admin)).toEqual({ liveNow: before });
    });
  });
});
