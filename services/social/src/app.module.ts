import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_PATTERNS } from '@cannaverse/contracts';
import { createHealthController, DatabaseModule, EventBusModule, type Logger } from '@cannaverse/platform';
import type { SocialConfig } from './config.js';

/** The social service. Features are added as one folder (module) each. */
@Module({})
export class AppModule {
  static register(config: SocialConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({ service: 'social', config, entities: [], migrations: [] }),
        EventBusModule.forService({ service: 'social', config, logger }),
      ],
      controllers: [createHealthController('social', HEALTH_PATTERNS.social)],
    };
  }
}
