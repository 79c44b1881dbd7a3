import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_PATTERNS } from '@cannaverse/contracts';
import { createHealthController, DatabaseModule, EventBusModule, type Logger } from '@cannaverse/platform';
import type { StreamingConfig } from './config.js';

/** The streaming service. Features are added as one folder (module) each. */
@Module({})
export class AppModule {
  static register(config: StreamingConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({ service: 'streaming', config, entities: [], migrations: [] }),
        EventBusModule.forService({ service: 'streaming', config, logger }),
      ],
      controllers: [createHealthController('streaming', HEALTH_PATTERNS.streaming)],
    };
  }
}
