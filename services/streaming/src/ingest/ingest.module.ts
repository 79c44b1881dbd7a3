import { Module } from '@nestjs/common';
import { LiveChannelModule } from '../live-channel/live-channel.module.js';
import { LivestreamsModule } from '../livestreams/livestreams.module.js';
import { IngestService } from './ingest.service.js';
import { RtmpCallbacks } from './rtmp-callbacks.js';

/** The RTMP ingest (nginx-rtmp) tells streaming when an encoder starts, stays and stops. */
@Module({ imports: [LiveChannelModule, LivestreamsModule], providers: [IngestService, RtmpCallbacks] })
export class IngestModule {}
