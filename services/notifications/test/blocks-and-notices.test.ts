import { randomUUID } from 'node:crypto';
import { IdentityEvents, ModerationEvents, SocialEvents, StreamingEvents, type Actor, type DecisionMadeEvent } from '@cannaverse/contracts';
import { listOf, socialEvents, startNotifications, unread, type NotificationsHarness } from './notifications-harness.js';

let service: NotificationsHarness;
let social: ReturnType<typeof socialEvents>;
const now = () => new Date().toISOString();

beforeAll(async () => {
  service = await startNotifications();
  social = socialEvents(service);
}, 60_000);
afterAll(async () => service?.close());

const block = async (blocker: Actor, blocked: Actor, on = true) => {
  await service.publish(on ? SocialEvents.memberBlocked : SocialEvents.memberUnblocked, { blockerId: blocker.id, blockedId: blocked.id, at: now() });
  await service.waitForConsumerIdle();
};
const mute = async (muter: Actor, muted: Actor, on = true) => {
  await service.publish(on ? SocialEvents.memberMuted : SocialEvents.memberUnmuted, { muterId: muter.id, mutedId: muted.id, at: now() });
  await service.waitForConsumerIdle();
};

describe('blocked and muted members', () => {
  it('a block removes what the blocked member did, both ways, and stops new notifications until lifted; others are untouched', async () => {
    const [author, troll, friend] = [await service.member(), await service.member(), await service.member()];
    const post = await social.post(author, 'My grow');
    const trollPost = await social.post(troll, 'Mine');
    await social.like(post, troll);
    await social.like(post, friend);
    await social.follow(troll, author);
    await social.like(trollPost, author);
    await block(author, troll);
    expect(await listOf(service, author)).toEqual([expect.objectContaining({ type: 'like', count: 1, actors: [expect.objectContaining({ id: friend.id })] })]);
    expect(await listOf(service, troll)).toEqual([]);

    await social.comment(post, troll, `@${author.username} hello?`);
    await social.post(troll, `@${author.username} again`);
    await social.comment(trollPost, author, 'and you');
    expect((await listOf(service, author)).map((n) => n.type)).toEqual(['like']);
    expect(await listOf(service, troll)).toEqual([]);

    // Replaying the block changes nothing; lifting it lets new notifications through (the old ones stay gone).
    await block(author, troll);
    await block(author, troll, false);
    await social.comment(post, troll, 'sorry');
    expect((await listOf(service, author)).map((n) => n.type)).toEqual(['comment', 'like']);
  });

  it('a mute removes and stops the muted member\'s notifications to the muter only', async () => {
    const [author, noisy] = [await service.member(), await service.member()];
    const post = await social.post(author, 'Quiet please');
    const noisyPost = await social.post(noisy, 'Loud');
    await social.like(post, noisy);
    await mute(author, noisy);
    expect(await listOf(service, author)).toEqual([]);
    await social.comment(post, noisy, 'hello');
    await social.follow(noisy, author);
    expect(await listOf(service, author)).toEqual([]);
    // The muted member still hears from the muter.
    await social.like(noisyPost, author);
    expect((await listOf(service, noisy)).map((n) => n.type)).toEqual(['like']);
    await mute(author, noisy, false);
    await social.comment(post, noisy, 'back');
    expect((await listOf(service, author)).map((n) => n.type)).toEqual(['comment']);
  });

  it('a creator going live does not reach a follower who muted or blocked them', async () => {
    const [creator, fan, muter, blocker] = [await service.member(), await service.member(), await service.member(), await service.member()];
    for (const follower of [fan, muter, blocker]) await social.follow(follower, creator);
    await mute(muter, creator);
    await block(blocker, creator);
    await service.publish(StreamingEvents.streamStarted, { streamId: 77, userId: creator.id, title: 'Live', isPrivate: false, startedAt: now() });
    await service.waitForConsumerIdle();
    expect((await listOf(service, fan)).map((n) => n.type)).toEqual(['live']);
    expect(await listOf(service, muter)).toEqual([]);
    expect(await listOf(service, blocker)).toEqual([]);
  });
});

