import type { NotificationDto } from '@cannaverse/contracts';

const WHAT: Record<NotificationDto['type'], () => string> = {
  like: () => 'liked your post',
  comment: () => 'commented on your post',
  mention: () => 'mentioned you',
  follow: () => 'followed you',
  live: () => 'is live now',
  storyUpvote: () => 'upvoted your strain story',
};

/** "alice liked your post", "alice and bob …", "alice and 3 others …" (Mastodon's grouping words). */
export function notificationText(n: Pick<NotificationDto, 'type' | 'count' | 'actors'>): string {
  const names = n.actors.map((actor) => actor.displayName ?? actor.username);
  const first = names[0] ?? 'Someone';
  const others = Math.max(n.count - 1, 0);
  const who = others === 0 ? first : others === 1 && names[1] ? `${first} and ${names[1]}` : `${first} and ${others} others`;
  const verb = WHAT[n.type]();
  return `${who} ${verb}`;
}

/** Where a notification leads: the post, the stream, the story, or the first actor's profile. */
export function notificationHref(n: Pick<NotificationDto, 'target' | 'actors'>): string {
  switch (n.target?.type) {
    case 'post': return `/posts/${n.target.id}`;
    case 'stream': return `/livestreams/${n.target.id}`;
    case 'story': return `/strain-stories/${n.target.id}`;
    default: return n.actors[0] ? `/profile/${n.actors[0].id}` : '/notifications';
  }
}
