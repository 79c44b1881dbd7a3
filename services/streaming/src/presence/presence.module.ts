import { Module } from '@nestjs/common';
import { PresenceService } from './presence.service.js';
import { ViewerLog } from './viewer-log.js';
import { ViewersRepository } from './viewers.repository.js';

/** Who is watching: presence in Redis (counts every replica agrees on) and the viewer rows in PostgreSQL. */
@Module({ providers: [PresenceService, ViewerLog, ViewersRepository], exports: [PresenceService, ViewerLog, ViewersRepository] })
export class PresenceModule {}
