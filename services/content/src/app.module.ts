import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_PATTERNS } from '@cannaverse/contracts';
import { createHealthController, DatabaseModule, EventBusModule, type Logger } from '@cannaverse/platform';
import type { ContentConfig } from './config.js';

/** The content service. Features are added as one folder (module) each. */
@Module({})
export class AppModule {
  static register(config: ContentConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({ service: 'content', config, entities: [], migrations: [] }),
        EventBusModule.forService({ service: 'content', config, logger }),
      ],
      controllers: [createHealthController('content', HEALTH_PATTERNS.content)],
    };
  }
}
