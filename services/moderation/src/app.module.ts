import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_PATTERNS } from '@cannaverse/contracts';
import { createHealthController, DatabaseModule, EventBusModule, type Logger } from '@cannaverse/platform';
import type { ModerationConfig } from './config.js';

/** The moderation service. Features are added as one folder (module) each. */
@Module({})
export class AppModule {
  static register(config: ModerationConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({ service: 'moderation', config, entities: [], migrations: [] }),
        EventBusModule.forService({ service: 'moderation', config, logger }),
      ],
      controllers: [createHealthController('moderation', HEALTH_PATTERNS.moderation)],
    };
  }
}
