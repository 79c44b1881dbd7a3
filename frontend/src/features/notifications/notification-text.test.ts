import { describe, expect, it } from 'vitest';
import { notificationHref, notificationText } from './notification-text';

const actor = (username: string, displayName: string | null = null) => ({ id: `${username}-id`, username, displayName, avatar: null });

describe('notificationText', () => {
  it('names one, two, or the first and how many others', () => {
    expect(notificationText({ type: 'like', count: 1, actors: [actor('alice', 'Alice')] })).toBe('Alice liked your post');
    expect(notificationText({ type: 'like', count: 2, actors: [actor('alice'), actor('bob')] })).toBe('alice and bob liked your post');
    expect(notificationText({ type: 'follow', count: 4, actors: [actor('alice'), actor('bob'), actor('cy')] })).toBe('alice and 3 others followed you');
    expect(notificationText({ type: 'mention', count: 1, actors: [actor('al')] })).toBe('al mentioned you');
    expect(notificationText({ type: 'live', count: 1, actors: [actor('al')] })).toBe('al is live now');
    expect(notificationText({ type: 'storyUpvote', count: 1, actors: [] })).toBe('Someone upvoted your strain story');
  });

  it('words the account notices from their detail', () => {
    expect(notificationText({ type: 'reportOutcome', count: 1, actors: [], detail: { action: 'remove', contentType: 'post', rule: 'harassment' } }))
      .toBe('Thanks for your report: we removed the post (Harassment)');
    expect(notificationText({ type: 'reportOutcome', count: 1, actors: [], detail: { action: 'dismiss', contentType: 'comment', rule: 'spam-or-selling' } }))
      .toBe('We reviewed your report about a comment and found no broken rule');
    expect(notificationText({ type: 'moderation', count: 1, actors: [], detail: { action: 'remove', contentType: 'story', rule: 'hate' } }))
      .toBe('A moderator removed your strain story for breaking a community rule (Hate)');
    expect(notificationText({ type: 'moderation', count: 1, actors: [], detail: { action: 'warn', contentType: 'post', rule: 'other' } }))
      .toBe('A moderator warned you about your post (Other)');
    expect(notificationText({ type: 'membership', count: 1, actors: [], detail: { plan: 'cannanaut', renews: false, until: '2026-12-25T12:00:00.000Z' } }))
      .toBe('Your Cannanaut membership is cancelled and ends on December 25, 2026');
    expect(notificationText({ type: 'membership', count: 1, actors: [], detail: { plan: 'connoisseur', renews: true, until: '2026-12-25T12:00:00.000Z' } }))
      .toBe('Your Connoisseur membership renews on December 25, 2026');
    expect(notificationHref({ type: 'membership', target: null, actors: [] })).toBe('/settings');
    expect(notificationText({ type: 'appeal', count: 1, actors: [], detail: { outcome: 'reversed' } })).toBe('Appeal accepted: the decision was reversed');
    expect(notificationText({ type: 'appeal', count: 1, actors: [], detail: { outcome: 'upheld' } })).toBe('Appeal declined: the decision stands');
    expect(notificationHref({ type: 'appeal', target: null, actors: [] })).toBe('/reports');
    expect(notificationHref({ type: 'moderation', target: null, actors: [] })).toBe('/rules');
    expect(notificationHref({ type: 'reportOutcome', target: { type: 'user', id: 'u1', excerpt: null }, actors: [] })).toBe('/profile/u1');
  });

  it('links to the post, stream, story, or the actor', () => {
    expect(notificationHref({ target: { type: 'post', id: 'p1', excerpt: null }, actors: [] })).toBe('/posts/p1');
    expect(notificationHref({ target: { type: 'stream', id: '4', excerpt: null }, actors: [] })).toBe('/livestreams/4');
    expect(notificationHref({ target: { type: 'story', id: '9', excerpt: null }, actors: [] })).toBe('/strain-stories/9');
    expect(notificationHref({ target: null, actors: [actor('al')] })).toBe('/profile/al-id');
  });
});
