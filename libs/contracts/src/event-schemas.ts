import * as yup from 'yup';
import type { EventName, EventPayloads } from './events.js';
import { UUID_PATTERN } from './user-cards.js';
import { MessageLimits } from './validation/direct-messages.messages.js';

/**
 * The payload schema of every domain event. The platform's event consumer validates each payload
 * against its schema before a handler sees it: a malformed event is logged and dropped instead of
 * reaching (or being retried against) a projection. Unknown extra fields are stripped, not
 * refused, so a publisher can add a field before its consumers know it.
 */
const uuid = () => yup.string().required().matches(UUID_PATTERN, '${path} must be a UUID');
/**
 * An instant exactly as `Date#toISOString` writes it (`2026-01-05T10:11:12.345Z`), which is how
 * every publisher writes one. Stricter than Date.parse, which takes `2026-02-30` and plain `1`.
 */
export const isIsoInstant = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

const isoDate = () => yup.string().required().test('iso-date', '${path} must be an ISO date', isIsoInstant);
const nullableText = () => yup.string().nullable().defined();

const userCard = {
  id: uuid(),
  username: yup.string().required(),
  displayName: nullableText(),
  avatar: nullableText(),
  isAdmin: yup.boolean().required(),
};

const follow = yup.object({ followerId: uuid(), followingId: uuid() });
const block = yup.object({ blockerId: uuid(), blockedId: uuid(), at: isoDate() });
const mute = yup.object({ muterId: uuid(), mutedId: uuid(), at: isoDate() });
const postLike = yup.object({ postId: uuid(), postAuthorId: uuid(), userId: uuid(), at: isoDate() });
/** The services that erase a deleted account's data, each announcing `<service>.account.erased` when done. */
export const ERASING_SERVICES = ['identity', 'social', 'content', 'streaming', 'moderation', 'notifications'] as const;
export type ErasingService = (typeof ERASING_SERVICES)[number];
const accountErased = (service: ErasingService) => yup.object({ userId: uuid(), service: yup.string().oneOf([service] as const).required(), at: isoDate() });
const streamId = () => yup.number().strict().required().integer().min(1);

/** Added to post events later: an event written before carries neither, which reads as "no strain". */
const postStrain = {
  strainName: yup.string().nullable().default(null),
  strainRating: yup.number().integer().min(1).max(5).nullable().default(null),
};

