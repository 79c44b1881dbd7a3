import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AccountNoticesProjection } from './account-notices.projection.js';
import { ContentEventsProjection } from './content-events.projection.js';
import { MemberRelationsProjection } from './member-relations.projection.js';
import { ProjectionsRepository } from './projections.repository.js';
import { SocialEventsProjection } from './social-events.projection.js';
import { StreamingEventsProjection } from './streaming-events.projection.js';

@Module({ imports: [NotificationsModule], providers: [ProjectionsRepository, SocialEventsProjection, ContentEventsProjection, StreamingEventsProjection, MemberRelationsProjection, AccountNoticesProjection] })
export class EventSourcesModule {}
