import { Module } from '@nestjs/common';
import { LiveBus } from './live-bus.js';

@Module({ providers: [LiveBus], exports: [LiveBus] })
export class LiveBusModule {}
