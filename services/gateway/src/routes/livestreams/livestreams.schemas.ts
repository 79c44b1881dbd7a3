import type {
  ChatRestrictionDto, ChatSettingsInput, ChatTimeoutInput, CreateLiveStreamInput, LiveChatMessageDto, LiveStreamDto,
  LiveStreamStatus, MyLiveStreamDto, RecordingStatus,
} from '@cannaverse/contracts';
import { RECORDING_RETENTION_DAYS } from '@cannaverse/contracts';
import {
  bool, dateTime, dateTimeOrNull, int, obj, oneOf, oneOfOrNull, optional, str, strOrNull, uuid,
} from '../../openapi/schema-props.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

export class LiveStreamResponse implements LiveStreamDto {
  @int() id!: number;
  @uuid() userId!: string;
  @str() title!: string;
  @strOrNull() description!: string | null;
  @str({ description: 'Comma-separated: `indoor, lst`.' }) tags!: string;
  @bool() isPrivate!: boolean;
  @strOrNull() thumbnail!: string | null;
  @oneOf(['offline', 'live', 'ended']) status!: LiveStreamStatus;
  @strOrNull({ description: '`/live/{playbackId}/index.m3u8` once video arrives; null for visitors.' }) playbackUrl!: string | null;
  @int() viewerCount!: number;
  @dateTimeOrNull() startedAt!: string | null;
  @dateTimeOrNull() endedAt!: string | null;
  @dateTime() createdAt!: string;
  @int({ description: '0 = slow mode off.' }) slowModeSeconds!: number;
  @bool({ description: 'Whether the reader may moderate its chat (and delete its recording).' }) canModerate!: boolean;
  @strOrNull({ description: 'The ended stream\'s recording, an MP4 under `/media/recordings/…`, once ready; null for visitors.' }) recordingUrl!: string | null;
  @oneOfOrNull(['processing', 'ready', 'failed'], { description: '`processing` from the end until the MP4 is stored; null when there is none.' }) recordingStatus!: RecordingStatus | null;
  @dateTimeOrNull({ description: `When the recording is deleted (${RECORDING_RETENTION_DAYS} days after the end).` }) recordingExpiresAt!: string | null;
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
}

/** One of the caller's own streams, with what OBS needs. */
export class MyLiveStreamResponse extends LiveStreamResponse implements MyLiveStreamDto {
  @str({ description: 'The RTMP server ("Server" in OBS).' }) ingestUrl!: string;
  @str({ description: 'The secret "Stream Key".' }) streamKey!: string;
  @int() maxViewerCount!: number;
  @int() totalViews!: number;
}

export class CreateLiveStreamBody implements CreateLiveStreamInput {
  @str({ maxLength: 100 }) title!: string;
  @strOrNull({ ...optional, maxLength: 2000 }) description?: string | null;
  @strOrNull({ ...optional, description: 'Comma-separated, at most 10 tags of 30 characters.' }) tags?: string | null;
  @bool(optional) isPrivate?: boolean;
}

export class LiveChatMessageResponse implements LiveChatMessageDto {
  @int() id!: number;
  @int() streamId!: number;
  @uuid() userId!: string;
  @str() content!: string;
  @dateTime({ description: 'When the server stored it.' }) timestamp!: string;
  @bool() isHighlighted!: boolean;
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
}

export class ChatRestrictionResponse implements ChatRestrictionDto {
  @uuid() userId!: string;
  @oneOf(['ban', 'timeout']) kind!: 'ban' | 'timeout';
  @dateTimeOrNull({ description: 'null for a ban.' }) expiresAt!: string | null;
  @dateTime() createdAt!: string;
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
}

export class ChatBanBody {
  @uuid() userId!: string;
}

export class ChatTimeoutBody implements ChatTimeoutInput {
  @uuid() userId!: string;
  @int({ ...optional, minimum: 1, maximum: 86400, description: '300 when left out.' }) seconds?: number;
}

export class ChatSettingsBody implements ChatSettingsInput {
  @int({ minimum: 0, maximum: 600, description: '0 = off.' }) slowModeSeconds!: number;
}
