import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_PATTERNS } from '@cannaverse/contracts';
import { createHealthController, DatabaseModule, EventBusModule, type Logger } from '@cannaverse/platform';
import type { IdentityConfig } from './config.js';

/** The identity service. Features are added as one folder (module) each. */
@Module({})
export class AppModule {
  static register(config: IdentityConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({ service: 'identity', config, entities: [], migrations: [] }),
        EventBusModule.forService({ service: 'identity', config, logger }),
      ],
      controllers: [createHealthController('identity', HEALTH_PATTERNS.identity)],
    };
  }
}
