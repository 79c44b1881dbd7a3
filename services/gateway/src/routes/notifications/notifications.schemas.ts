import {
  NOTIFICATION_TYPES, type NotificationDto, type NotificationSettingsDto, type NotificationTargetDto, type NotificationType, type UnreadNotificationsDto,
} from '@cannaverse/contracts';
import { bool, dateTime, int, list, objOrNull, oneOf, optional, str, strOrNull, uuid } from '../../openapi/schema-props.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

export class NotificationTargetResponse implements NotificationTargetDto {
  @oneOf(['post', 'user', 'stream', 'story'] as const, { description: 'What the notification is about; the web app links `post` to `/post/{id}`, `stream` to the stream, `story` to the strain story.' })
  type!: 'post' | 'user' | 'stream' | 'story';
  @str({ description: 'A UUID (post) or an integer as text (stream, story).' }) id!: string;
  @strOrNull({ description: 'The start of the post, comment, stream title or story title (at most 100 characters).' }) excerpt!: string | null;
}

export class NotificationResponse implements NotificationDto {
  @uuid({ description: 'The group.' }) id!: string;
  @oneOf(NOTIFICATION_TYPES) type!: NotificationType;
  @int({ description: 'How many notifications the group holds (e.g. likes of one post).' }) count!: number;
  @list(() => AuthorCardResponse, { description: 'The latest actors first, at most 3.' }) actors!: AuthorCardResponse[];
  @objOrNull(() => NotificationTargetResponse, { description: 'Null for follows (grouped by day).' }) target!: NotificationTargetResponse | null;
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
