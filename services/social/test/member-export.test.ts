import { MEMBER_EXPORT_PARTS, type Actor } from '@cannaverse/contracts';
import { exportedParts, rpcFailure } from '@cannaverse/platform/testing';
import { MEMBER_EXPORT_PAGE_ROWS } from '@cannaverse/platform';
import { startSocial, type SocialHarness } from './social-harness.js';

/** Social's part of a member's data export (issue 25), read as identity's job reads it. */
let social: SocialHarness;
let alice: Actor & { username: string };
let bob: Actor & { username: string };
const PARTS = Object.keys(MEMBER_EXPORT_PARTS.social);

beforeAll(async () => {
  social = await startSocial();
  alice = await social.member();
  bob = await social.member();
}, 60_000);
afterAll(async () => social?.close());

const post = async (userId: string, content: string, mediaUrl: string | null = null) =>
  (await social.db.query(`INSERT INTO posts (user_id, content, media_url, media_type) VALUES ($1, $2, $3, $4) RETURNING id`,
    [userId, content, mediaUrl, mediaUrl ? 'image' : null])).rows[0].id as string;

describe('social\'s part of a member\'s data export', () => {
  it('holds the member\'s posts with media, comments, likes, follows both ways, blocks, messages both ways and settings, and nothing of another member', async () => {
    const image = await social.upload('images', 'jpg', alice);
    const alicePost = await post(alice.id, 'alice grows blue dream', image);
    const bobPost = await post(bob.id, 'bob\'s own post');
    await social.db.query(`INSERT INTO comments (post_id, user_id, content) VALUES ($1, $2, 'nice from alice'), ($3, $4, 'bob comments')`, [bobPost, alice.id, alicePost, bob.id]);
    await social.db.query(`INSERT INTO likes (post_id, user_id) VALUES ($1, $2), ($3, $4)`, [bobPost, alice.id, alicePost, bob.id]);
    await social.db.query(`INSERT INTO follows (follower_id, following_id) VALUES ($1, $2), ($2, $1)`, [alice.id, bob.id]);
    await social.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [alice.id, bob.id]);
    await social.db.query(`INSERT INTO messages (sender_id, receiver_id, content) VALUES ($1, $2, 'hi bob'), ($2, $1, 'hi alice')`, [alice.id, bob.id]);
    await social.db.query(`INSERT INTO message_settings (user_id, allow_messages_from) VALUES ($1, 'following'), ($2, 'nobody')`, [alice.id, bob.id]);

    const { parts, media } = await exportedParts(social, 'social', PARTS, alice.id);
    expect(parts.posts).toEqual([expect.objectContaining({ id: alicePost, content: 'alice grows blue dream', media_url: image })]);
    expect(parts.posts[0]).not.toHaveProperty('cursor');
    expect(media).toEqual([image]);
    expect(parts.comments).toEqual([expect.objectContaining({ post_id: bobPost, content: 'nice from alice' })]);
    expect(parts.likes).toEqual([expect.objectContaining({ post_id: bobPost })]);
    expect(parts.follows.map((row) => [row.direction, row.member_id, row.username]).sort()).toEqual([
      ['follower', bob.id, bob.username], ['following', bob.id, bob.username],
    ]);
    expect(parts.blocks).toEqual([expect.objectContaining({ member_id: bob.id, username: bob.username })]);
    expect(parts.messages.map((row) => [row.direction, row.content]).sort()).toEqual([['received', 'hi alice'], ['sent', 'hi bob']]);
    expect(parts['message-settings']).toEqual([expect.objectContaining({ allow_messages_from: 'following' })]);
    const text = JSON.stringify(parts);
    expect(text).not.toContain('bob\'s own post');
    expect(text).not.toContain('bob comments');
  });

  it('pages a long part by its key, every row once', async () => {
    const carol = await social.member();
    const rows = MEMBER_EXPORT_PAGE_ROWS + 7;
    await social.db.query(`INSERT INTO posts (user_id, content) SELECT $1, 'post ' || n FROM generate_series(1, $2) n`, [carol.id, rows]);
    const { parts, pages } = await exportedParts(social, 'social', ['posts'], carol.id);
    expect(pages).toBe(2);
    expect(new Set(parts.posts.map((row) => row.content)).size).toBe(rows);
  });

  it('refuses a request with an actor, an unknown part or a bad member id', async () => {
    const { NatsLink, ServiceClient, natsPermissions } = await import('@cannaverse/platform');
    const { natsAuthOn } = await import('@cannaverse/platform/testing');
    expect(natsPermissions('identity').publish.allow).toContain('social.member-export.get');
    const link = new NatsLink(social.nats.url, 'identity-test', natsAuthOn(social.nats, 'identity'));
    try {
      const client = new ServiceClient('social', link, 5000);
      expect(await rpcFailure(client.send('social.member-export.get', { actor: alice }, { userId: alice.id, part: 'posts' }))).toEqual(expect.objectContaining({ status: 403 }));
      expect(await rpcFailure(client.send('social.member-export.get', { actor: null }, { userId: alice.id, part: 'passwords' })))
        .toEqual(expect.objectContaining({ status: 400, message: 'part is not one this service exports' }));
      expect(await rpcFailure(client.send('social.member-export.get', { actor: null }, { userId: 'x', part: 'posts' }))).toEqual(expect.objectContaining({ status: 400 }));
    } finally {
      await link.close();
    }
  });
});
