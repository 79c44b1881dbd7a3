import { ContentEvents, EVENT_SCHEMAS, IdentityEvents, ModerationEvents, NotificationsEvents, parseEventPayload, SocialEvents, StreamingEvents, type EventName } from '../src/index.js';

const ID = '7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11';
const card = { id: ID, username: 'alice_smith', displayName: null, avatar: null, isAdmin: false };
const message = { messageId: ID, senderId: ID, receiverId: ID, content: 'Hello there', createdAt: '2026-01-05T10:00:00.000Z' };
const post = {
  postId: ID, userId: ID, mediaType: 'image', mediaUrl: '/media/images/2026/01/x.png', hashtags: ['growdiary'],
  strainName: 'Blue Dream', strainRating: 4, createdAt: '2026-01-05T10:00:00.000Z',
};
const edit = { postId: ID, userId: ID, hashtags: [], strainName: null, strainRating: null, updatedAt: '2026-01-05T11:00:00.000Z' };

describe('event payload schemas', () => {
  it('has a schema for every event name', () => {
    // Every subject any service publishes, from the per-service constants: a new event without a
    // schema (or a schema for a subject nobody publishes) fails here.
    const published = [IdentityEvents, SocialEvents, ModerationEvents, ContentEvents, NotificationsEvents, StreamingEvents].flatMap((events) => Object.values(events));
    expect(Object.keys(EVENT_SCHEMAS).sort()).toEqual([...new Set(published)].sort());
    expect(Object.keys(EVENT_SCHEMAS)).toEqual(expect.arrayContaining([
      'identity.membership.changed', 'identity.user.registered', 'identity.user.updated',
      'moderation.report.created', 'moderation.report.resolved', 'moderation.content.removed', 'moderation.content.restored', 'moderation.appeal.decided', 'moderation.decision.made',
      'social.message.read', 'social.message.sent', 'social.post.created', 'social.post.deleted', 'social.post.updated', 'social.user.followed', 'social.user.unfollowed',
      'social.post.liked', 'social.post.unliked', 'social.comment.created',
      'content.story.upvoted', 'content.story.deleted', 'notifications.notification.created',
      'streaming.stream.ended', 'streaming.stream.started',
    ]));
  });

  it.each<[EventName, unknown]>([
    ['identity.user.registered', { ...card, createdAt: '2026-01-05T10:00:00.000Z' }],
    ['identity.user.updated', card],
    ['identity.membership.changed', { userId: ID, status: 'premium', plan: 'cannanaut', interval: 'month' }],
    ['identity.membership.changed', { userId: ID, status: 'free', plan: 'free', interval: null }],
    ['identity.account.deleted', { userId: ID, requestedAt: '2026-01-05T10:00:00.000Z' }],
    ['identity.membership.renewal.changed', { userId: ID, plan: 'cannanaut', interval: 'month', renews: false, currentPeriodEnd: '2026-02-05T10:00:00.000Z', at: '2026-01-05T10:00:00.000Z' }],
    ['social.account.erased', { userId: ID, service: 'social', at: '2026-01-05T10:00:00.000Z' }],
    ['identity.account.erased', { userId: ID, service: 'identity', at: '2026-01-05T10:00:00.000Z' }],
    ['social.member.blocked', { blockerId: ID, blockedId: ID, at: '2026-01-05T10:00:00.000Z' }],
    ['social.member.muted', { muterId: ID, mutedId: ID, at: '2026-01-05T10:00:00.000Z' }],
    ['moderation.member.suspended', { userId: ID, until: null, reason: 'Spam', decidedBy: ID, at: '2026-01-05T10:00:00.000Z' }],
    ['moderation.member.suspended', { userId: ID, until: '2026-02-05T10:00:00.000Z', reason: 'Spam', decidedBy: ID, at: '2026-01-05T10:00:00.000Z' }],
    ['moderation.member.unsuspended', { userId: ID, liftedBy: ID, at: '2026-01-05T10:00:00.000Z' }],
    ['moderation.livestream.ended', { streamId: 42, endedBy: ID, reason: null, at: '2026-01-05T10:00:00.000Z' }],
    ['moderation.livestream.ended', { streamId: 42, endedBy: ID, reason: 'Dangerous stunt', at: '2026-01-05T10:00:00.000Z' }],
    ['moderation.content.restored', { decisionId: ID, targetType: 'post', targetId: ID, authorId: ID }],
    ['moderation.appeal.decided', { appealId: ID, decisionId: ID, userId: ID, outcome: 'reversed', decidedBy: ID, decidedAt: '2026-01-05T10:00:00.000Z' }],
    ['social.post.created', post],
    ['social.post.created', { ...post, mediaType: null, mediaUrl: null, hashtags: [] }],
    ['social.post.updated', edit],
    ['social.post.updated', { ...edit, strainName: 'Gelato', strainRating: 5 }],
    ['social.post.deleted', { postId: ID, userId: ID }],
    ['social.user.followed', { followerId: ID, followingId: ID }],
    ['social.message.sent', message],
    ['social.message.read', { readerId: ID, senderId: ID, readUpTo: '2026-01-05T10:00:00.000Z' }],
    ['moderation.report.created', { reportId: ID, messageId: ID, reporterId: ID, createdAt: '2026-01-05T10:00:00.000Z' }],
    ['moderation.report.resolved', { reportId: ID, messageId: ID, reporterId: ID, status: 'dismissed', reviewedBy: ID, reviewedAt: '2026-01-05T10:00:00.000Z' }],
    ['streaming.stream.started', { streamId: 7, userId: ID, title: 'Live trim', isPrivate: false, startedAt: '2026-01-05T10:00:00.000Z' }],
    ['streaming.stream.ended', { streamId: 7, userId: ID, startedAt: null, endedAt: '2026-01-05T11:00:00.000Z' }],
  ])('accepts a well-formed %s', (name, payload) => {
    expect(parseEventPayload(name, payload)).toEqual(payload);
  });

  it('reads a post.created written before it carried the strain as rating no strain', () => {
    const { strainName: _name, strainRating: _rating, ...older } = post;
    expect(parseEventPayload('social.post.created', older)).toEqual({ ...older, strainName: null, strainRating: null });
  });

  it('strips fields it does not know (a publisher may add one first)', () => {
    expect(parseEventPayload('identity.user.updated', { ...card, pronouns: 'they/them' })).toEqual(card);
  });

  it.each<[EventName, unknown, RegExp]>([
    ['identity.user.updated', { ...card, id: 'not-a-uuid' }, /id must be a UUID/],
    ['identity.user.updated', { ...card, username: undefined }, /username/],
    ['identity.user.updated', { id: ID, username: 'x', avatar: null, isAdmin: false }, /displayName must be defined/],
    ['identity.user.registered', { ...card, createdAt: 'yesterday' }, /createdAt must be an ISO date/],
    ['identity.user.registered', { ...card, createdAt: '2026-02-30T00:00:00.000Z' }, /createdAt must be an ISO date/],
    ['identity.membership.changed', { userId: ID, status: 'gold', plan: 'free', interval: null }, /status/],
    ['identity.membership.renewal.changed', { userId: ID, plan: 'free', interval: 'month', renews: true, currentPeriodEnd: '2026-02-05T10:00:00.000Z', at: '2026-01-05T10:00:00.000Z' }, /plan/],
    ['social.post.created', { ...post, mediaUrl: 'https://elsewhere.example/x.png' }, /mediaUrl must be a \/media\/ URL/],
    ['social.post.created', { ...post, hashtags: 'growdiary' }, /hashtags/],
    ['social.message.sent', { ...message, content: 'x'.repeat(2001) }, /content/],
    ['social.message.sent', { ...message, receiverId: 'bob' }, /receiverId must be a UUID/],
    ['moderation.report.resolved', { reportId: ID, messageId: ID, reporterId: ID, status: 'pending', reviewedBy: ID, reviewedAt: '2026-01-05T10:00:00.000Z' }, /status/],
    ['social.user.unfollowed', { followerId: ID }, /followingId/],
    ['social.post.created', { ...post, strainRating: 6 }, /strainRating/],
    ['social.post.updated', { ...edit, updatedAt: 'now' }, /updatedAt must be an ISO date/],
    ['social.post.deleted', null, /./],
    ['streaming.stream.started', { streamId: '7', userId: ID, title: 'x', isPrivate: false, startedAt: '2026-01-05T10:00:00.000Z' }, /streamId/],
    ['streaming.stream.ended', { streamId: 7, userId: ID, startedAt: 'soon', endedAt: '2026-01-05T11:00:00.000Z' }, /startedAt must be an ISO date/],
  ])('refuses a malformed %s', (name, payload, message) => {
    expect(() => parseEventPayload(name, payload)).toThrow(message);
  });
});
