import { Module } from '@nestjs/common';
import { LiveBusModule } from '../live-bus/live-bus.module.js';
import { LivestreamsModule } from '../livestreams/livestreams.module.js';
import { ContentRemovedConsumer } from './content-removed.consumer.js';
import { ReportTargetsController } from './report-targets.controller.js';
import { ReportTargetsService } from './report-targets.service.js';

@Module({ imports: [LiveBusModule, LivestreamsModule], controllers: [ReportTargetsController], providers: [ReportTargetsService, ContentRemovedConsumer] })
export class ReportTargetsModule {}
