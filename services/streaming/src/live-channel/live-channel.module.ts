import { Module } from '@nestjs/common';
import { MemberHidesModule, SuspendedMembersModule } from '@cannaverse/platform';
import { LiveBusModule } from '../live-bus/live-bus.module.js';
import { LiveChatModule } from '../live-chat/live-chat.module.js';
import { LivestreamsModule } from '../livestreams/livestreams.module.js';
import { PresenceModule } from '../presence/presence.module.js';
import { LiveChannelService } from './live-channel.service.js';
import { LiveRooms } from './live-rooms.js';
import { PresenceTicks } from './presence-ticks.js';
import { RoomAdmission } from './room-admission.js';
import { RoomDelivery } from './room-delivery.js';
import { LiveServer } from './live-server.js';

/** The live channel: WebSockets from the gateway, rooms per stream, fan-out over the live bus. */
@Module({
  imports: [LiveBusModule, LivestreamsModule, LiveChatModule, PresenceModule, MemberHidesModule, SuspendedMembersModule],
  providers: [LiveServer, LiveRooms, RoomAdmission, RoomDelivery, PresenceTicks, LiveChannelService],
  exports: [LiveServer],
})
export class LiveChannelModule {}
