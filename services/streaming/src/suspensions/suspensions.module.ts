import { Module } from '@nestjs/common';
import { LivestreamsModule } from '../livestreams/livestreams.module.js';
import { SuspendedCreatorsConsumer } from './suspended-creators.consumer.js';

/** What a suspension does in streaming (issue 24): the member's live streams end. */
@Module({ imports: [LivestreamsModule], providers: [SuspendedCreatorsConsumer] })
export class SuspensionsModule {}
