import {
  DirectMessageMessages as E, SocialEvents, SocialPatterns as P, type Actor, type BlockedMemberDto, type Page, type PostDto,
} from '@cannaverse/contracts';
import { rpcFailure, startSocial, type SocialHarness } from './social-harness.js';

let social: SocialHarness;
const block = (actor: Actor, target: { id: string }) => social.call(P.block, { userId: target.id }, actor);

beforeAll(async () => { social = await startSocial(); }, 60_000);
afterAll(async () => social?.close());

describe('blocking', () => {
  it('a blocked member cannot message, follow or comment on the blocker, and is told no more than the spec sentence', async () => {
    const [blocker, blocked] = [await social.member(), await social.member()];
    const post = await social.call<PostDto>(P.createPost, { content: 'my post' }, blocker);
    expect(await block(blocker, blocked)).toEqual({ blocked: true });
    expect(await rpcFailure(social.call(P.sendMessage, { userId: blocker.id, content: 'hey' }, blocked))).toEqual({ status: 403, message: E.cannotMessage });
    expect(await rpcFailure(social.call(P.follow, { userId: blocker.id }, blocked))).toEqual({ status: 403, message: E.cannotFollow });
    expect(await rpcFailure(social.call(P.createComment, { postId: post.id, content: 'hey' }, blocked))).toEqual({ status: 403, message: E.cannotComment });
    // Nothing was stored, not even the comment count.
    expect((await social.call<PostDto>(P.getPost, { id: post.id }, blocker)).commentsCount).toBe(0);
    expect((await social.db.query('SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [blocked.id])).rows[0].n).toBe(0);
    // The blocker cannot write to the member they blocked either (they could not answer).
    expect(await rpcFailure(social.call(P.sendMessage, { userId: blocked.id, content: 'hey' }, blocker))).toEqual({ status: 403, message: E.cannotMessage });
  });

  it('ends follows both ways (publishing the unfollows), and unblocking restores messaging but not the follows', async () => {
    const [a, b] = [await social.member(), await social.member()];
    await social.call(P.follow, { userId: b.id }, a);
    await social.call(P.follow, { userId: a.id }, b);
    await block(a, b);
    const { rows } = await social.db.query('SELECT count(*)::int AS n FROM follows WHERE follower_id = ANY($1)', [[a.id, b.id]]);
    expect(rows[0].n).toBe(0);
    const unfollows = (await social.db.query('SELECT payload FROM outbox WHERE name = $1', [SocialEvents.userUnfollowed])).rows.map((r) => r.payload);
    expect(unfollows).toEqual(expect.arrayContaining([{ followerId: a.id, followingId: b.id }, { followerId: b.id, followingId: a.id }]));
    expect(await social.call(P.getBlock, { userId: b.id }, a)).toEqual({ blocked: true });
    expect(await social.call(P.getBlock, { userId: a.id }, b)).toEqual({ blocked: false });

    expect(await social.call(P.unblock, { userId: b.id }, a)).toEqual({ blocked: false });
    expect(await social.call(P.unblock, { userId: b.id }, a)).toEqual({ blocked: false });
    expect((await social.call<{ content: string }>(P.sendMessage, { userId: a.id, content: 'friends again?' }, b)).content).toBe('friends again?');
    expect(await social.call(P.follow, { userId: a.id }, b)).toMatchObject({ following: true });
  });

  it('is idempotent and lists the blocked members newest first, paginated', async () => {
    const [me, x, y, z] = [await social.member(), await social.member({ displayName: 'X' }), await social.member(), await social.member()];
    await block(me, x);
    await block(me, y);
    await block(me, y);
    await block(me, z);
    const first = await social.call<Page<BlockedMemberDto>>(P.listBlocks, { limit: 2 }, me);
    expect(first.items.map((b) => b.user.id)).toEqual([z.id, y.id]);
    const second = await social.call<Page<BlockedMemberDto>>(P.listBlocks, { limit: 2, cursor: first.nextCursor }, me);
    expect(second.items).toEqual([{ user: { id: x.id, username: x.username, displayName: 'X', avatar: null }, blockedAt: expect.any(String) }]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses self-blocks, unknown members and visitors', async () => {
    const a = await social.member();
    expect(await rpcFailure(block(a, a))).toEqual({ status: 400, message: E.cannotBlockSelf });
    expect(await rpcFailure(block(a, { id: '00000000-0000-4000-8000-000000000000' }))).toEqual({ status: 404, message: E.userNotFound });
    expect(await rpcFailure(block(a, { id: 'x' }))).toEqual({ status: 404, message: E.userNotFound });
    expect(await rpcFailure(social.call(P.block, { userId: a.id }, null))).toEqual({ status: 401, message: 'Not authenticated' });
  });
});
