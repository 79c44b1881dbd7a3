import {
  MESSAGE_PRIVACY_OPTIONS, REPORT_STATUSES,
  type ConversationDto, type CreateReportInput, type MessageDto, type MessagePrivacy, type MessageSettingsDto, type MessageStatusDto,
  type ReportOutcomeDto, type ReportReceiptDto, type ReportStatus, type ReviewedReportStatus, type SendMessageInput,
  type UnreadCountDto,
} from '@cannaverse/contracts';
import { bool, dateTime, int, obj, oneOf, str, uuid } from '../../openapi/schema-props.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

export class MessageResponse implements MessageDto {
  @uuid() id!: string;
  @uuid() senderId!: string;
  @uuid() receiverId!: string;
  @str() content!: string;
  @bool({ description: 'Whether the receiver has opened the conversation since it arrived.' }) read!: boolean;
  @dateTime() createdAt!: string;
}

export class ConversationResponse implements ConversationDto {
  @obj(() => AuthorCardResponse) user!: AuthorCardResponse;
  @obj(() => MessageResponse) lastMessage!: MessageResponse;
  @int() unreadCount!: number;
}

export class UnreadCountResponse implements UnreadCountDto {
  @int() count!: number;
}

export class MessageSettingsResponse implements MessageSettingsDto {
  @oneOf(MESSAGE_PRIVACY_OPTIONS, { description: '`following`: members the receiver follows.' }) allowMessagesFrom!: MessagePrivacy;
}

export class MessageSettingsBody extends MessageSettingsResponse {}

export class SendMessageBody implements SendMessageInput {
  @str({ description: '1 to 2000 characters after trimming.' }) content!: string;
}

export class CreateReportBody implements CreateReportInput {
  @str({ description: '1 to 500 characters.' }) reason!: string;
}

export class ReportReceiptResponse implements ReportReceiptDto {
  @uuid() id!: string;
  @uuid() messageId!: string;
  @oneOf(REPORT_STATUSES) status!: ReportStatus;
  @dateTime() createdAt!: string;
}

export class ReportOutcomeResponse implements ReportOutcomeDto {
  @uuid() reportId!: string;
  @uuid() messageId!: string;
  @oneOf(['resolved', 'dismissed']) status!: ReviewedReportStatus;
  @dateTime() reviewedAt!: string;
  @str() messageExcerpt!: string;
}

export class MessageStatusResponse implements MessageStatusDto {
  @bool({ description: 'Whether a message to this member would be accepted.' }) canMessage!: boolean;
  @bool({ description: 'Whether the caller blocks this member.' }) blockedByMe!: boolean;
}
