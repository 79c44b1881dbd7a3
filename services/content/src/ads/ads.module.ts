import { Module } from '@nestjs/common';
import { AdEventsQueue } from './ad-events.queue.js';
import { AdEventsWorker } from './ad-events.worker.js';
import { AdSessionMarks } from './ad-session-marks.js';
import { AdsController } from './ads.controller.js';
import { AdsRepository } from './ads.repository.js';
import { AdsService } from './ads.service.js';
import { HouseAdsSeeder } from './house-ads.seeder.js';

/** Ads for non-members, their impression and click counting (a BullMQ job, once per browser session), and our seeded house ads. */
@Module({
  controllers: [AdsController],
  providers: [AdsRepository, AdsService, AdEventsQueue, AdEventsWorker, AdSessionMarks, HouseAdsSeeder],
})
export class AdsModule {}
