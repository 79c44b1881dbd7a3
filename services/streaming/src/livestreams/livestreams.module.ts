import { Module } from '@nestjs/common';
import { SuspendedMembersModule } from '@cannaverse/platform';
import { LiveBusModule } from '../live-bus/live-bus.module.js';
import { PresenceModule } from '../presence/presence.module.js';
import { RecordingQueueModule } from '../recordings/recording-queue.js';
import { LivestreamsController } from './livestreams.controller.js';
import { LivestreamsRepository } from './livestreams.repository.js';
import { LivestreamsService } from './livestreams.service.js';
import { StreamStatusService } from './stream-status.service.js';
import { IngestWatchdog } from './ingest-watchdog.js';

@Module({
  imports: [LiveBusModule, PresenceModule, RecordingQueueModule, SuspendedMembersModule],
  controllers: [LivestreamsController],
  providers: [LivestreamsService, StreamStatusService, LivestreamsRepository, IngestWatchdog],
  exports: [LivestreamsService, StreamStatusService, LivestreamsRepository],
})
export class LivestreamsModule {}