describe('account notices', () => {
  const decision = (overrides: Partial<DecisionMadeEvent>): DecisionMadeEvent => ({
    decisionId: randomUUID(), action: 'remove', targetType: 'post', targetId: randomUUID(), subjectId: null, rule: 'harassment',
    reporterIds: [], decidedBy: randomUUID(), decidedAt: now(), ...overrides,
  });

  it("a post moderators removed takes its likes and mentions with it, not the author's notice of the removal", async () => {
    const [author, fan] = [await service.member(), await service.member()];
    const post = await social.post(author, `Trim day with @${fan.username}`);
    await social.like(post, fan);
    expect((await listOf(service, author)).map((n) => n.type)).toEqual(['like']);
    expect((await listOf(service, fan)).map((n) => n.type)).toEqual(['mention']);
    const decisionId = randomUUID();
    await service.publish(ModerationEvents.contentRemoved, { decisionId, targetType: 'post', targetId: post.postId, authorId: author.id, rule: 'spam-or-selling' });
    await service.publish(ModerationEvents.decisionMade, decision({ decisionId, targetId: post.postId, subjectId: author.id, rule: 'spam-or-selling' }));
    await service.waitForConsumerIdle();
    expect((await listOf(service, author)).map((n) => n.type)).toEqual(['moderation']);
    expect(await listOf(service, fan)).toEqual([]);
  });

  it('a decision tells each reporter its outcome and the author a removal or warning (no actors, always sent)', async () => {
    const [author, r1, r2] = [await service.member(), await service.member(), await service.member()];
    // Switches off do not silence account notices.
    await service.db.query(`INSERT INTO notification_settings (user_id, "like", comment, follow, mention, live, story_upvote, from_following) VALUES ($1, false, false, false, false, false, false, true)`, [r1.id]);
    const removed = decision({ subjectId: author.id, reporterIds: [r1.id, r2.id, r1.id] });
    await service.publish(ModerationEvents.decisionMade, removed);
    await service.waitForConsumerIdle();
    const outcome = { type: 'reportOutcome', count: 1, actors: [], target: null, read: false, detail: { action: 'remove', contentType: 'post', rule: 'harassment' } };
    for (const reporter of [r1, r2]) expect(await listOf(service, reporter)).toEqual([expect.objectContaining(outcome)]);
    expect(await listOf(service, author)).toEqual([expect.objectContaining({ ...outcome, type: 'moderation' })]);
    expect(await unread(service, r1)).toBe(1);

    const warned = decision({ action: 'warn', subjectId: author.id, reporterIds: [r1.id] });
    await service.publish(ModerationEvents.decisionMade, warned);
    const dismissed = decision({ action: 'dismiss', subjectId: author.id, reporterIds: [r2.id], rule: 'spam' });
    await service.publish(ModerationEvents.decisionMade, dismissed);
    // One at a time: events are handled concurrently, and the list's order is the order they were stored in.
    await service.waitForConsumerIdle();
    const suspended = decision({ action: 'suspend', targetType: 'member', targetId: author.id, subjectId: author.id, reporterIds: [r2.id] });
    await service.publish(ModerationEvents.decisionMade, suspended);
    await service.waitForConsumerIdle();
    // The warned post can still be opened; the dismissed report's post too; a suspension is told the reporter only.
    expect((await listOf(service, author))[0]).toMatchObject({ type: 'moderation', target: { type: 'post', id: warned.targetId }, detail: { action: 'warn' } });
    expect(await listOf(service, author)).toHaveLength(2);
    expect((await listOf(service, r2)).map((n) => [n.detail?.action, n.target?.type ?? null])).toEqual([['suspend', 'user'], ['dismiss', 'post'], ['remove', null]]);
    expect((await listOf(service, r2))[1].detail).toEqual({ action: 'dismiss', contentType: 'post', rule: 'spam' });

    // A replay under a new delivery makes no duplicate.
    await service.db.query('DELETE FROM inbox');
    await service.publish(ModerationEvents.decisionMade, removed, { msgID: randomUUID() });
    await service.waitForConsumerIdle();
    expect(await listOf(service, r1)).toHaveLength(2);
  });

  it("appeal: the member who appealed is told the outcome, once, whatever their switches say", async () => {
    const member = await service.member();
    await service.db.query(`INSERT INTO notification_settings (user_id, "like", comment, follow, mention, live, story_upvote, from_following) VALUES ($1, false, false, false, false, false, false, true)`, [member.id]);
    const appeal = (outcome: 'upheld' | 'reversed', decidedAt: string) =>
      ({ appealId: randomUUID(), decisionId: randomUUID(), userId: member.id, outcome, decidedBy: randomUUID(), decidedAt });
    const declined = appeal('upheld', new Date(Date.now() - 60_000).toISOString());
    await service.publish(ModerationEvents.appealDecided, declined);
    await service.publish(ModerationEvents.appealDecided, appeal('reversed', now()));
    await service.waitForConsumerIdle();
    await service.db.query('DELETE FROM inbox');
    await service.publish(ModerationEvents.appealDecided, declined, { msgID: randomUUID() });
    await service.waitForConsumerIdle();
    expect(await listOf(service, member)).toEqual([
      expect.objectContaining({ type: 'appeal', count: 1, actors: [], target: null, read: false, detail: { outcome: 'reversed' } }),
      expect.objectContaining({ type: 'appeal', detail: { outcome: 'upheld' } }),
    ]);
    expect(await unread(service, member)).toBe(2);
  });

  it('membership: a plan bought or resumed renews, a cancelled one ends, each a notice of its own', async () => {
    const member = await service.member();
    const period = { userId: member.id, plan: 'cannanaut' as const, interval: 'month' as const, currentPeriodEnd: '2027-01-01T00:00:00.000Z' };
    // Each notice is dated by its event's `at` (when the member clicked); the list is newest first.
    // Two events stamped in the same millisecond would tie and list by id (docs/decisions.md, issue 28).
    const bought = new Date(Date.now() - 60_000).toISOString();
    await service.publish(IdentityEvents.membershipRenewalChanged, { ...period, renews: true, at: bought });
    await service.publish(IdentityEvents.membershipRenewalChanged, { ...period, renews: false, at: now() });
    await service.waitForConsumerIdle();
    expect(await listOf(service, member)).toEqual([
      expect.objectContaining({ type: 'membership', actors: [], target: null, detail: { plan: 'cannanaut', interval: 'month', renews: false, until: period.currentPeriodEnd } }),
      expect.objectContaining({ type: 'membership', detail: expect.objectContaining({ renews: true }) }),
    ]);
  });
});
