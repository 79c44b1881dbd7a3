import { Module } from '@nestjs/common';
import { PresenceModule } from '../presence/presence.module.js';
import { RecordingsModule } from '../recordings/recordings.module.js';
import { StreamingAccountErasure } from './account-erasure.handler.js';

/** Erasing a deleted account's streaming data when identity's event arrives (issue 25). */
@Module({ imports: [PresenceModule, RecordingsModule], providers: [StreamingAccountErasure] })
export class AccountErasureModule {}
