import {
  COMMUNITY_RULE_IDS, NOTIFICATION_TYPES, type NotificationDetailDto, type NotificationDto, type NotificationSettingsDto, type NotificationTargetDto, type NotificationType, type UnreadNotificationsDto,
} from '@cannaverse/contracts';
import { bool, dateTime, int, list, obj, objOrNull, oneOf, optional, str, strOrNull, uuid } from '../../openapi/schema-props.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

export class NotificationTargetResponse implements NotificationTargetDto {
  @oneOf(['post', 'user', 'stream', 'story'] as const, { description: 'What the notification is about; the web app links `post` to `/post/{id}`, `stream` to the stream, `story` to the strain story, `user` to the profile.' })
  type!: 'post' | 'user' | 'stream' | 'story';
  @str({ description: 'A UUID (post) or an integer as text (stream, story).' }) id!: string;
  @strOrNull({ description: 'The start of the post, comment, stream title or story title (at most 100 characters).' }) excerpt!: string | null;
}

export class NotificationDetailResponse implements NotificationDetailDto {
  @oneOf(['dismiss', 'remove', 'warn', 'suspend'] as const, { ...optional, description: 'reportOutcome, moderation: what moderators decided (`suspend` reaches reporters only).' })
  action?: 'dismiss' | 'remove' | 'warn' | 'suspend';
  @oneOf(['post', 'comment', 'story', 'member', 'stream', 'chat'] as const, { ...optional, description: 'reportOutcome, moderation: what the report or decision was about.' })
  contentType?: 'post' | 'comment' | 'story' | 'member' | 'stream' | 'chat';
  @str({ ...optional, description: `reportOutcome, moderation: the community rule's id (${COMMUNITY_RULE_IDS.map((id) => `\`${id}\``).join(', ')}).` }) rule?: string;
  @oneOf(['cannanaut', 'connoisseur'] as const, { ...optional, description: 'membership: the paid plan.' }) plan?: 'cannanaut' | 'connoisseur';
  @oneOf(['month', 'year'] as const, { ...optional, description: 'membership: the billing interval.' }) interval?: 'month' | 'year';
  @bool({ ...optional, description: 'membership: true when the plan renews on `until`, false when it was cancelled and ends then.' }) renews?: boolean;
  @dateTime({ ...optional, description: 'membership: the end of the paid period.' }) until?: string;
  @oneOf(['upheld', 'reversed'] as const, { ...optional, description: 'appeal: the decision stands (upheld) or was undone (reversed).' }) outcome?: 'upheld' | 'reversed';
}

export class NotificationResponse implements NotificationDto {
  @uuid({ description: 'The group.' }) id!: string;
  @oneOf(NOTIFICATION_TYPES) type!: NotificationType;
  @int({ description: 'How many notifications the group holds (e.g. likes of one post).' }) count!: number;
  @list(() => AuthorCardResponse, { description: 'The latest actors first, at most 3.' }) actors!: AuthorCardResponse[];
  @objOrNull(() => NotificationTargetResponse, { description: 'Null for follows (grouped by day), and for account notices with nothing to open (a removed post, a membership).' }) target!: NotificationTargetResponse | null;
  @obj(() => NotificationDetailResponse, { ...optional, description: 'Only on the account notices (reportOutcome, moderation, membership, appeal), which have no actors: what they say.' }) detail?: NotificationDetailResponse;
  @bool() read!: boolean;
  @dateTime({ description: 'When the group last grew; the list is ordered by it, newest first.' }) createdAt!: string;
}

export class UnreadNotificationsResponse implements UnreadNotificationsDto {
  @int({ description: 'Groups not yet read (the bell\'s count).' }) count!: number;
}

export class MarkReadBody {
  @dateTime({ ...optional, description: 'Mark the groups up to this time (a `createdAt` from the list); without it, all.' }) upTo?: string;
}

export class NotificationSettingsResponse implements NotificationSettingsDto {
  @bool() like!: boolean;
  @bool() comment!: boolean;
  @bool() follow!: boolean;
  @bool() mention!: boolean;
  @bool() live!: boolean;
  @bool() storyUpvote!: boolean;
  @oneOf(['everyone', 'following'] as const, { description: '`following`: only members the caller follows may notify them.' }) from!: 'everyone' | 'following';
}

export class NotificationSettingsBody implements Partial<NotificationSettingsDto> {
  @bool(optional) like?: boolean;
  @bool(optional) comment?: boolean;
  @bool(optional) follow?: boolean;
  @bool(optional) mention?: boolean;
  @bool(optional) live?: boolean;
  @bool(optional) storyUpvote?: boolean;
  @oneOf(['everyone', 'following'] as const, optional) from?: 'everyone' | 'following';
}
