import { ACCOUNT_NOTIFICATION_TYPES, APPEAL_STATUS_LABELS, ruleTitle, type NotificationDetailDto, type NotificationDto } from '@cannaverse/contracts';
import { formatLongDate } from '../../shared/format';

const WHAT: Record<'like' | 'comment' | 'follow' | 'mention' | 'live' | 'storyUpvote', () => string> = {
  like: () => 'liked your post',
  comment: () => 'commented on your post',
  mention: () => 'mentioned you',
  follow: () => 'followed you',
  live: () => 'is live now',
  storyUpvote: () => 'upvoted your strain story',
};

const CONTENT: Record<NonNullable<NotificationDetailDto['contentType']>, string> = {
  post: 'post', comment: 'comment', story: 'strain story', member: 'member', stream: 'live stream', chat: 'chat message',
};
const PLAN_NAMES = { cannanaut: 'Cannanaut', connoisseur: 'Connoisseur' } as const;

const becauseOf = (detail: NotificationDetailDto) => (detail.rule ? ` (${ruleTitle(detail.rule)})` : '');

type AccountNoticeType = (typeof ACCOUNT_NOTIFICATION_TYPES)[number];
const isAccountNotice = (type: NotificationDto['type']): type is AccountNoticeType => (ACCOUNT_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** Report outcomes, moderation decisions, appeals and membership: what happened, from no member. */
function accountNoticeText(type: AccountNoticeType, detail: NotificationDetailDto = {}): string {
  // The same words as the member's reports page shows beside the decision.
  if (type === 'appeal') return APPEAL_STATUS_LABELS[detail.outcome ?? 'upheld'];
  const content = CONTENT[detail.contentType ?? 'post'];
  if (type === 'reportOutcome') {
    switch (detail.action) {
      case 'remove': return `Thanks for your report: we removed the ${content}${becauseOf(detail)}`;
      case 'warn': return `Thanks for your report: we warned the member${becauseOf(detail)}`;
      case 'suspend': return `Thanks for your report: we suspended the member${becauseOf(detail)}`;
      default: return `We reviewed your report about a ${content} and found no broken rule`;
    }
  }
  if (type === 'moderation') {
    return detail.action === 'remove'
      ? `A moderator removed your ${content} for breaking a community rule${becauseOf(detail)}`
      : `A moderator warned you about your ${content}${becauseOf(detail)}`;
  }
  const plan = detail.plan ? PLAN_NAMES[detail.plan] : 'paid';
  const until = detail.until ? formatLongDate(detail.until) : 'the end of the period';
  return detail.renews ? `Your ${plan} membership renews on ${until}` : `Your ${plan} membership is cancelled and ends on ${until}`;
}

/** "alice liked your post", "alice and bob …", "alice and 3 others …" (Mastodon's grouping words). */
export function notificationText(n: Pick<NotificationDto, 'type' | 'count' | 'actors' | 'detail'>): string {
  if (isAccountNotice(n.type)) return accountNoticeText(n.type, n.detail);
  const names = n.actors.map((actor) => actor.displayName ?? actor.username);
  const first = names[0] ?? 'Someone';
  const others = Math.max(n.count - 1, 0);
  const who = others === 0 ? first : others === 1 && names[1] ? `${first} and ${names[1]}` : `${first} and ${others} others`;
  const verb = WHAT[n.type]();
  return `${who} ${verb}`;
}

/**
 * Where a notification leads: the post, the stream, the story, the member; else the first actor's
 * profile; a moderation notice without one the community rules, a membership notice the settings,
 * an appeal's outcome the member's reports page (where the decision and the moderator's answer are).
 */
export function notificationHref(n: Pick<NotificationDto, 'target' | 'actors'> & Partial<Pick<NotificationDto, 'type'>>): string {
  switch (n.target?.type) {
    case 'post': return `/posts/${n.target.id}`;
    case 'stream': return `/livestreams/${n.target.id}`;
    case 'story': return `/strain-stories/${n.target.id}`;
    case 'user': return `/profile/${n.target.id}`;
    default:
      if (n.type === 'membership') return '/settings';
      if (n.type === 'appeal') return '/reports';
      if (n.type === 'reportOutcome' || n.type === 'moderation') return '/rules';
      return n.actors[0] ? `/profile/${n.actors[0].id}` : '/notifications';
  }
}
