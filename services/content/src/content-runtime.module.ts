import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@cannaverse/platform';
import type { ContentConfig } from './config.js';

/** The service's config and logger for features that need them (start-up import, seeding, workers). */
export const CONTENT_CONFIG = 'CONTENT_CONFIG';
export const CONTENT_LOGGER = 'CONTENT_LOGGER';

@Global()
@Module({})
export class ContentRuntimeModule {
  static register(config: ContentConfig, logger: Logger): DynamicModule {
    return {
      module: ContentRuntimeModule,
      providers: [{ provide: CONTENT_CONFIG, useValue: config }, { provide: CONTENT_LOGGER, useValue: logger }],
      exports: [CONTENT_CONFIG, CONTENT_LOGGER],
    };
  }
}