export const EVENT_SCHEMAS: { [TName in EventName]: yup.ObjectSchema<EventPayloads[TName]> } = {
  'identity.user.registered': yup.object({ ...userCard, createdAt: isoDate() }),
  'identity.user.updated': yup.object(userCard),
  'identity.membership.changed': yup.object({
    userId: uuid(),
    status: yup.string().oneOf(['free', 'premium', 'connoisseur'] as const).required(),
    plan: yup.string().oneOf(['free', 'cannanaut', 'connoisseur'] as const).required(),
    interval: yup.string().oneOf(['month', 'year'] as const).nullable().defined(),
  }),
  'identity.account.deleted': yup.object({ userId: uuid(), requestedAt: isoDate() }),
  'identity.membership.renewal.changed': yup.object({
    userId: uuid(),
    plan: yup.string().oneOf(['cannanaut', 'connoisseur'] as const).required(),
    interval: yup.string().oneOf(['month', 'year'] as const).required(),
    renews: yup.boolean().strict().required(),
    currentPeriodEnd: isoDate(),
    at: isoDate(),
  }),
  'identity.account.erased': accountErased('identity'),
  'social.account.erased': accountErased('social'),
  'content.account.erased': accountErased('content'),
  'streaming.account.erased': accountErased('streaming'),
  'moderation.account.erased': accountErased('moderation'),
  'notifications.account.erased': accountErased('notifications'),
  'social.post.created': yup.object({
    postId: uuid(),
    userId: uuid(),
    mediaType: yup.string().oneOf(['image', 'video'] as const).nullable().defined(),
    /** Only ever a URL of our own media store (the upload endpoint's answer). */
    mediaUrl: yup.string().matches(/^\/media\//, '${path} must be a /media/ URL').nullable().defined(),
    hashtags: yup.array(yup.string().required()).required(),
    ...postStrain,
    content: yup.string().optional(),
    createdAt: isoDate(),
  }),
  'social.post.updated': yup.object({
    postId: uuid(),
    userId: uuid(),
    hashtags: yup.array(yup.string().required()).required(),
    ...postStrain,
    content: yup.string().optional(),
    updatedAt: isoDate(),
  }),
  'social.post.deleted': yup.object({
    postId: uuid(),
    userId: uuid(),
    /** The deleted post's media, so its files can go too; absent in events written before issue 9. */
    mediaUrl: yup.string().matches(/^\/media\//, '${path} must be a /media/ URL').nullable().optional(),
  }),
  'social.user.followed': follow,
  'social.user.unfollowed': follow,
  'social.message.sent': yup.object({
    messageId: uuid(),
    senderId: uuid(),
    receiverId: uuid(),
    content: yup.string().required().max(MessageLimits.contentMax),
    createdAt: isoDate(),
  }),
  'social.message.read': yup.object({ readerId: uuid(), senderId: uuid(), readUpTo: isoDate() }),
  'social.post.liked': postLike,
  'social.post.unliked': postLike,
  'social.comment.created': yup.object({
    commentId: uuid(), postId: uuid(), postAuthorId: uuid(), userId: uuid(), content: yup.string().required(), createdAt: isoDate(),
  }),
  'social.member.blocked': block,
  'social.member.unblocked': block,
  'social.member.muted': mute,
  'social.member.unmuted': mute,
  'moderation.member.suspended': yup.object({
    userId: uuid(),
    until: yup.string().nullable().defined().test('iso-date', '${path} must be an ISO date', (value) => value === null || isIsoInstant(value)),
    reason: yup.string().required(),
    decidedBy: uuid(),
    at: isoDate(),
  }),
  'moderation.member.unsuspended': yup.object({ userId: uuid(), liftedBy: uuid(), at: isoDate() }),
  'moderation.livestream.ended': yup.object({
    streamId: yup.number().strict().integer().positive().required(), endedBy: uuid(), reason: yup.string().nullable().defined(), at: isoDate(),
  }),
  'moderation.report.created': yup.object({ reportId: uuid(), messageId: uuid(), reporterId: uuid(), createdAt: isoDate() }),
  'moderation.report.resolved': yup.object({
    reportId: uuid(),
    messageId: uuid(),
    reporterId: uuid(),
    status: yup.string().oneOf(['resolved', 'dismissed'] as const).required(),
    reviewedBy: uuid(),
    reviewedAt: isoDate(),
  }),
  'moderation.content.removed': yup.object({
    decisionId: uuid(),
    targetType: yup.string().oneOf(['post', 'comment', 'story', 'stream', 'chat'] as const).required(),
    targetId: yup.string().required(),
    authorId: uuid(),
    rule: yup.string().required(),
  }),
  'moderation.content.restored': yup.object({
    decisionId: uuid(),
    targetType: yup.string().oneOf(['post', 'comment', 'story', 'stream', 'chat'] as const).required(),
    targetId: yup.string().required(),
    authorId: uuid(),
  }),
  'moderation.appeal.decided': yup.object({
    appealId: uuid(),
    decisionId: uuid(),
    userId: uuid(),
    outcome: yup.string().oneOf(['upheld', 'reversed'] as const).required(),
    decidedBy: uuid(),
    decidedAt: isoDate(),
  }),
  'moderation.decision.made': yup.object({
    decisionId: uuid(),
    action: yup.string().oneOf(['dismiss', 'remove', 'warn', 'suspend'] as const).required(),
    targetType: yup.string().oneOf(['post', 'comment', 'story', 'member', 'stream', 'chat'] as const).required(),
    targetId: yup.string().required(),
    subjectId: yup.string().matches(UUID_PATTERN).nullable().defined(),
    rule: yup.string().required(),
    reporterIds: yup.array(uuid()).required(),
    decidedBy: uuid(),
    decidedAt: isoDate(),
  }),

  'content.story.upvoted': yup.object({
    storyId: yup.number().strict().required().integer().min(1), storyAuthorId: uuid(), title: yup.string().required(), userId: uuid(), at: isoDate(),
  }),
  'content.story.deleted': yup.object({ storyId: yup.number().strict().required().integer().min(1), userId: uuid() }),
  'notifications.notification.created': yup.object({ recipientIds: yup.array(uuid()).required() }),
  'streaming.stream.started': yup.object({
    streamId: streamId(), userId: uuid(), title: yup.string().required(), isPrivate: yup.boolean().strict().required(), startedAt: isoDate(),
  }),
  'streaming.stream.ended': yup.object({
    streamId: streamId(), userId: uuid(),
    startedAt: yup.string().nullable().defined().test('iso-date', '${path} must be an ISO date', (value) => value === null || isIsoInstant(value)),
    endedAt: isoDate(),
  }),
};

/** The payload, validated and stripped of unknown fields; throws yup's ValidationError. */
export function parseEventPayload<TName extends EventName>(name: TName, payload: unknown): EventPayloads[TName] {
  return EVENT_SCHEMAS[name].validateSync(payload, { stripUnknown: true, abortEarly: true }) as unknown as EventPayloads[TName];
}
