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

  it('links to the post, stream, story, or the actor', () => {
    expect(notificationHref({ target: { type: 'post', id: 'p1', excerpt: null }, actors: [] })).toBe('/posts/p1');
    expect(notificationHref({ target: { type: 'stream', id: '4', excerpt: null }, actors: [] })).toBe('/livestreams/4');
    expect(notificationHref({ target: { type: 'story', id: '9', excerpt: null }, actors: [] })).toBe('/strain-stories/9');
    expect(notificationHref({ target: null, actors: [actor('al')] })).toBe('/profile/al-id');
  });
});
