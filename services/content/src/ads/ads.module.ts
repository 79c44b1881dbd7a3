import { Module } from '@nestjs/common';
import { AdEventsQueue } from './ad-events.queue.js';
import { AdEventsWorker } from './ad-events.worker.js';
import { AdsController } from './ads.controller.js';
import { AdsRepository } from './ads.repository.js';
import { AdsService } from './ads.service.js';
import { HouseAdsSeeder } from './house-ads.seeder.js';

/** Ads for non-members, their impression and click counting (a BullMQ job), and our seeded house ads. */
@Module({
  controllers: [AdsController],
  providers: [AdsRepository, AdsService, AdEventsQueue, AdEventsWorker, HouseAdsSeeder],
})
export class AdsModule {}
