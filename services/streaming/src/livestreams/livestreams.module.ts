import { Module } from '@nestjs/common';
import { LiveBusModule } from '../live-bus/live-bus.module.js';
import { PresenceModule } from '../presence/presence.module.js';
import { RecordingQueueModule } from '../recordings/recording-queue.js';
import { LivestreamsController } from './livestreams.controller.js';
import { LivestreamsRepository } from './livestreams.repository.js';
import { LivestreamsService } from './livestreams.service.js';
import { StreamStatusService } from './stream-status.service.js';

@Module({
  imports: [LiveBusModule, PresenceModule, RecordingQueueModule],
  controllers: [LivestreamsController],
  providers: [LivestreamsService, StreamStatusService, LivestreamsRepository],
  exports: [LivestreamsService, StreamStatusService, LivestreamsRepository],
})
export class LivestreamsModule {}
