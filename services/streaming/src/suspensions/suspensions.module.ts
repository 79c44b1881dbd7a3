import { Module } from '@nestjs/common';
import { LivestreamsModule } from '../livestreams/livestreams.module.js';
import { SuspendedCreatorsConsumer } from './suspended-creators.consumer.js';

/** What moderation's decisions do in streaming (issue 24): a suspended member's live streams end; an admin's end order ends one. */
@Module({ imports: [LivestreamsModule], providers: [SuspendedCreatorsConsumer] })
export class SuspensionsModule {}
