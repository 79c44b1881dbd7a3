import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectLogger, type Logger } from '@cannaverse/platform';
import { AdsService } from './ads.service.js';
import { loadHouseAds } from './content/house-ads.loader.js';

/** Seeds our house ads (data/house-ads/) at every start: an upsert by key, so restarts change nothing. */
@Injectable()
export class HouseAdsSeeder implements OnApplicationBootstrap {
  private seeding: Promise<void> = Promise.resolve();

  constructor(
    private readonly ads: AdsService,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.seeding = loadHouseAds()
      .then((ads) => this.ads.saveHouseAds(ads))
      .then(() => this.logger.info('house ads seeded'))
      .catch((error: unknown) => this.logger.error({ err: error }, 'house ads could not be seeded'));
  }

  /** Resolves once the seeding has run (tests wait on it). */
  ready(): Promise<void> {
    return this.seeding;
  }
}
